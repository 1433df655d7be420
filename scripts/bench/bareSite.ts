/**
 * The bare Docusaurus site of bench/bare-site: the same Docusaurus version and plugins as ours
 * (preset-classic, theme-mermaid, theme-live-codeblock, Docusaurus Faster, redocusaurus with
 * one spec) and one page of each kind we measure, so every figure of ours comes with what the
 * stack gives for free. Built by the bench in the same run as our site.
 */
import path from 'node:path';

import type { BenchPage, ScheduledPage } from './lighthouse';

export const BARE_SITE_DIR = 'bench/bare-site';

/**
 * Each bare page under the name of the page of ours it is compared with. Every API reference
 * of ours is compared with the bare site's one reference.
 */
const BARE_PAGES: readonly BenchPage[] = [
  { name: 'home', path: '/' },
  { name: 'plain doc', path: '/docs/plain' },
  { name: 'doc with diagram', path: '/docs/diagram' },
  { name: 'doc with live code', path: '/docs/live' },
  { name: 'api reference', path: '/api' },
];

export function bareLighthousePages(): readonly BenchPage[] {
  return BARE_PAGES;
}

/** The bare page a page of ours is compared with, if it has one (the playground has none). */
export function barePageFor(ours: BenchPage): BenchPage | undefined {
  const name = ours.path.startsWith('/api-portal') ? 'api reference' : ours.name;
  return BARE_PAGES.find((page) => page.name === name);
}

export function bareSiteDir(root: string): string {
  return path.join(root, BARE_SITE_DIR);
}

/**
 * The order Lighthouse visits pages in each round: every page of ours, each followed by its
 * bare counterpart the first time that counterpart comes up in the round, so the two are
 * measured under the same minute of the host's load.
 */
export function interleavedSchedule(
  ourBaseUrl: string,
  ourPages: readonly BenchPage[],
  bareBaseUrl: string | null,
): (ScheduledPage & { page: BenchPage })[] {
  const schedule: (ScheduledPage & { page: BenchPage })[] = [];
  const bareScheduled = new Set<string>();
  for (const page of ourPages) {
    schedule.push({ key: `ours ${page.path}`, url: `${ourBaseUrl}${page.path}`, page });
    const bare = bareBaseUrl === null ? undefined : barePageFor(page);
    if (bare && !bareScheduled.has(bare.path)) {
      bareScheduled.add(bare.path);
      schedule.push({ key: `bare ${bare.path}`, url: `${bareBaseUrl}${bare.path}`, page: bare });
    }
  }
  return schedule;
}
