/**
 * Property-based tests of the local search engine through its client: any unicode query, short
 * or past the 64-character limit, answers well-formed results, and every highlighted or
 * snippeted value is escaped text with only the configured tags as markup (the DocSearch modal
 * and the search page insert these values as HTML). The `/search?q=` page itself is covered in
 * the browser by tests/e2e/search.spec.ts ("renders HTML and script in q as text").
 *
 * CI runs a fixed seed so a failure reproduces. To explore new inputs locally, run
 * `FUZZ_SEED=random FUZZ_RUNS=3000 npx vitest run tests/unit/fuzz`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../src/plugins/search/buildSearchIndex';
import type { PageSource } from '../../../src/plugins/search/parsedPage';
import type { AlgoliaHit } from '../../../src/search/algoliaTypes';
import { createLocalBackend } from '../../../src/search/client/localBackend';
import { createLocalSearchClient } from '../../../src/search/client/createLocalSearchClient';
import { MAX_QUERY_LENGTH, limitQuery } from '../../../src/search/queryLimits';
import { fixturePages } from '../search/fixtureIndex';

const SEED = process.env.FUZZ_SEED === 'random' ? undefined : 20261125;
const ORIGIN = 'https://docs.example.com';
const PRE_TAG = '<mark>';
const POST_TAG = '</mark>';
const HITS_PER_PAGE = 5;

/** A page whose own text is hostile markup, so highlighting must escape record text too. */
const hostilePage: PageSource = {
  permalink: '/docs/howto/markup',
  category: 'Guides',
  title: 'Markup <script>alert(1)</script> in titles',
  searchTag: 'docs-default-current',
  keywords: [],
  sections: [
    {
      level: 1,
      headings: [],
      anchor: '',
      paragraphs: ['An <img src=x onerror=alert(1)> tag & a "quoted" \'word\' stay text.'],
    },
    {
      level: 2,
      headings: ['Heading with <b>bold</b> & <mark>marks</mark>'],
      anchor: 'heading-with-bold',
      paragraphs: ['Emoji 🚚 and combining e\u0301 letters, plus onerror alert script.'],
    },
  ],
};

const client = createLocalSearchClient({
  loadBackend: () =>
    Promise.resolve(
      createLocalBackend(buildSearchIndex([...fixturePages(), hostilePage], { language: 'en' }), {
        origin: ORIGIN,
      }),
    ),
});

const WORDS = [
  'time',
  'windows',
  'signature',
  'route',
  'script',
  'img',
  'onerror',
  'alert',
  'mark',
  'bold',
  '<script>',
  '<img src=x onerror=alert(1)>',
  '</mark>',
  '&amp;',
  '"',
  '🚚',
  'e\u0301',
];

const query: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 12 }).map((w) => w.join(' ')),
  fc.string({ unit: 'grapheme', maxLength: 2 * MAX_QUERY_LENGTH, size: 'max' }),
  fc.string({ unit: 'binary', maxLength: 2 * MAX_QUERY_LENGTH, size: 'max' }),
  fc
    .tuple(
      fc.string({ unit: 'grapheme', minLength: MAX_QUERY_LENGTH - 2 }),
      fc.constantFrom(...WORDS),
    )
    .map(([prefix, word]) => prefix + word),
);

const ENTITY = /&(amp|lt|gt|quot|#39);/g;
const UNESCAPES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Checks one highlighted value is escaped text around balanced tags; returns its plain text. */
function plainTextOf(value: string): string {
  const pieces = value.split(/(<mark>|<\/mark>)/);
  let open = false;
  for (const piece of pieces) {
    if (piece === PRE_TAG || piece === POST_TAG) {
      expect(open).toBe(piece === POST_TAG);
      open = !open;
      continue;
    }
    expect(piece).not.toMatch(/[<>]/);
    expect(piece.replace(ENTITY, '')).not.toContain('&');
  }
  expect(open).toBe(false);
  return pieces
    .filter((piece) => piece !== PRE_TAG && piece !== POST_TAG)
    .join('')
    .replace(ENTITY, (entity) => UNESCAPES[entity]!);
}

/** Every `{ value }` under a highlight or snippet result, with its attribute path. */
function highlightedValues(node: unknown, at: string[] = []): [string[], string][] {
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  if (typeof record.value === 'string') return [[at, record.value]];
  return Object.entries(record).flatMap(([key, child]) => highlightedValues(child, [...at, key]));
}

function attributeAt(hit: AlgoliaHit, at: string[]): unknown {
  return at.reduce<unknown>(
    (node, key) =>
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined,
    hit,
  );
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('local search on fuzzed queries', () => {
  it('answers well-formed, escaped results for any query', async () => {
    let hitsSeen = 0;
    await fc.assert(
      fc.asyncProperty(query, async (text) => {
        const response = await client.search({
          requests: [
            {
              indexName: 'docs',
              query: text,
              hitsPerPage: HITS_PER_PAGE,
              attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
              highlightPreTag: PRE_TAG,
              highlightPostTag: POST_TAG,
            },
          ],
        });
        expect(response.results).toHaveLength(1);
        const result = response.results[0]!;
        expect(result.hits.length).toBeLessThanOrEqual(HITS_PER_PAGE);
        expect(result.nbHits).toBeGreaterThanOrEqual(result.hits.length);
        expect(result.nbPages).toBe(Math.ceil(result.nbHits / HITS_PER_PAGE));
        hitsSeen += result.hits.length;
        for (const hit of result.hits) {
          expect(typeof hit.objectID).toBe('string');
          expect(String(hit.url).startsWith(`${ORIGIN}/`)).toBe(true);
          for (const [at, value] of highlightedValues(hit._highlightResult)) {
            const original = attributeAt(hit, at);
            // A highlight is the whole attribute, escaped, with tags around matched words.
            if (typeof original === 'string') expect(plainTextOf(value)).toBe(original);
          }
          for (const [, value] of highlightedValues(hit._snippetResult)) plainTextOf(value);
        }
      }),
      { seed: SEED, numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
    // Without hits the escaping checks above would pass vacuously.
    expect(hitsSeen).toBeGreaterThan(0);
  });

  it('escapes markup found in both the query and the page', async () => {
    const response = await client.search({
      requests: [
        {
          indexName: 'docs',
          query: '<script>alert(1)</script> <img src=x onerror=alert(1)>',
          highlightPreTag: PRE_TAG,
          highlightPostTag: POST_TAG,
        },
      ],
    });
    const hit = response.results[0]!.hits.find((h) => String(h.url).includes('/docs/howto/markup'));
    expect(hit).toBeDefined();
    const values = highlightedValues(hit!._highlightResult).map(([, value]) => value);
    expect(values.join('\n')).toContain('&lt;<mark>script</mark>&gt;');
    expect(values.join('\n')).toContain('<mark>alert</mark>');
    for (const value of values) plainTextOf(value);
  });

  it('cuts queries to the limit without splitting a character', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 3 * MAX_QUERY_LENGTH, size: 'max' }),
          // Astral characters (two UTF-16 units) make the cut land inside a pair half the time.
          fc.string({
            unit: fc.constantFrom('a', ' ', '🚚', '𝔸'),
            maxLength: 2 * MAX_QUERY_LENGTH,
            size: 'max',
          }),
        ),
        (text) => {
          const limited = limitQuery(text);
          expect(limited.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
          expect(text.startsWith(limited)).toBe(true);
          expect(limited).not.toMatch(LONE_SURROGATE);
        },
      ),
      { seed: SEED, numRuns: 500 },
    );
  });

  // Regression: the cut at 64 UTF-16 units split the truck emoji, leaving a lone surrogate that
  // the search page then wrote into `?q=` as U+FFFD.
  it('drops a character the limit would split in half', () => {
    expect(limitQuery(`${'a'.repeat(MAX_QUERY_LENGTH - 1)}🚚`)).toBe(
      'a'.repeat(MAX_QUERY_LENGTH - 1),
    );
  });
});
