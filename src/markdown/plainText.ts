/**
 * The text a reader sees in a piece of an mdast tree: emphasis, links and inline JSX give their
 * text, images their alt text, code spans their code; comments, raw HTML and expressions that
 * are not a plain string (`{' '}` is one) give nothing. Whitespace is collapsed, so a result is
 * one line.
 */
import type { Expression, Program } from 'estree';
import type { Nodes } from 'mdast';
import 'mdast-util-directive';
import 'mdast-util-mdx';

/** `{'text'}` or `` {`text`} `` as the string it renders; null for any other expression. */
function stringExpressionValue(program: Program | null | undefined): string | null {
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') return null;
  const expression: Expression = statement.expression;
  if (expression.type === 'Literal' && typeof expression.value === 'string') {
    return expression.value;
  }
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    return expression.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
  }
  return null;
}

function textOf(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'break':
      return ' ';
    case 'mdxTextExpression':
    case 'mdxFlowExpression':
      return stringExpressionValue(node.data?.estree) ?? '';
    case 'textDirective':
      // Docusaurus turns a directive it does not handle back into its text (`:name`).
      return `:${node.name}${node.children.map(textOf).join('')}`;
    case 'html':
    case 'code':
    case 'yaml':
    case 'mdxjsEsm':
    case 'footnoteReference':
    case 'definition':
      return '';
    default:
      return 'children' in node
        ? node.children.map((child) => textOf(child as Nodes)).join('')
        : '';
  }
}

export function plainText(nodes: Nodes | readonly Nodes[]): string {
  const list: readonly Nodes[] = Array.isArray(nodes) ? nodes : [nodes as Nodes];
  return list.map(textOf).join('').replace(/\s+/g, ' ').trim();
}
