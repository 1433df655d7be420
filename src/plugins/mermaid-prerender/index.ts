/**
 * Remark plugin: every ```mermaid fence becomes `<mermaid>` (src/theme/Mermaid) carrying the
 * diagram prerendered to SVG, once per colour mode, so the diagram is in the static HTML and no
 * page loads the Mermaid runtime. Add it to the content plugins' `beforeDefaultRemarkPlugins`:
 * it must see the fences before Docusaurus turns them into bare `<mermaid value>` elements
 * (which lose their line numbers), and it leaves fences alone when prerendering is off, so
 * Docusaurus' own transform still hands them to the client renderer.
 *
 * Prerendering runs Mermaid in Chromium (./renderDiagrams.ts). It is off on the dev server (hot
 * reload keeps rendering in the browser) and, with one warning, in a production build on a
 * machine without Chromium, so `npm ci && npm run build` works anywhere. The options land in
 * the docs plugin's MDX cache key, so switching modes never reuses pages compiled in the other.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { parseMarkdownHeadingId } from '@docusaurus/utils';
import type { Code, Heading, Parent, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

import { plainText } from '../../markdown/plainText';
import { accessibleSvg } from './accessibleSvg';
import { diagramTitle } from './diagramTitle';
import {
  DiagramRenderError,
  renderDiagrams,
  type ChromiumLaunch,
  type MermaidThemes,
} from './renderDiagrams';

export type { MermaidThemes } from './renderDiagrams';

export interface MermaidPrerenderOptions {
  themes: MermaidThemes;
  /** The browser that renders the diagrams; null leaves them to the client. */
  chromium: ChromiumLaunch | null;
}

/** What to tell the person whose production build falls back to client rendering. */
export function missingChromiumWarning(executablePath: string): string {
  return (
    `[mermaid-prerender] No Chromium at ${executablePath}: diagrams are rendered in the ` +
    'browser for this build (the Mermaid runtime loads on every diagram page). For diagrams ' +
    'prerendered into the HTML, install it (`apt-get install chromium`, which `npm test` ' +
    'does) or point CHROMIUM_PATH at one, then build again.'
  );
}

/**
 * The plugin's options for this process: prerender in production builds when Chromium is
 * there. Call once, from the site config.
 */
export function mermaidPrerenderOptions(
  themes: MermaidThemes,
  chromium: ChromiumLaunch,
): MermaidPrerenderOptions {
  if (process.env.NODE_ENV !== 'production') return { themes, chromium: null };
  if (!existsSync(chromium.executablePath)) {
    // Docusaurus evaluates the site config more than once per build, each time afresh (jiti),
    // so only a mark on the process itself keeps this to one warning.
    const warned = Symbol.for('mermaid-prerender.missingChromiumWarned');
    const processMarks = process as unknown as Record<symbol, boolean>;
    if (!processMarks[warned]) console.warn(missingChromiumWarning(chromium.executablePath));
    processMarks[warned] = true;
    return { themes, chromium: null };
  }
  return { themes, chromium };
}

/** The part of the MDX loader's VFile this plugin reads. */
interface MdxFile {
  path: string;
  data: { frontMatter?: { title?: unknown } };
}

interface Fence {
  node: Code;
  parent: Parent;
  section: string | undefined;
}

function headingText(heading: Heading): string {
  return parseMarkdownHeadingId(plainText(heading.children), 'classic').text;
}

/** Mermaid fences in document order, each with the heading of the section it is in. */
function mermaidFences(tree: Root, pageTitle: string | undefined): Fence[] {
  const fences: Fence[] = [];
  let section = pageTitle;
  visit(tree, (node, _index, parent) => {
    if (node.type === 'heading') section = headingText(node) || section;
    if (node.type === 'code' && node.lang === 'mermaid' && parent) {
      fences.push({ node, parent, section });
    }
  });
  return fences;
}

/** `title="…"` (or `title='…'`) in a fence's meta string. */
function captionOf(meta: string | null | undefined): string | undefined {
  return /\btitle=(?:"([^"]*)"|'([^']*)')/
    .exec(meta ?? '')
    ?.slice(1)
    .find(Boolean);
}

function stringAttribute(name: string, value: string): MdxJsxFlowElement['attributes'][number] {
  return { type: 'mdxJsxAttribute', name, value };
}

export default function remarkMermaidPrerender(options: MermaidPrerenderOptions) {
  return async (tree: Root, file: MdxFile): Promise<void> => {
    const { chromium } = options;
    if (!chromium) return;
    const frontMatterTitle = file.data.frontMatter?.title;
    const pageTitle = typeof frontMatterTitle === 'string' ? frontMatterTitle : undefined;
    const fences = mermaidFences(tree, pageTitle);
    if (fences.length === 0) return;

    const relativePath = path.relative(process.cwd(), file.path);
    // Ids inside the SVGs (markers, style scopes) must not clash between diagrams on one page.
    const idPrefix = `mermaid-${createHash('sha256').update(relativePath).digest('hex').slice(0, 8)}`;
    const rendered = await renderDiagrams(
      fences.map((fence) => fence.node.value),
      { chromium, themes: options.themes, idPrefix },
    ).catch((error: unknown) => {
      if (!(error instanceof DiagramRenderError)) throw error;
      const line = fences[error.index]?.node.position?.start.line ?? '?';
      throw new Error(
        `Mermaid diagram in ${relativePath}:${line} does not render: ${error.reason}`,
      );
    });

    fences.forEach(({ node, parent, section }, index) => {
      const diagram = rendered[index]!;
      const caption = captionOf(node.meta);
      const title = diagramTitle({
        source: node.value,
        accTitle: diagram.accTitle,
        caption,
        section,
      });
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'mermaid',
        attributes: [
          stringAttribute('value', node.value),
          stringAttribute('svgLight', accessibleSvg(diagram.light, title)),
          stringAttribute('svgDark', accessibleSvg(diagram.dark, title)),
          ...(caption ? [stringAttribute('caption', caption)] : []),
        ],
        children: [],
        position: node.position,
      };
      parent.children.splice(parent.children.indexOf(node), 1, element);
    });
  };
}
