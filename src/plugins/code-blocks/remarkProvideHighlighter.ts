/**
 * Remark plugin: a Markdown file with at least one code block gets
 * `import '@theme/CodeBlock/provideHighlighter';` (./theme/CodeBlock), which puts Prism into that
 * page's route chunks (see ./theme/CodeBlock/highlighterRegistry.ts). Mermaid fences are not code blocks by the time
 * this runs (Docusaurus turns them into diagrams first), and inline code needs no highlighter.
 */
import type { Program } from 'estree';

const PROVIDER = '@theme/CodeBlock/provideHighlighter';

interface MdastNode {
  type: string;
  lang?: string | null;
  children?: MdastNode[];
  value?: string;
  data?: { estree?: Program };
}

function hasCodeBlock(node: MdastNode): boolean {
  if (node.type === 'code' && node.lang !== 'mermaid') return true;
  return (node.children ?? []).some(hasCodeBlock);
}

function providerImport(): MdastNode {
  return {
    type: 'mdxjsEsm',
    value: `import '${PROVIDER}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: { type: 'Literal', value: PROVIDER, raw: `'${PROVIDER}'` },
          },
        ],
      },
    },
  };
}

export default function remarkProvideHighlighter() {
  return (tree: MdastNode): void => {
    if (hasCodeBlock(tree)) tree.children = [providerImport(), ...(tree.children ?? [])];
  };
}
