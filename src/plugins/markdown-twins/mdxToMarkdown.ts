import type { Program } from 'estree';
import type {
  Blockquote,
  Heading,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import 'mdast-util-directive';
import 'mdast-util-mdx';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';

import { UNSHARED_PAGE_TREES, type PageTrees } from '../../markdown/pageTrees';

/**
 * An MDX page as clean Markdown, read through the site's one MDX parser (src/markdown/parseMdx):
 * the title as `#` heading and the canonical URL under it, then the body with imports, exports,
 * front matter and comments gone, JSX components replaced by what they print (see
 * ./componentPrinters.ts), admonitions as block quotes, and every link absolute.
 */

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** What a component printer may use while turning its element into Markdown. */
export type PrintContext = {
  /** The element's children, converted. */
  children(): RootContent[];
  /** Any nodes of the page (such as a child's children), converted. */
  convert(nodes: readonly Nodes[]): RootContent[];
  /** Depth of the heading the element sits under (0 before the first heading). */
  sectionDepth: number;
  /** Absolute URL of a link as written in the page (site path, relative file or URL). */
  resolveLink(url: string): string;
  /** Reports content the twin cannot show as the page does; the build goes on. */
  warn(message: string): void;
  /** Where the page's tree comes from: the one the search index shares (src/markdown/pageTrees.ts). */
  pageTrees?: PageTrees;
};

/** Turns one JSX element into the Markdown nodes that show what it renders. */
export type ComponentPrinter = (element: JsxElement, context: PrintContext) => RootContent[];

export type TwinInput = {
  source: string;
  title: string;
  canonicalUrl: string;
  /** Names the page in warnings, e.g. `docs/concepts/depot.mdx`. */
  sourceName: string;
  /** A line under the URL that the page shows outside its source, e.g. a post's date. */
  lead?: string;
};

export type TwinOptions = {
  resolveLink(url: string): string;
  printers: Readonly<Record<string, ComponentPrinter>>;
  warn(message: string): void;
  /** Where the page's tree comes from: the one the search index shares (src/markdown/pageTrees.ts). */
  pageTrees?: PageTrees;
};

const ADMONITION_TITLES: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

/** `## Limits {#limits}` keeps its anchor in the page; in the twin it is noise. */
const HEADING_ID = /\s*\{#[^}]*\}\s*$/;

export function attributeValue(element: JsxElement, name: string): string | null {
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== name) continue;
    if (typeof attribute.value === 'string') return attribute.value;
    return null;
  }
  return null;
}

/** An expression with no code, only a comment (`{/* ... *\/}`), prints nothing. */
function isCommentOnly(program: Program | undefined): boolean {
  return program !== undefined && program.body.length === 0;
}

/** `{' '}` or `` {`text`} `` as the text it renders; null for any other expression. */
function stringValue(program: Program | undefined): string | null {
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') return null;
  const { expression } = statement;
  if (expression.type === 'Literal' && typeof expression.value === 'string') {
    return expression.value;
  }
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    return expression.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
  }
  return null;
}

function withoutHeadingId(heading: Heading): Heading {
  const last = heading.children.at(-1);
  if (last?.type !== 'text' || !HEADING_ID.test(last.value)) return heading;
  const text = last.value.replace(HEADING_ID, '');
  const children = heading.children.slice(0, -1);
  return { ...heading, children: text ? [...children, { ...last, value: text }] : children };
}

function isHtmlComment(value: string): boolean {
  return /^\s*<!--[\s\S]*-->\s*$/.test(value);
}

class TwinConverter {
  private sectionDepth = 0;

  constructor(
    private readonly input: TwinInput,
    private readonly options: TwinOptions,
  ) {}

  private warn(node: Nodes, message: string): void {
    const line = node.position?.start.line;
    this.options.warn(`${this.input.sourceName}${line ? `:${line}` : ''}: ${message}`);
  }

  convertAll(nodes: readonly Nodes[]): RootContent[] {
    return nodes.flatMap((node) => this.convert(node));
  }

  private convert(node: Nodes): RootContent[] {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return [];
      case 'html':
        return isHtmlComment(node.value) ? [] : [node];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return this.expression(node);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.element(node);
      case 'heading': {
        const heading = withoutHeadingId(node);
        this.sectionDepth = heading.depth;
        return [{ ...heading, children: this.convertAll(heading.children) as PhrasingContent[] }];
      }
      case 'link':
        return [
          {
            ...node,
            url: this.options.resolveLink(node.url),
            children: this.convertAll(node.children) as PhrasingContent[],
          },
        ];
      case 'containerDirective':
        return this.admonition(node);
      case 'leafDirective':
      case 'textDirective':
        // Not an admonition: the build shows the directive's text; so does the twin.
        return this.convertAll(node.children);
      default:
        if ('children' in node) {
          return [{ ...node, children: this.convertAll(node.children) } as RootContent];
        }
        return [node as RootContent];
    }
  }

  private expression(node: Nodes & { type: 'mdxFlowExpression' | 'mdxTextExpression' }) {
    const program = node.data?.estree ?? undefined;
    if (isCommentOnly(program)) return [];
    const text = stringValue(program);
    if (text !== null) {
      const textNode = { type: 'text' as const, value: text };
      return node.type === 'mdxFlowExpression'
        ? [{ type: 'paragraph' as const, children: [textNode] }]
        : [textNode];
    }
    this.warn(node, `the expression {${node.value}} is not printed in the Markdown twin`);
    return [];
  }

  private element(node: JsxElement): RootContent[] {
    const printer = node.name === null ? undefined : this.options.printers[node.name];
    const children = () => this.convertAll(node.children);
    if (!printer) {
      // An unknown component keeps its content, so the twin loses no prose, and says so.
      this.warn(node, `<${node.name ?? ''}> has no Markdown printer; its children are kept`);
      return children();
    }
    return printer(node, {
      children,
      convert: (nodes) => this.convertAll(nodes),
      sectionDepth: this.sectionDepth,
      resolveLink: this.options.resolveLink,
      warn: (message) => this.warn(node, message),
    });
  }

  private admonition(node: Nodes & { type: 'containerDirective' }): RootContent[] {
    const [first, ...rest] = node.children;
    const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const label: PhrasingContent[] = hasLabel
      ? (this.convertAll((first as Paragraph).children) as PhrasingContent[])
      : [{ type: 'text', value: ADMONITION_TITLES[node.name] ?? node.name }];
    const body = hasLabel ? rest : node.children;
    const quote: Blockquote = {
      type: 'blockquote',
      children: [
        { type: 'paragraph', children: [{ type: 'strong', children: label }] },
        ...(this.convertAll(body) as Blockquote['children']),
      ],
    };
    return [quote];
  }
}

/** The page's own `# Title` repeats the title the twin already starts with. */
function withoutLeadingH1(nodes: RootContent[]): RootContent[] {
  const firstIndex = nodes.findIndex((node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm');
  const first = nodes[firstIndex];
  if (first?.type === 'heading' && first.depth === 1)
    return nodes.filter((_, i) => i !== firstIndex);
  return nodes;
}

export function markdownDocument(title: string, canonicalUrl: string, body: RootContent[]): string {
  const root: Root = {
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [{ type: 'text', value: title }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'URL: ' },
          { type: 'link', url: canonicalUrl, children: [{ type: 'text', value: canonicalUrl }] },
        ],
      },
      ...body,
    ],
  };
  return toMarkdown(root, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  });
}

/** Throws the parser's message (with the line) when the source is not valid MDX. */
export function mdxToMarkdown(input: TwinInput, options: TwinOptions): string {
  let tree: Root;
  try {
    tree = (options.pageTrees ?? UNSHARED_PAGE_TREES).tree(input.source);
  } catch (error) {
    throw new Error(`markdown-twins: ${input.sourceName} is not valid MDX: ${String(error)}`, {
      cause: error,
    });
  }
  const converter = new TwinConverter(input, options);
  const body = converter.convertAll(withoutLeadingH1(tree.children));
  const lead: RootContent[] = input.lead
    ? [{ type: 'paragraph', children: [{ type: 'text', value: input.lead }] }]
    : [];
  return markdownDocument(input.title, input.canonicalUrl, [...lead, ...body]);
}
