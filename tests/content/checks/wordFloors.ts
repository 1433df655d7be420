/** Minimum prose words per section, from the content brief. */
import { proseWordCount, type Page } from '../../support/mdx';
import type { Offence } from './offence';

const OVERVIEWS = new Set([
  'intro',
  'routing',
  'stateless_api/intro',
  'stateless_api/features',
  'integration_tms_oms_erp/orders_pod',
]);

/** The floor for a page id (e.g. "concepts/depot"), or undefined when its section has none. */
export function wordFloor(id: string): number | undefined {
  if (OVERVIEWS.has(id)) return 700;
  const section = id.includes('/') ? id.slice(0, id.indexOf('/')) : '';
  switch (section) {
    case 'concepts':
    case 'vrp_problem_intro':
      return 600;
    case 'use_cases':
      return 700;
    case 'howto':
    case 'quickstart':
      return 500;
    case 'terms':
      return id === 'terms/glossary' ? undefined : 200;
    default:
      return undefined;
  }
}

export function checkWordFloor(page: Page): Offence[] {
  const floor = wordFloor(page.id);
  if (floor === undefined || !page.tree) return [];
  const words = proseWordCount(page.tree);
  return words >= floor
    ? []
    : [{ file: page.file, message: `${words} prose words, below the floor of ${floor}` }];
}
