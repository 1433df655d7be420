import { describe, expect, it } from 'vitest';

import { buildSearchIndex } from '../../../src/plugins/search/buildSearchIndex';
import type { PageSource, ParsedSection } from '../../../src/plugins/search/parsedPage';
import { createSearchEngine } from '../../../src/search/engine/searchEngine';

/**
 * A docs page whose title is what the reader typed comes before API reference records that
 * only mention the words, however often: here an API reference page per tag (as a split
 * reference has), titled "Depots" and repeating "depot" in every description, outscores the
 * short "Depots" concept page on BM25 alone.
 */

function docsPage(permalink: string, title: string, text: string): PageSource {
  return {
    permalink,
    category: 'Concepts',
    title,
    searchTag: 'docs-default-current',
    keywords: [],
    sections: [{ level: 1, headings: [], anchor: '', paragraphs: [text] }],
  };
}

const apiOperation = (summary: string, anchor: string): ParsedSection => ({
  level: 3,
  headings: ['Depots', summary],
  anchor,
  paragraphs: [
    `${summary}. A depot is where vehicles start; the depot id names the depot, depot hours bound depot work.`,
  ],
});

const API_REFERENCE: PageSource = {
  permalink: '/api-portal/integration',
  category: 'API reference',
  title: 'Integration API',
  searchTag: 'default',
  keywords: [],
  sections: [
    { level: 1, headings: [], anchor: '', paragraphs: ['Projects, depots, depot hours.'] },
    { level: 2, headings: ['Depots'], anchor: 'tag/Depots', paragraphs: ['Depot endpoints.'] },
    apiOperation('List depots', 'listDepots'),
    apiOperation('Create a depot', 'createDepot'),
    apiOperation('Update a depot', 'updateDepot'),
    apiOperation('Delete a depot', 'deleteDepot'),
  ],
};

const PAGES: PageSource[] = [
  docsPage(
    '/docs/concepts/depot',
    'Depots',
    'Where the fleet starts and ends its day, with its opening hours and loading bays.',
  ),
  {
    ...API_REFERENCE,
    permalink: '/api-portal/integration/depots',
    title: 'Depots',
    sections: [
      {
        level: 1,
        headings: [],
        anchor: '',
        paragraphs: ['Depot endpoints: a depot, depot hours, depot bays, the depot of a vehicle.'],
      },
      ...API_REFERENCE.sections.slice(2),
    ],
  },
  docsPage(
    '/docs/howto/driver_break',
    'Plan driver breaks',
    'Give each shift a rest period; the planner places the break where it costs least.',
  ),
  docsPage(
    '/docs/howto/depot_loading',
    'Load vehicles at a depot before the first trip of the day',
    'Loading time at the depot is part of the route; set it per vehicle.',
  ),
  {
    // Many keywords: its title field is long, so BM25 weighs its title words little.
    ...docsPage(
      '/docs/howto/live_insertion',
      'Insert a live order into the plan of a day whose vehicles are already on the road',
      'Send the order with the solved plan; the answer says which vehicle takes it.',
    ),
    keywords: Array.from({ length: 300 }, (_, index) => `keyword${index}`),
  },
  {
    ...API_REFERENCE,
    sections: [
      ...API_REFERENCE.sections,
      {
        level: 2,
        headings: ['Live order insertions'],
        anchor: 'tag/Insertions',
        paragraphs: [
          'Live order insertion: live insertion of orders, inserting live orders, one live order inserted at a time, order by order.',
        ],
      },
      {
        level: 3,
        headings: ['Vehicles', 'Add a driver break'],
        anchor: 'addBreak',
        paragraphs: ['Driver breaks: each driver break of a driver shift; break start, break end.'],
      },
    ],
  },
  {
    // Many keywords again: only the title tier can lift it above the reference.
    ...docsPage(
      '/docs/howto/pickupdeliveryconfirm',
      'Confirm pickups and deliveries',
      'The driver app reports each stop as done; the plan then keeps the job where it was done.',
    ),
    keywords: Array.from({ length: 300 }, (_, index) => `keyword${index}`),
  },
  {
    ...API_REFERENCE,
    permalink: '/api-portal/routing',
    title: 'Routing API',
    sections: [
      { level: 1, headings: [], anchor: '', paragraphs: ['Projects, optimizations, routes.'] },
      {
        level: 2,
        headings: ['Delivery confirmations'],
        anchor: 'tag/Confirmations',
        paragraphs: [
          'Delivery confirmation: a confirmation per delivery, confirmations of deliveries in bulk, the delivery confirmation id.',
        ],
      },
      {
        level: 3,
        headings: ['Optimizations', 'Request an optimization cancellation'],
        anchor: 'cancelOptimization',
        paragraphs: [
          'Optimization cancellation: cancellations of a running optimization, one cancellation per optimization.',
        ],
      },
    ],
  },
  {
    ...docsPage(
      '/docs/howto/cancel_optimization',
      'Cancel a running optimization',
      'Stop the solver early and keep the best plan found so far.',
    ),
    keywords: Array.from({ length: 300 }, (_, index) => `keyword${index}`),
  },
];

const engine = createSearchEngine(buildSearchIndex(PAGES, { language: 'en' }));

function rankedUrls(query: string): string[] {
  return engine.search(query).map((match) => {
    const { section, page } = engine.corpus.record(match.sectionIndex);
    return section.a ? `${page.u}#${section.a}` : page.u;
  });
}

describe('search ranking: docs titles before API reference mentions', () => {
  it.each([
    ['depots', '/docs/concepts/depot'],
    ['Depot', '/docs/concepts/depot'],
    // Nearly the title: one title word ("Plan") not typed.
    ['driver breaks', '/docs/howto/driver_break'],
    // While typing the last word.
    ['driver bre', '/docs/howto/driver_break'],
  ])('"%s" puts %s first', (query, expected) => {
    expect(rankedUrls(query)[0]).toBe(expected);
  });

  it('lifts the page titled as the query, then the pages whose title holds the words', () => {
    const urls = rankedUrls('depot');
    expect(urls[0]).toBe('/docs/concepts/depot');
    // "Load vehicles at a depot before ..." and the API page "Depots" hold the word in their
    // titles without being titled as the query: next, in score order; then everything else.
    expect(urls.slice(1, 3).sort()).toEqual([
      '/api-portal/integration/depots',
      '/docs/howto/depot_loading',
    ]);
    const rest = engine.search('depot').slice(3);
    const scores = rest.map((match) => match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  // Word forms: the title says "Insert a live order" among many other words (so it is not
  // titled as the query); the reference has "Live order insertions" as a heading and repeats
  // the words in its text, so on BM25 alone it comes first.
  it.each(['live order insertion', 'inserting live orders', 'live orders inserted'])(
    '"%s" puts the page whose title holds the words before the reference that repeats them',
    (query) => {
      const urls = rankedUrls(query);
      expect(urls[0]).toBe('/docs/howto/live_insertion');
      expect(urls).toContain('/api-portal/integration#tag/Insertions');
    },
  );

  // -ation nouns meet their verbs ("confirmation" is "confirm", "cancellation" is "cancel"), so
  // the guide titled with the verb comes before the reference whose heading has the noun.
  it.each([
    ['delivery confirmation', '/docs/howto/pickupdeliveryconfirm'],
    ['confirmations of deliveries', '/docs/howto/pickupdeliveryconfirm'],
    ['optimization cancellation', '/docs/howto/cancel_optimization'],
    ['cancellations of running optimizations', '/docs/howto/cancel_optimization'],
  ])('"%s" puts %s, titled with the verb, first', (query, expected) => {
    expect(rankedUrls(query)[0]).toBe(expected);
  });

  it('keeps score order when no title answers the query', () => {
    const scores = engine.search('loading bays').map((match) => match.score);
    expect(scores.length).toBeGreaterThan(0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe('search ranking from the heads of common words', () => {
  // 30 docs pages with "depot" in short titles that are not the query, and the "Depots" page
  // whose long keyword list dilutes its title: it scores below the head of "depot", yet it is
  // titled as the query, so it comes first.
  const pages: PageSource[] = [
    {
      ...docsPage('/docs/concepts/depot', 'Depots', 'Where the fleet starts and ends its day.'),
      keywords: Array.from({ length: 30 }, (_, index) => `keyword${index}`),
    },
    ...Array.from({ length: 30 }, (_, index) =>
      docsPage(
        `/docs/depot-${index}`,
        `Depot hours of site ${index}`,
        `The depot ${'depot '.repeat(index % 4)}opens ${'early '.repeat(index % 5)}each day.`,
      ),
    ),
  ];
  const data = buildSearchIndex(pages, { language: 'en' });
  const headsEngine = createSearchEngine(data, { longTermSections: 15, headSections: 15 });

  it('puts the page titled as the query first, as every posting does', () => {
    const docsIntro = data.sections.findIndex(
      (section) => data.pages[section.p]!.u === '/docs/concepts/depot',
    );
    const exact = headsEngine.rank('depot ', undefined, { exhaustive: true }).first(10);
    expect(exact[0]!.sectionIndex).toBe(docsIntro);
    // Not among the 15 best scores: the head of "depot" does not hold it.
    const byScore = [...headsEngine.search('depot ')].sort((a, b) => b.score - a.score);
    expect(byScore.findIndex((match) => match.sectionIndex === docsIntro)).toBeGreaterThan(15);
    expect(headsEngine.rank('depot ', undefined, { hits: 10 }).first(10)).toEqual(exact);
  });
});
