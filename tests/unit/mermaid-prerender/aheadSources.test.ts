/**
 * The plugin reads the docs' Mermaid sources with a line scan to draw them ahead of the bundler
 * (src/plugins/mermaid-prerender/aheadSources.ts). A source scanned differently from how the
 * MDX parser reads it is drawn twice, once ahead and once when its page asks, which costs the
 * build the time the ahead pass is for: on every doc the scan must find exactly the parser's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';

import { mermaidFenceSources } from '../../../src/plugins/mermaid-prerender/aheadSources';
import { DOCS_DIR } from '../../support/docs';
import { docFiles, parseMdx } from '../../support/mdx';

function parsedMermaidSources(markdown: string): string[] {
  const sources: string[] = [];
  visit(parseMdx(markdown), 'code', (node: Code) => {
    if (node.lang === 'mermaid') sources.push(node.value);
  });
  return sources;
}

describe('mermaidFenceSources', () => {
  it('finds what the MDX parser finds in every doc', () => {
    let found = 0;
    for (const file of docFiles()) {
      const markdown = readFileSync(path.join(DOCS_DIR, file), 'utf8');
      const scanned = mermaidFenceSources(markdown);
      expect(scanned, `docs/${file}`).toEqual(parsedMermaidSources(markdown));
      found += scanned.length;
    }
    // The docs hold dozens of diagrams; a scan that found none would pass the loop above.
    expect(found).toBeGreaterThan(30);
  });

  it('reads tilde and longer fences, fences in list items, and skips other languages', () => {
    const markdown = [
      '# Page',
      '',
      '~~~mermaid',
      'flowchart LR',
      '  A --> B',
      '~~~',
      '',
      '````mermaid title="Nested"',
      'sequenceDiagram',
      '```',
      'A->>B: hi',
      '````',
      '',
      '1. A step',
      '',
      '   ```mermaid',
      '   stateDiagram-v2',
      '     [*] --> Planned',
      '   ```',
      '',
      '```js',
      'const mermaid = 1;',
      '```',
    ].join('\n');
    expect(mermaidFenceSources(markdown)).toEqual(parsedMermaidSources(markdown));
    expect(mermaidFenceSources(markdown)).toHaveLength(3);
  });
});
