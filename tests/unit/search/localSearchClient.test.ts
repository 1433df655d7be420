import { describe, expect, it, vi } from 'vitest';

import { buildSearchIndex } from '../../../src/plugins/search/buildSearchIndex';
import type { PageSource } from '../../../src/plugins/search/parsedPage';
import type { AlgoliaHit, AlgoliaSearchResult } from '../../../src/search/algoliaTypes';
import { createLocalBackend } from '../../../src/search/client/localBackend';
import {
  createLocalSearchClient,
  type LocalSearchClient,
} from '../../../src/search/client/createLocalSearchClient';
import { fixtureIndex } from './fixtureIndex';

const ORIGIN = 'https://docs.example.com';
const CONTEXTUAL_FILTERS = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

function readyClient(): LocalSearchClient {
  const backend = createLocalBackend(fixtureIndex(), { origin: ORIGIN });
  return createLocalSearchClient({ loadBackend: () => Promise.resolve(backend) });
}

async function searchOne(
  client: LocalSearchClient,
  params: Record<string, unknown>,
): Promise<AlgoliaSearchResult> {
  const response = await client.search({ requests: [{ indexName: 'docs', ...params }] });
  expect(response.results).toHaveLength(1);
  return response.results[0]!;
}

function paths(hits: AlgoliaHit[]): string[] {
  return hits.map((hit) => String(hit.url).replace(ORIGIN, ''));
}

describe('local search client: response shape', () => {
  it('answers DocSearch modal queries with Algolia-shaped results', async () => {
    const result = await searchOne(readyClient(), {
      query: 'time windows',
      hitsPerPage: 20,
      facetFilters: CONTEXTUAL_FILTERS,
      attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    expect(result).toMatchObject({
      page: 0,
      hitsPerPage: 20,
      query: 'time windows',
      index: 'docs',
      exhaustiveNbHits: true,
    });
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 20));
    expect(typeof result.processingTimeMS).toBe('number');
    expect(result.params).toContain('hitsPerPage=20');

    const first = result.hits[0]!;
    expect(first).toMatchObject({
      type: 'lvl1',
      url: `${ORIGIN}/docs/concepts/time-windows`,
      url_without_anchor: `${ORIGIN}/docs/concepts/time-windows`,
      anchor: null,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      hierarchy: {
        lvl0: 'Concepts',
        lvl1: 'Time windows',
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
    });
    expect(typeof first.objectID).toBe('string');
    const highlight = first._highlightResult as {
      hierarchy: Record<string, { value: string; matchLevel: string }>;
    };
    // Only the levels the record has, in order: the search page shows the last as the title.
    expect(Object.keys(highlight.hierarchy)).toEqual(['lvl0', 'lvl1']);
    expect(highlight.hierarchy.lvl1).toMatchObject({
      value: '<mark>Time</mark> <mark>windows</mark>',
      matchLevel: 'full',
    });
    const snippet = first._snippetResult as {
      hierarchy: { lvl1: { value: string } };
      content: unknown;
    };
    expect(snippet.hierarchy.lvl1.value).toBe('<mark>Time</mark> <mark>windows</mark>');
    expect(snippet.content).toBeDefined();
  });

  it('links a heading hit to its anchor and a body hit to its section', async () => {
    const client = readyClient();
    const heading = await searchOne(client, { query: 'lateness' });
    expect(heading.hits[0]).toMatchObject({
      type: 'lvl2',
      anchor: 'waiting-versus-lateness',
      url: `${ORIGIN}/docs/concepts/time-windows#waiting-versus-lateness`,
    });

    const body = await searchOne(client, { query: 'arrives early' });
    expect(body.hits[0]).toMatchObject({
      type: 'content',
      anchor: 'waiting-versus-lateness',
      content: 'A vehicle that arrives early waits; the wait shows in the stop.',
    });
    expect((body.hits[0]!.hierarchy as { lvl2: string }).lvl2).toBe('Waiting versus lateness');

    const nested = await searchOne(client, { query: 'several windows' });
    expect(nested.hits[0]).toMatchObject({ type: 'lvl3', anchor: 'several-windows' });
    expect(nested.hits[0]!.hierarchy).toMatchObject({
      lvl2: 'Waiting versus lateness',
      lvl3: 'Several windows',
    });
  });

  it('accepts the legacy [{indexName, params}] form the search page helper sends', async () => {
    const client = readyClient();
    const response = await client.search([
      { indexName: 'docs', params: { query: 'webhooks', hitsPerPage: 15 } },
      {
        indexName: 'docs',
        params: 'query=webhooks&hitsPerPage=0&facets=%5B%22docusaurus_tag%22%5D',
      },
    ]);
    expect(response.results).toHaveLength(2);
    expect(response.results[0]!.hitsPerPage).toBe(15);
    expect(paths(response.results[0]!.hits)[0]).toBe('/docs/howto/webhooks');
    expect(response.results[1]!.hits).toEqual([]);
    expect(response.results[1]!.facets).toEqual({
      docusaurus_tag: { 'docs-default-current': response.results[1]!.nbHits },
    });
  });

  it('limits returned attributes to attributesToRetrieve', async () => {
    const result = await searchOne(readyClient(), {
      query: 'webhooks',
      attributesToRetrieve: ['hierarchy.lvl1', 'url'],
    });
    const hit = result.hits[0]!;
    expect(Object.keys(hit).sort()).toEqual(
      ['_highlightResult', '_snippetResult', 'hierarchy', 'objectID', 'url'].sort(),
    );
    expect(hit.hierarchy).toEqual({ lvl1: 'Receive webhooks' });
  });
});

describe('local search client: filters and pagination', () => {
  it('applies contextual facet filters: AND across entries, OR inside nested arrays', async () => {
    const client = readyClient();
    const both = await searchOne(client, {
      query: 'time windows',
      facetFilters: CONTEXTUAL_FILTERS,
    });
    expect(paths(both.hits)).toEqual(
      expect.arrayContaining(['/docs/concepts/time-windows', '/optimization']),
    );

    const productOnly = await searchOne(client, {
      query: 'time windows',
      facetFilters: ['language:en', ['docusaurus_tag:default']],
    });
    expect(paths(productOnly.hits)).toEqual(['/optimization']);

    const excluded = await searchOne(client, {
      query: 'time windows',
      facetFilters: ['-docusaurus_tag:default'],
    });
    expect(paths(excluded.hits)).not.toContain('/optimization');
    expect(excluded.nbHits).toBe(both.nbHits - 1);

    const otherLanguage = await searchOne(client, {
      query: 'time windows',
      facetFilters: 'language:de',
    });
    expect(otherLanguage.nbHits).toBe(0);
  });

  it('pages through results without repeating a hit', async () => {
    const client = readyClient();
    const first = await searchOne(client, { query: 'route number', hitsPerPage: 10, page: 0 });
    const third = await searchOne(client, { query: 'route number', hitsPerPage: 10, page: 2 });
    expect(first.nbHits).toBe(25);
    expect(first.nbPages).toBe(3);
    expect(first.hits).toHaveLength(10);
    expect(third.hits).toHaveLength(5);
    const all: string[] = [];
    for (let page = 0; page < 3; page += 1) {
      all.push(
        ...paths((await searchOne(client, { query: 'route number', hitsPerPage: 10, page })).hits),
      );
    }
    expect(new Set(all).size).toBe(25);

    const beyond = await searchOne(client, { query: 'route number', hitsPerPage: 10, page: 7 });
    expect(beyond.hits).toEqual([]);
    const countsOnly = await searchOne(client, { query: 'route number', hitsPerPage: 0 });
    expect(countsOnly).toMatchObject({ hits: [], nbHits: 25, nbPages: 0 });
  });

  it('defaults to 20 hits per page', async () => {
    const result = await searchOne(readyClient(), { query: 'route' });
    expect(result.hitsPerPage).toBe(20);
    expect(result.hits).toHaveLength(20);
  });
});

describe('local search client: highlighting is safe', () => {
  it('escapes record text before adding highlight tags', async () => {
    const result = await searchOne(readyClient(), {
      query: 'signature header',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToSnippet: ['content:30'],
    });
    const hit = result.hits.find((candidate) => candidate.anchor === 'signature-check')!;
    expect(hit).toBeDefined();
    const highlight = hit._highlightResult as {
      hierarchy: { lvl2: { value: string } };
      content: { value: string };
    };
    expect(highlight.hierarchy.lvl2.value).toBe(
      '<mark>Signature</mark> &lt;check&gt; &amp; &quot;quotes&quot;',
    );
    expect(highlight.content.value).toContain('&lt;b&gt;your&lt;/b&gt;');
    expect(highlight.content.value).not.toContain('<b>');
    const snippet = (hit._snippetResult as { content: { value: string } }).content.value;
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('uses the DocSearch index default tags when the query names none', async () => {
    const result = await searchOne(readyClient(), { query: 'webhooks' });
    const highlight = result.hits[0]!._highlightResult as {
      hierarchy: { lvl1: { value: string } };
    };
    expect(highlight.hierarchy.lvl1.value).toBe(
      'Receive <span class="algolia-docsearch-suggestion--highlight">webhooks</span>',
    );
  });

  it('snippets content to the requested number of words', async () => {
    const result = await searchOne(readyClient(), {
      query: 'inclusive',
      attributesToSnippet: ['content:4'],
      highlightPreTag: '[',
      highlightPostTag: ']',
      snippetEllipsisText: '...',
    });
    const snippet = (
      result.hits[0]!._snippetResult as { content: { value: string; matchLevel: string } }
    ).content;
    expect(snippet.value).toBe('...both ends are [inclusive].');
    expect(snippet.matchLevel).toBe('full');
  });
});

describe('local search client: queries', () => {
  it('returns nothing for an empty query', async () => {
    const result = await searchOne(readyClient(), { query: '' });
    expect(result).toMatchObject({ hits: [], nbHits: 0, nbPages: 0, page: 0, query: '' });
  });

  it('searches only the first 64 characters of a query', async () => {
    const client = readyClient();
    const query = `qqqq${' '.repeat(60)}webhooks`;
    const result = await searchOne(client, { query });
    expect(result.nbHits).toBe(0);
    // The echo is the query that was searched, cut like it (answerQueryEcho.test.ts).
    expect(result.query).toBe(query.slice(0, 64));
    // Within the limit, the same words do find the page.
    expect((await searchOne(client, { query: 'qqqq webhooks' })).nbHits).toBeGreaterThan(0);
  });

  it('tolerates typos and matches the last word as a prefix', async () => {
    const client = readyClient();
    expect(paths((await searchOne(client, { query: 'webhok' })).hits)[0]).toBe(
      '/docs/howto/webhooks',
    );
    expect(paths((await searchOne(client, { query: 'time windo' })).hits)[0]).toBe(
      '/docs/concepts/time-windows',
    );
    // A finished word (space after it) is no longer a prefix.
    expect((await searchOne(client, { query: 'sever' })).hits[0]).toMatchObject({
      anchor: 'several-windows',
    });
    expect((await searchOne(client, { query: 'sever ' })).nbHits).toBe(0);
  });

  describe('ranks title over headings over body text', () => {
    // Neither the page order (pages are sorted by URL: body first) nor the heading level
    // (every section is an h2) favours the heading; the body even repeats the words.
    const page = (
      permalink: string,
      title: string,
      heading: string,
      paragraph: string,
    ): PageSource => ({
      permalink,
      category: 'Concepts',
      title,
      searchTag: 'docs-default-current',
      keywords: [],
      sections: [
        { level: 1, headings: [], anchor: '', paragraphs: ['An introduction to the topic.'] },
        {
          level: 2,
          headings: [heading],
          anchor: heading.toLowerCase().replace(/\s+/g, '-'),
          paragraphs: [paragraph],
        },
      ],
    });
    const inBody = page(
      '/docs/a-scheduling',
      'Scheduling',
      'Shift starts',
      'Routes start after the depot opening hours begin; depot opening hours come from the site.',
    );
    const inHeading = page(
      '/docs/b-fleet',
      'Fleet setup',
      'Depot opening hours',
      'Configure when the vehicles may leave.',
    );
    const inTitle: PageSource = {
      ...inHeading,
      permalink: '/docs/c-depots',
      title: 'Depot opening hours',
      sections: [{ level: 1, headings: [], anchor: '', paragraphs: ['When sites accept visits.'] }],
    };
    const clientFor = (pages: PageSource[]) =>
      createLocalSearchClient({
        loadBackend: () =>
          Promise.resolve(
            createLocalBackend(buildSearchIndex(pages, { language: 'en' }), { origin: ORIGIN }),
          ),
      });
    const ranked = (result: AlgoliaSearchResult) =>
      result.hits.map((hit) => `${String(hit.url).replace(ORIGIN, '')} ${String(hit.type)}`);

    it('a heading hit ranks above the same words in another section body', async () => {
      const result = await searchOne(clientFor([inBody, inHeading]), {
        query: 'depot opening hours',
      });
      expect(ranked(result)).toEqual([
        '/docs/b-fleet#depot-opening-hours lvl2',
        '/docs/a-scheduling#shift-starts content',
      ]);
    });

    it('a page title ranks above both', async () => {
      const result = await searchOne(clientFor([inBody, inHeading, inTitle]), {
        query: 'depot opening hours',
      });
      expect(ranked(result)).toEqual([
        '/docs/c-depots lvl1',
        '/docs/b-fleet#depot-opening-hours lvl2',
        '/docs/a-scheduling#shift-starts content',
      ]);
    });
  });

  it('ranks a title match above the same words in body text', async () => {
    const result = await searchOne(readyClient(), { query: 'time windows' });
    const ranked = paths(result.hits);
    expect(ranked[0]).toBe('/docs/concepts/time-windows');
    expect(ranked.indexOf('/optimization')).toBeGreaterThan(0);
  });
});

describe('local search client: loading', () => {
  it('loads the backend once, lazily, and shares it between searches', async () => {
    const backend = createLocalBackend(fixtureIndex(), { origin: ORIGIN });
    const loadBackend = vi.fn(() => Promise.resolve(backend));
    const client = createLocalSearchClient({ loadBackend });
    expect(loadBackend).not.toHaveBeenCalled();
    client.preload();
    await client.search({ requests: [{ indexName: 'docs', query: 'time' }] });
    await client.search({ requests: [{ indexName: 'docs', query: 'webhooks' }] });
    expect(loadBackend).toHaveBeenCalledTimes(1);
  });

  it('fails with a RetryError when the index cannot load, then recovers on a later search', async () => {
    const backend = createLocalBackend(fixtureIndex(), { origin: ORIGIN });
    const loadBackend = vi
      .fn<() => Promise<typeof backend>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(backend);
    const client = createLocalSearchClient({ loadBackend });
    const failure = await client.search({ requests: [{ indexName: 'docs', query: 'time' }] }).then(
      () => null,
      (error: unknown) => error,
    );
    // DocSearch shows its failure screen only for errors with this name.
    expect(failure).toMatchObject({ name: 'RetryError' });
    expect((failure as Error).cause).toBeInstanceOf(TypeError);

    const recovered = await client.search({ requests: [{ indexName: 'docs', query: 'time' }] });
    expect(recovered.results[0]!.nbHits).toBeGreaterThan(0);
    expect(loadBackend).toHaveBeenCalledTimes(2);
  });

  it('rejects malformed requests', async () => {
    const client = readyClient();
    await expect(client.search([{ params: { query: 'x' } }])).rejects.toThrow(/indexName/);
    await expect(
      client.search({ requests: [{ indexName: 'docs', query: 'x', facetFilters: ['nocolon'] }] }),
    ).rejects.toThrow(/facet filter/);
  });
});
