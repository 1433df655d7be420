/**
 * The remark plugin on real Mermaid in Chromium (the browser `npm test` installs): a fence
 * becomes `<mermaid>` whose SVG props import one accessible SVG file per colour mode, and a
 * diagram with a syntax error fails with the file and the fence's line, which is what stops
 * the build.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { describe, expect, it } from 'vitest';

import {
  remarkMermaidPrerender,
  type MermaidPrerenderOptions,
} from '../../../src/plugins/mermaid-prerender';
import { parseMdx } from '../../../src/markdown/parseMdx';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';
import { createMermaidRenderer } from '../../../src/plugins/mermaid-prerender/renderDiagrams';

const OPTIONS: MermaidPrerenderOptions = {
  themes: { light: 'neutral', dark: 'dark' },
  chromium: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  renderer: createMermaidRenderer(),
  fallbackWarning: null,
  svgDir: mkdtempSync(path.join(tmpdir(), 'mermaid-prerender-test-')),
};

const FILE = path.join(process.cwd(), 'docs/howto/example.mdx');

async function transform(source: string, options = OPTIONS): Promise<Root> {
  const tree = parseMdx(source);
  await remarkMermaidPrerender(options)(tree, { path: FILE, data: { frontMatter: {} } });
  return tree;
}

function attribute(element: MdxJsxFlowElement, name: string): string | undefined {
  const found = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** The SVG a `name={identifier}` prop stands for: the file the page imports as `identifier`. */
function importedSvg(tree: Root, element: MdxJsxFlowElement, name: string): string {
  const found = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  const identifier = typeof found?.value === 'object' ? found.value?.value : undefined;
  const imports = tree.children.flatMap((node) => (node.type === 'mdxjsEsm' ? [node.value] : []));
  const file = imports.join('\n').match(new RegExp(`import ${identifier} from (".*?");`))?.[1];
  if (!identifier || !file) throw new Error(`${name} does not name an imported file`);
  return readFileSync(JSON.parse(file) as string, 'utf8');
}

const PAGE = `---
title: Example
---

# Example

## Delivery retries

\`\`\`mermaid
sequenceDiagram
  participant S as Service
  participant E as Endpoint
  S->>E: POST delivery
  E-->>S: 503
\`\`\`
`;

describe('remarkMermaidPrerender', () => {
  it('replaces a fence with <mermaid> importing a named SVG per colour mode', async () => {
    const tree = await transform(PAGE);
    const element = tree.children.find(
      (node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement',
    );
    expect(element?.name).toBe('mermaid');
    const light = importedSvg(tree, element!, 'svgLight');
    const dark = importedSvg(tree, element!, 'svgDark');
    for (const svg of [light, dark]) {
      expect(svg).toMatch(/^<svg [^>]*role="img"/);
      expect(svg).toContain('aria-label="Sequence diagram: Delivery retries"');
      expect(svg).toContain('POST delivery');
    }
    expect(light).not.toBe(dark);
    // Two SVGs on one page: their ids must differ.
    expect(light).toMatch(/id="mermaid-[0-9a-f]{8}-light-0"/);
    expect(dark).toMatch(/id="mermaid-[0-9a-f]{8}-dark-0"/);
    expect(attribute(element!, 'value')).toContain('sequenceDiagram');
  });

  it('fails on a syntax error, naming the file and the line of the fence', async () => {
    const broken = `${PAGE}\nText.\n\n\`\`\`mermaid\nflowchart LR\n  A -->\n\`\`\`\n`;
    const fenceLine = broken.split('\n').indexOf('Text.') + 3;
    await expect(transform(broken)).rejects.toThrow(
      `Mermaid diagram in docs/howto/example.mdx:${fenceLine} does not render: Parse error`,
    );
  });

  it('draws no "today" marker, which would freeze the build time into the page', async () => {
    // A chart over the whole day: Mermaid marks the time of rendering on it.
    const gantt = `# Day\n\n\`\`\`mermaid\ngantt\n  dateFormat HH:mm\n  axisFormat %H:%M\n  Shift :a, 00:00, 23:59\n\`\`\`\n`;
    const tree = await transform(gantt);
    const element = tree.children.find(
      (node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement',
    );
    const light = importedSvg(tree, element!, 'svgLight');
    expect(light).toContain('Shift');
    expect(light).not.toContain('class="today"');
  });

  it('leaves fences to the client renderer when prerendering is off', async () => {
    const tree = await transform(PAGE, { ...OPTIONS, chromium: null });
    expect(tree.children.some((node) => node.type === 'code' && node.lang === 'mermaid')).toBe(
      true,
    );
  });
});
