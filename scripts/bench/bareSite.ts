/**
 * The bare Docusaurus site of bench/bare-site: the same Docusaurus version and plugins as ours
 * (preset-classic, theme-mermaid, theme-live-codeblock, Docusaurus Faster, redocusaurus with
 * one spec) and one page of each kind we measure, so every figure of ours comes with what the
 * stack gives for free. Built by the bench in the same run as our site.
 */
import path from 'node:path';

import type { BenchPage } from './lighthouse';

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
