/**
 * One parse per page for the two plugins that read every page while the site loads: the search
 * index (src/plugins/search-index) and the Markdown twins (src/plugins/markdown-twins). Each
 * parsed every source with parseMdx, 1.5-1.7 s of the main thread each on the 200-page site
 * (CPU profile of the build); parsing was most of what either did there.
 *
 * The first reader of a source parses it and leaves the tree here; the next takes it away. The
 * readers share the tree, so they must not change it (tests/unit/markdown/sharedPageTree.test.ts
 * runs both on frozen trees). What waits here is bounded by source size, so a site of thousands
 * of pages keeps at most a few hundred MB of trees and parses the rest twice, as before.
 */
import type { Root } from 'mdast';

import { processSingleton } from '../plugins/shared/processSingleton';
import { parseMdx } from './parseMdx';

/** Trees take about 13 bytes of heap per source character (measured on docs/). */
const MAX_WAITING_CHARS = 16_000_000;

interface WaitingTrees {
  trees: Map<string, Root>;
  chars: number;
}

/** On the process: each plugin imports this module as an instance of its own. */
function waitingTrees(): WaitingTrees {
  return processSingleton('sharedPageTrees', () => ({ trees: new Map(), chars: 0 }));
}

/**
 * The page's MDX tree (parseMdx), shared with the other reader of the same source: read-only.
 * Throws the parser's message on error, as parseMdx does.
 */
export function sharedPageTree(source: string): Root {
  const waiting = waitingTrees();
  const tree = waiting.trees.get(source);
  if (tree) {
    waiting.trees.delete(source);
    waiting.chars -= source.length;
    return tree;
  }
  const parsed = parseMdx(source);
  if (waiting.chars + source.length <= MAX_WAITING_CHARS) {
    waiting.trees.set(source, parsed);
    waiting.chars += source.length;
  }
  return parsed;
}
