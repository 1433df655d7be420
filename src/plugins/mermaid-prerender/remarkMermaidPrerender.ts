/**
 * Remark plugin: every ```mermaid fence becomes `<mermaid>` (./theme/Mermaid) with the diagram
 * prerendered to SVG, once per colour mode. The SVGs are not written into the page: each goes
 * to a file (./svgFiles.ts) that the page imports, and ./index.ts has the server bundle import
 * it as the SVG's text (so it is in the static HTML) and the browser's as the URL of a static
 * copy (so it is not in the page's JavaScript; the component fetches it only when it renders
 * without the server's HTML, after a client-side navigation).
 *
 * Add it to the content plugins' `beforeDefaultRemarkPlugins`: it must see the fences before
 * Docusaurus turns them into bare `<mermaid value>` elements (which lose their line numbers). It
 * leaves fences alone when prerendering is off (./options.ts), so Docusaurus' own transform
 * still hands them to the client renderer.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { parseMarkdownHeadingId } from '@docusaurus/utils';
import type { Program } from 'estree';
import type { Code, Heading, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

import { plainText } from '../../markdown/plainText';
import { accessibleSvg } from './accessibleSvg';
import { diagramTitle } from './diagramTitle';
import type { MermaidPrerenderOptions } from './options';
import { DiagramRenderError, renderDiagrams } from './renderDiagrams';
import { writeSvgFile } from './svgFiles';

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

/** `name={identifier}`; MDX compiles attribute expressions from their estree. */
function identifierAttribute(
  name: string,
  identifier: string,
): MdxJsxFlowElement['attributes'][number] {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: identifier } }],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: identifier, data: { estree } },
  };
}

/** `import a from 'file'; …` as one MDX ESM node. */
function defaultImports(imports: readonly { identifier: string; file: string }[]): RootContent {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: imports.map(({ identifier, file }) => ({
      type: 'ImportDeclaration',
      specifiers: [
        { type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: identifier } },
      ],
      attributes: [],
      source: { type: 'Literal', value: file, raw: JSON.stringify(file) },
    })),
  };
  const value = imports
    .map(({ identifier, file }) => `import ${identifier} from ${JSON.stringify(file)};`)
    .join('\n');
  return { type: 'mdxjsEsm', value, data: { estree } };
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
      { renderer: options.renderer, chromium, themes: options.themes, idPrefix },
    ).catch((error: unknown) => {
      if (!(error instanceof DiagramRenderError)) throw error;
      const line = fences[error.index]?.node.position?.start.line ?? '?';
      throw new Error(
        `Mermaid diagram in ${relativePath}:${line} does not render: ${error.reason}`,
      );
    });

    const imports: { identifier: string; file: string }[] = [];
    fences.forEach(({ node, parent, section }, index) => {
      const diagram = rendered[index]!;
      const caption = captionOf(node.meta);
      const title = diagramTitle({
        source: node.value,
        accTitle: diagram.accTitle,
        caption,
        section,
      });
      const svgAttributes = (['light', 'dark'] as const).map((mode) => {
        const identifier = `__mermaidSvg_${mode}_${index}`;
        const svg = accessibleSvg(diagram[mode], title);
        imports.push({ identifier, file: writeSvgFile(options.svgDir, svg) });
        return identifierAttribute(mode === 'light' ? 'svgLight' : 'svgDark', identifier);
      });
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'mermaid',
        attributes: [
          stringAttribute('value', node.value),
          ...svgAttributes,
          ...(caption ? [stringAttribute('caption', caption)] : []),
        ],
        children: [],
        position: node.position,
      };
      parent.children.splice(parent.children.indexOf(node), 1, element);
    });
    tree.children.unshift(defaultImports(imports));
  };
}
