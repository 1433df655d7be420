/**
 * Whether two engines index the same text: per page, the words of our index's records (title,
 * headings, paragraphs) against the text Pagefind stored for the page (its fragment's
 * `content`, gzip with a `pagefind_dcd` prefix). Words are lower-cased runs of letters and
 * digits; the figures are over all pages: total words each, and the share of each side's
 * distinct words per page that the other side has too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import type { SearchIndexData } from '../../src/search/records';
import { pagePath } from './goldenHitAt3';

const FRAGMENT_PREFIX = 'pagefind_dcd';

export interface TextComparison {
  pages: number;
  /** Word count of every page's text. */
  words: { ours: number; pagefind: number };
  /** Per page, the share of one side's distinct words the other has, averaged over words. */
  oursInPagefind: number;
  pagefindInOurs: number;
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function ourTexts(data: SearchIndexData): Map<string, string[]> {
  const texts = new Map(data.pages.map((page) => [page.u, [page.l1]]));
  for (const section of data.sections) {
    texts.get(data.pages[section.p]!.u)!.push(...section.h, ...section.c);
  }
  return texts;
}

function pagefindTexts(bundleDir: string): Map<string, string> {
  const dir = path.join(bundleDir, 'fragment');
  const texts = new Map<string, string>();
  for (const file of readdirSync(dir)) {
    const json = gunzipSync(readFileSync(path.join(dir, file))).toString('utf8');
    const fragment = JSON.parse(json.slice(FRAGMENT_PREFIX.length)) as {
      url: string;
      content: string;
      meta: { title?: string };
    };
    texts.set(pagePath(fragment.url), `${fragment.meta.title ?? ''} ${fragment.content}`);
  }
  return texts;
}

export function compareIndexedText(data: SearchIndexData, bundleDir: string): TextComparison {
  const ours = ourTexts(data);
  const theirs = pagefindTexts(bundleDir);
  let oursWords = 0;
  let pagefindWords = 0;
  let oursDistinct = 0;
  let oursShared = 0;
  let pagefindDistinct = 0;
  let pagefindShared = 0;
  for (const [url, texts] of ours) {
    const mine = words(texts.join(' '));
    const other = words(theirs.get(url) ?? '');
    oursWords += mine.length;
    pagefindWords += other.length;
    const mineSet = new Set(mine);
    const otherSet = new Set(other);
    oursDistinct += mineSet.size;
    pagefindDistinct += otherSet.size;
    for (const word of mineSet) if (otherSet.has(word)) oursShared += 1;
    for (const word of otherSet) if (mineSet.has(word)) pagefindShared += 1;
  }
  return {
    pages: ours.size,
    words: { ours: oursWords, pagefind: pagefindWords },
    oursInPagefind: oursShared / oursDistinct,
    pagefindInOurs: pagefindShared / pagefindDistinct,
  };
}
