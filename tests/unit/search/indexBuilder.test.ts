import { describe, expect, it } from 'vitest';

import { buildSearchIndex } from '../../../src/plugins/search/buildSearchIndex';
import { parseJsxPage } from '../../../src/plugins/search/jsxPageSections';
import { openApiPage } from '../../../src/plugins/search/openapiPages';
import { redocOperationAnchor, redocTagId } from '../../../src/plugins/shared/redocAnchor';
import { categoriesByDocId } from '../../../src/plugins/search/sidebarCategories';
import MiniSearch, { type AsPlainObject } from 'minisearch';

import { compactInvertedIndex, restoreMiniSearch } from '../../../src/search/engine/invertedIndex';
import { MINISEARCH_OPTIONS } from '../../../src/search/engine/searchFields';
import { createSearchEngine } from '../../../src/search/engine/searchEngine';
import { fixturePages } from './fixtureIndex';

describe('product pages', () => {
  it('reads title, description, headings and paragraphs from a React page', () => {
    const source = `
      const SECTIONS = [{ heading: 'How it searches', body: (<p>Regret <code>insertion</code> first.</p>) }];
      export default function Page() {
        return (
          <Layout title="Optimization" description="What the optimizer plans.">
            <h2 id="fleets">Real fleets</h2>
            <ul><li>Capacity in <strong>several</strong> dimensions.</li></ul>
            <Sections sections={SECTIONS} />
          </Layout>
        );
      }`;
    const page = parseJsxPage(source, 'optimization.tsx');
    expect(page.title).toBe('Optimization');
    expect(page.sections).toEqual([
      { level: 1, headings: [], anchor: '', paragraphs: ['What the optimizer plans.'] },
      {
        level: 2,
        headings: ['How it searches'],
        anchor: '',
        paragraphs: ['Regret insertion first.'],
      },
      {
        level: 2,
        headings: ['Real fleets'],
        anchor: 'fleets',
        paragraphs: ['Capacity in several dimensions.'],
      },
    ]);
  });

  it('reads HTML entities in JSX text and quoted props as the characters the reader sees', () => {
    const source = `
      export default function Page() {
        return (
          <Layout title="Fleets &amp; depots" description={'Kept &amp; as typed'}>
            <h2>The vehicle&apos;s day</h2>
            <p>Breaks&nbsp;of 30&#160;min &#x2014; paid&#39;s way</p>
            Stops &lt;= 200
          </Layout>
        );
      }`;
    const page = parseJsxPage(source, 'fleets.tsx');
    expect(page.title).toBe('Fleets & depots');
    expect(page.description).toBe('Kept &amp; as typed');
    expect(page.sections[1]).toEqual({
      level: 2,
      headings: ["The vehicle's day"],
      anchor: '',
      paragraphs: ["Breaks of 30 min \u2014 paid's way", 'Stops <= 200'],
    });
  });
});

describe('API reference pages', () => {
  const spec = `
openapi: 3.1.0
info:
  title: Stateless API
  summary: Send a problem, get a plan.
  description: |-
    Solves a **whole** problem per request.
tags:
  - name: Solve
    description: Synchronous solving.
  - name: Route plans & jobs
paths:
  /solve:
    post:
      operationId: solve
      tags: [Solve]
      summary: Solve a small problem
      description: Returns the plan in the response.
  /jobs/{job_id}:
    get:
      operationId: getSolveJob
      tags: [Route plans & jobs]
      summary: Get a job
    parameters: []
  /health:
    get:
      operationId: health
webhooks:
  jobFinished:
    post:
      operationId: onJobFinished
      tags: [Route plans & jobs]
      summary: Job finished
`;

  it('builds one page with a section per tag and per operation, linked like Redoc', () => {
    const page = openApiPage(spec, {
      permalink: '/api-portal/stateless',
      category: 'API reference',
      searchTag: 'default',
    })!;
    expect(page.title).toBe('Stateless API');
    expect(page.sections[0]!.paragraphs).toEqual([
      'Send a problem, get a plan.',
      'Solves a whole problem per request.',
    ]);
    expect(page.sections.slice(1).map((section) => [section.headings, section.anchor])).toEqual([
      [['Solve'], 'tag/Solve'],
      [['Route plans & jobs'], 'tag/Route-plans-and-jobs'],
      [['Solve', 'Solve a small problem'], 'tag/Solve/operation/solve'],
      [['Route plans & jobs', 'Get a job'], 'tag/Route-plans-and-jobs/operation/getSolveJob'],
      [['health'], 'operation/health'],
      [['Route plans & jobs', 'Job finished'], 'tag/Route-plans-and-jobs/operation/onJobFinished'],
    ]);
    expect(page.sections[3]!.paragraphs).toEqual([
      'POST /solve',
      'solve',
      'Returns the plan in the response.',
    ]);
    expect(page.sections[6]!.paragraphs[0]).toBe('Webhook jobFinished');
  });

  it('skips specs without operations', () => {
    expect(
      openApiPage('components: {}', { permalink: '/x', category: 'c', searchTag: 'default' }),
    ).toBeNull();
  });

  it('slugs tag names as Redoc 2.4 (slugify 1.4.7, then its fallback) does', () => {
    expect(redocTagId('Vehicles API')).toBe('tag/Vehicles-API');
    expect(redocTagId('Route plans & jobs')).toBe('tag/Route-plans-and-jobs');
    expect(redocTagId('Webhooks')).toBe('tag/Webhooks');
    expect(redocTagId('Costs: €/km, ½ day')).toBe('tag/Costs:-eurokm-day');
    // slugify drops every character it has no mapping for; Redoc then lower-cases the name.
    expect(redocTagId('配送 ルート')).toBe('tag/配送-ルート');
    expect(redocOperationAnchor('createPlan', 'Plans')).toBe('tag/Plans/operation/createPlan');
    expect(redocOperationAnchor('health', undefined)).toBe('operation/health');
  });
});

describe('doc categories', () => {
  it('names each doc after its top-level sidebar category', () => {
    const categories = categoriesByDocId({
      main: [
        'intro',
        {
          type: 'category',
          label: 'Concepts',
          link: { type: 'doc', id: 'concepts/index' },
          items: [
            'concepts/a',
            { type: 'category', label: 'Nested', items: [{ type: 'doc', id: 'concepts/b' }] },
          ],
        },
      ],
      shorthand: { Terms: ['terms/slack'] },
    });
    expect(Object.fromEntries(categories)).toEqual({
      'concepts/index': 'Concepts',
      'concepts/a': 'Concepts',
      'concepts/b': 'Concepts',
      'terms/slack': 'Terms',
    });
  });
});

describe('packed index', () => {
  it('stores tags and page strings once and orders pages by URL', () => {
    const pages = fixturePages();
    const data = buildSearchIndex(pages, { language: 'en' });
    expect([...data.tags].sort()).toEqual(['default', 'docs-default-current']);
    expect(data.pages.map((page) => page.u)).toEqual([...data.pages.map((page) => page.u)].sort());
    expect(data.sections.every((section) => data.pages[section.p] !== undefined)).toBe(true);
    const shuffled = buildSearchIndex([...pages].reverse(), { language: 'en' });
    expect(JSON.stringify(shuffled)).toBe(JSON.stringify(data));
  });

  it('keeps a title record for pages that open with a heading, and drops duplicates', () => {
    const page = {
      permalink: '/docs/a',
      category: 'Docs',
      title: 'Alpha',
      searchTag: 'docs-default-current',
      keywords: ['first'],
      sections: [
        { level: 1, headings: [], anchor: '', paragraphs: [] },
        { level: 2, headings: ['Beta'], anchor: 'beta', paragraphs: ['Gamma.'] },
      ],
    };
    const data = buildSearchIndex([page, page], { language: 'en' });
    expect(data.pages).toEqual([{ u: '/docs/a', l0: 'Docs', l1: 'Alpha', t: 0, k: 'first' }]);
    expect(data.sections).toEqual([
      { p: 0, a: '', lv: 1, h: [], c: [] },
      { p: 0, a: 'beta', lv: 2, h: ['Beta'], c: ['Gamma.'] },
    ]);
    // The inverted index travels with it and loads as is.
    const engine = createSearchEngine(JSON.parse(JSON.stringify(data)));
    // The title finds the page first, then its section (which has the title as context).
    expect(engine.search('alpha').map((match) => match.sectionIndex)).toEqual([0, 1]);
    expect(engine.search('gamma').map((match) => match.sectionIndex)).toEqual([1]);
  });
});

describe('compact inverted index', () => {
  it('round-trips to exactly what MiniSearch serialised', () => {
    const miniSearch = new MiniSearch(MINISEARCH_OPTIONS);
    miniSearch.addAll([
      {
        id: 0,
        title: 'Time windows',
        heading: '',
        path: 'Concepts',
        content: 'Start and end, both inclusive.',
      },
      {
        id: 1,
        title: '',
        heading: 'Waiting',
        path: 'Concepts Time windows',
        content: 'Arrive early, wait, wait.',
      },
      {
        id: 2,
        title: 'Breaks',
        heading: '',
        path: 'How-to',
        content: 'A break starts inside its window.',
      },
    ]);
    const plain = miniSearch.toJSON();
    const compact = compactInvertedIndex(plain);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(plain).length);
    const restored = restoreMiniSearch(JSON.parse(JSON.stringify(compact)), MINISEARCH_OPTIONS);
    // The restored engine holds exactly the state MiniSearch serialised (its radix tree lists
    // terms in insertion-dependent order), and searches like it.
    const byTerm = (json: AsPlainObject) => ({
      ...json,
      index: [...json.index].sort(([a], [b]) => a.localeCompare(b)),
    });
    expect(byTerm(restored.toJSON())).toEqual(byTerm(plain));
    const reference = MiniSearch.loadJS(plain, MINISEARCH_OPTIONS);
    for (const query of ['wait', 'window', 'break']) {
      expect(restored.search(query, { prefix: true })).toEqual(
        reference.search(query, { prefix: true }),
      );
    }
  });

  it('refuses documents that were not added in id order', () => {
    const miniSearch = new MiniSearch(MINISEARCH_OPTIONS);
    miniSearch.add({ id: 5, title: 'Late', heading: '', path: '', content: '' });
    expect(() => compactInvertedIndex(miniSearch.toJSON())).toThrow(/out of order/);
  });
});
