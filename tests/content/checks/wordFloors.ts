/** Minimum prose words per section, from the content brief. */
import { proseWordCount, type Page } from '../../support/mdx';
import type { Offence } from './offence';

const OVERVIEWS = new Set([
  'intro.mdx',
  'routing.mdx',
  'stateless_api/intro.mdx',
  'stateless_api/features.mdx',
  'integration_tms_oms_erp/orders_pod.mdx',
]);

/** The floor for a doc file (e.g. "concepts/depot.mdx"), or undefined when its section has none. */
export function wordFloor(file: string): number | undefined {
  if (OVERVIEWS.has(file)) return 700;
  const section = file.includes('/') ? file.slice(0, file.indexOf('/')) : '';
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
      return file === 'terms/glossary.mdx' ? undefined : 200;
    default:
      return undefined;
  }
}

export function checkWordFloor(page: Page): Offence[] {
  const floor = wordFloor(page.file);
  if (floor === undefined || !page.tree) return [];
  const words = proseWordCount(page.tree);
  return words >= floor
    ? []
    : [{ file: page.file, message: `${words} prose words, below the floor of ${floor}` }];
}
