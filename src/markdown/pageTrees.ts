/**
 * One parse per page for the two plugins that read every page while the site loads: the search
 * index (src/plugins/search) and the Markdown twins (src/plugins/markdown-twins). Parsing
 * was most of what either did there. The site config makes one `PageTrees` per build and hands
 * it to both plugins in their options.
 *
 * The first reader of a source parses it and leaves the tree here; the next takes it away. The
 * readers share the tree, so they must not change it (tests/unit/markdown/pageTrees.test.ts runs
 * both on frozen trees). What waits here is bounded by source size, so a site of thousands of
 * pages keeps at most a few hundred MB of trees and parses the rest twice.
 */
import type { Root } from 'mdast';

import { parseMdx } from './parseMdx';

/** Trees take about 13 bytes of heap per source character (measured on docs/). */
const MAX_WAITING_CHARS = 16_000_000;

export interface PageTrees {
  /**
   * The page's MDX tree (parseMdx), shared with the other reader of the same source: read-only.
   * Throws the parser's message on error, as parseMdx does.
   */
  tree(source: string): Root;
}

/** Trees shared between the readers that are given this object. */
export function sharedPageTrees(maxWaitingChars = MAX_WAITING_CHARS): PageTrees {
  // In a closure: the site config's plugin options are copied and serialized, the methods not.
  const waiting = new Map<string, Root>();
  let waitingChars = 0;
  return {
    tree(source) {
      const tree = waiting.get(source);
      if (tree) {
        waiting.delete(source);
        waitingChars -= source.length;
        return tree;
      }
      const parsed = parseMdx(source);
      if (waitingChars + source.length <= maxWaitingChars) {
        waiting.set(source, parsed);
        waitingChars += source.length;
      }
      return parsed;
    },
  };
}

/** For a reader alone (a test, a script): every call parses. */
export const UNSHARED_PAGE_TREES: PageTrees = { tree: parseMdx };
