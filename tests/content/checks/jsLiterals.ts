/**
 * The data a JavaScript example spells out: every outermost object or array literal of a code
 * block, as the JSON value it denotes. A property whose value is not a literal (a variable, a
 * call, a template with substitutions) is left out, so a partial object still shows the fields it
 * does state; that lets the sample-world check read live blocks and JavaScript tabs as it reads
 * JSON blocks.
 */
import ts from 'typescript';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const OMIT = Symbol('not a literal');

function literal(node: ts.Expression): Json | typeof OMIT {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    return literal(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  )
    return -Number(node.operand.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map((element) => literal(element));
    // An array with a spread or a computed element says nothing reliable about its items' places.
    return items.includes(OMIT) ? OMIT : (items as Json[]);
  }
  if (ts.isObjectLiteralExpression(node)) {
    const object: { [key: string]: Json } = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = property.name;
      const key =
        ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)
          ? name.text
          : undefined;
      if (key === undefined) continue;
      const value = literal(property.initializer);
      if (value !== OMIT) object[key] = value;
    }
    return object;
  }
  return OMIT;
}

/** The outermost object and array literals of `code`, each as JSON. */
export function literalValues(code: string): Json[] {
  const source = ts.createSourceFile(
    'block.jsx',
    code,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JSX,
  );
  const values: Json[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node)) {
      const value = literal(node);
      if (value !== OMIT) {
        values.push(value);
        // A value left out (`body: JSON.stringify({ ... })`) may hold literals of its own.
        if (ts.isObjectLiteralExpression(node))
          for (const property of node.properties)
            if (ts.isPropertyAssignment(property) && literal(property.initializer) === OMIT)
              visit(property.initializer);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return values;
}
