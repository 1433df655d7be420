/**
 * Use cases show what the service answers, not only what you send: each page pairs its solve
 * request with the response (which docs.test.ts compares with the solver's), and its figures
 * are that response's (checks/summaryFigures.ts).
 */
import { describe, expect, it } from 'vitest';

import { codeBlocks, loadPages } from '../support/mdx';
import { formatAll } from './checks/offence';
import { checkSummaryFigures } from './checks/summaryFigures';

const pages = await loadPages();
const useCases = pages.filter((page) => page.file.startsWith('use_cases/'));
const STATELESS = 'stateless#/components/schemas/';

describe('use cases', () => {
  it('exist', () => {
    expect(useCases.map((page) => page.file)).toEqual(
      expect.arrayContaining([
        'use_cases/building_pa.mdx',
        'use_cases/fmcg.mdx',
        'use_cases/pickup_milkrun.mdx',
      ]),
    );
  });

  it.each(useCases.map((page) => [page.file, page] as const))(
    '%s follows its solve request with the response and states figures from it',
    (_file, page) => {
      const schemas = codeBlocks(page.tree!)
        .map((block) => block.attributes.schema)
        .filter((schema): schema is string => typeof schema === 'string')
        .filter((schema) => schema.startsWith(STATELESS))
        .map((schema) => schema.slice(STATELESS.length));
      const request = schemas.indexOf('SolveRequest');
      expect(request).toBeGreaterThanOrEqual(0);
      expect(schemas.indexOf('SolveResponse', request)).toBeGreaterThan(request);
      expect(page.source).toMatch(/^\| `summary\.cost` \|/m);
    },
  );
});

it('every summary figure in a table is the response above it, and its sum adds up', () => {
  expect(formatAll(pages.flatMap(checkSummaryFigures))).toEqual([]);
});
