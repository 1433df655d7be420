import type { Heading, List, ListItem, PhrasingContent, RootContent } from 'mdast';
import ts from 'typescript';

/**
 * The twin of a React page of src/pages, read from its source without rendering it (no HTML is
 * converted back): the JSX the default export returns, in the order the page shows it, with
 * headings, paragraphs, lists, emphasis, code and links. It follows what these pages do to
 * print data: `ARRAY.map((item) => <li>{item.field}</li>)` over a constant array of object
 * literals, `<EntryCards cards={...}>` and `<ProductPage content={...}>` (whose sections are
 * object literals). Constants may come from modules the page imports from the site, and
 * one-line functions of them are evaluated. A page with no heading, paragraph or list has no
 * twin.
 */

export type JsxTwin = { title: string; description: string; body: RootContent[] };

type Options = {
  sourceName: string;
  /** The source of a module the page imports (`@site/src/apiSpecs`), or null. */
  readModule?(specifier: string): { fileName: string; source: string } | null;
  resolveLink(url: string): string;
  siteTitle: string;
  warn(message: string): void;
};

type Value = ts.Expression | string | undefined;
type Scope = ReadonlyMap<string, Value>;

/** Elements that are a block of their own; anything else inside a block is inline text. */
const BLOCK_TAGS = new Set([
  'p',
  'ul',
  'ol',
  'li',
  'div',
  'section',
  'header',
  'footer',
  'main',
  'article',
  'nav',
  'Layout',
  'ProductPage',
  'EntryCards',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'Heading',
]);

function tagName(node: ts.JsxElement | ts.JsxSelfClosingElement): string {
  return (ts.isJsxElement(node) ? node.openingElement.tagName : node.tagName).getText();
}

function attributes(node: ts.JsxElement | ts.JsxSelfClosingElement): ts.JsxAttributes {
  return ts.isJsxElement(node) ? node.openingElement.attributes : node.attributes;
}

function attribute(
  node: ts.JsxElement | ts.JsxSelfClosingElement,
  name: string,
): ts.Expression | undefined {
  for (const property of attributes(node).properties) {
    if (!ts.isJsxAttribute(property) || property.name.getText() !== name) continue;
    const value = property.initializer;
    if (value === undefined) return undefined;
    if (ts.isStringLiteral(value)) return value;
    if (ts.isJsxExpression(value)) return value.expression;
    return value as ts.Expression;
  }
  return undefined;
}

function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function headingDepth(node: ts.JsxElement | ts.JsxSelfClosingElement): number | null {
  const tag = tagName(node);
  const html = /^h([1-6])$/.exec(tag);
  if (html) return Number(html[1]);
  if (tag !== 'Heading') return null;
  const as = attribute(node, 'as');
  const level = as && ts.isStringLiteral(as) ? /^h([1-6])$/.exec(as.text) : null;
  return level ? Number(level[1]) : null;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  apos: "'",
  quot: '"',
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
};

/** JSX text may spell characters as HTML entities (`&apos;`); React renders the character. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return NAMED_ENTITIES[name] ?? entity;
  });
}

/** JSX text as React renders it: lines trimmed, joined by a space, blank lines dropped. */
function jsxText(raw: string): string {
  const text = decodeEntities(raw);
  const lines = text.split(/\r?\n/);
  if (lines.length === 1) return text;
  return lines
    .map((line, index) =>
      index === 0 ? line.trimEnd() : index === lines.length - 1 ? line.trimStart() : line.trim(),
    )
    .filter((line) => line.length > 0)
    .join(' ');
}

function textOfPhrasing(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) =>
      'value' in node ? node.value : 'children' in node ? textOfPhrasing(node.children) : '',
    )
    .join('');
}

/** A module's top-level `const` values and function declarations, by name. */
function topLevelValues(
  sourceFile: ts.SourceFile,
): Map<string, ts.Expression | ts.FunctionDeclaration> {
  const values = new Map<string, ts.Expression | ts.FunctionDeclaration>();
  for (const statement of sourceFile.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      values.set(statement.name.text, statement);
    }
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        values.set(declaration.name.text, unwrap(declaration.initializer));
      }
    }
  }
  return values;
}

class JsxReader {
  /** Top-level constants and functions of the page and of the modules it imports. */
  private readonly constants = new Map<string, ts.Expression | ts.FunctionDeclaration>();
  /** The page's first `<h1>`, which the twin takes as its title. */
  private h1: string | null = null;
  /** The title prop of the page's layout, for a page without an `<h1>`. */
  private titleProp: string | null = null;
  description = '';

  get title(): string | null {
    return this.h1 ?? this.titleProp;
  }

  constructor(
    private readonly sourceFile: ts.SourceFile,
    private readonly options: Options,
  ) {
    for (const [name, value] of topLevelValues(sourceFile)) this.constants.set(name, value);
    for (const statement of sourceFile.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
        continue;
      }
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const module = options.readModule?.(statement.moduleSpecifier.text);
      if (!module) continue;
      const exported = topLevelValues(
        ts.createSourceFile(module.fileName, module.source, ts.ScriptTarget.Latest, true),
      );
      for (const element of bindings.elements) {
        const value = exported.get((element.propertyName ?? element.name).text);
        if (value) this.constants.set(element.name.text, value);
      }
    }
  }

  private warn(node: ts.Node, message: string): void {
    const { line } = this.sourceFile.getLineAndCharacterOfPosition(node.getStart());
    this.options.warn(`${this.options.sourceName}:${line + 1}: ${message}`);
  }

  /** An expression's value where it is known: a literal, a constant, an item's field. */
  evaluate(expression: ts.Expression, scope: Scope): Value {
    const node = unwrap(expression);
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isNumericLiteral(node)) return node.text;
    if (ts.isIdentifier(node)) {
      if (scope.has(node.text)) return scope.get(node.text);
      const constant = this.constants.get(node.text);
      return constant === undefined || ts.isFunctionDeclaration(constant) ? undefined : constant;
    }
    if (ts.isTemplateExpression(node)) {
      let text = node.head.text;
      for (const span of node.templateSpans) {
        const value = this.evaluate(span.expression, scope);
        if (typeof value !== 'string') return undefined;
        text += value + span.literal.text;
      }
      return text;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      return this.call(node.expression.text, node.arguments, scope);
    }
    if (ts.isPropertyAccessExpression(node)) {
      if (node.getText() === 'siteConfig.title') return this.options.siteTitle;
      const target = this.evaluate(node.expression, scope);
      if (target === undefined || typeof target === 'string') return undefined;
      const object = unwrap(target);
      if (!ts.isObjectLiteralExpression(object)) return undefined;
      const property = object.properties.find(
        (candidate): candidate is ts.PropertyAssignment =>
          ts.isPropertyAssignment(candidate) && candidate.name.getText() === node.name.text,
      );
      return property ? this.evaluate(property.initializer, scope) : undefined;
    }
    return node;
  }

  /** A call of a page-level function whose body returns one expression of its parameters. */
  private call(name: string, args: readonly ts.Expression[], scope: Scope): Value {
    const callee = this.constants.get(name);
    const fn =
      callee && (ts.isFunctionDeclaration(callee) || ts.isArrowFunction(callee))
        ? callee
        : undefined;
    if (!fn?.body) return undefined;
    const returned = ts.isBlock(fn.body)
      ? fn.body.statements.length === 1 && ts.isReturnStatement(fn.body.statements[0]!)
        ? fn.body.statements[0].expression
        : undefined
      : fn.body;
    if (!returned) return undefined;
    const bound = new Map(scope);
    fn.parameters.forEach((parameter, index) => {
      if (ts.isIdentifier(parameter.name) && args[index]) {
        bound.set(parameter.name.text, this.evaluate(args[index], scope));
      }
    });
    return this.evaluate(returned, bound);
  }

  private stringOf(expression: ts.Expression | undefined, scope: Scope): string {
    if (expression === undefined) return '';
    const value = this.evaluate(expression, scope);
    return typeof value === 'string' ? value : '';
  }

  private field(object: ts.Expression, name: string, scope: Scope): Value {
    const literal = unwrap(object);
    if (!ts.isObjectLiteralExpression(literal)) return undefined;
    const property = literal.properties.find(
      (candidate): candidate is ts.PropertyAssignment =>
        ts.isPropertyAssignment(candidate) && candidate.name.getText() === name,
    );
    return property ? this.evaluate(property.initializer, scope) : undefined;
  }

  private arrayItems(expression: ts.Expression | undefined, scope: Scope): ts.Expression[] {
    if (expression === undefined) return [];
    const value = this.evaluate(expression, scope);
    if (value === undefined || typeof value === 'string') return [];
    const array = unwrap(value);
    return ts.isArrayLiteralExpression(array) ? array.elements.map(unwrap) : [];
  }

  /** Children of an element in reading order, each as a JSX node or an evaluated value. */
  private flowOf(nodes: readonly ts.Node[], scope: Scope): RootContent[] {
    const blocks: RootContent[] = [];
    let run: ts.Node[] = [];
    const flush = () => {
      const inline = this.inlineOf(run, scope);
      if (textOfPhrasing(inline).trim() !== '')
        blocks.push({ type: 'paragraph', children: inline });
      run = [];
    };
    for (const node of nodes) {
      if (this.isBlock(node, scope)) {
        flush();
        blocks.push(...this.block(node, scope));
      } else {
        run.push(node);
      }
    }
    flush();
    return blocks;
  }

  private isBlock(node: ts.Node, scope: Scope): boolean {
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
      const className = attribute(node, 'className');
      const isButton =
        className !== undefined && /\bbutton\b/.test(this.stringOf(className, scope));
      return BLOCK_TAGS.has(tagName(node)) || isButton;
    }
    if (ts.isJsxFragment(node)) return true;
    if (ts.isJsxExpression(node) && node.expression) {
      const expression = unwrap(node.expression);
      if (ts.isCallExpression(expression)) return true;
      const value = this.evaluate(expression, scope);
      return value !== undefined && typeof value !== 'string' && this.isJsx(value);
    }
    return false;
  }

  private isJsx(node: ts.Node): boolean {
    const inner = ts.isExpression(node) ? unwrap(node) : node;
    return ts.isJsxElement(inner) || ts.isJsxSelfClosingElement(inner) || ts.isJsxFragment(inner);
  }

  private block(node: ts.Node, scope: Scope): RootContent[] {
    if (ts.isJsxFragment(node)) return this.flowOf(node.children, scope);
    if (ts.isJsxExpression(node))
      return node.expression ? this.expressionBlocks(node.expression, scope) : [];
    if (!ts.isJsxElement(node) && !ts.isJsxSelfClosingElement(node)) return [];
    const tag = tagName(node);
    const children = ts.isJsxElement(node) ? node.children : [];
    const depth = headingDepth(node);
    if (depth !== null) {
      const text = this.inlineOf(children, scope);
      if (depth === 1 && this.h1 === null) {
        this.h1 = textOfPhrasing(text).trim();
        return [];
      }
      return [{ type: 'heading', depth: depth as Heading['depth'], children: text }];
    }
    switch (tag) {
      case 'p':
        return [{ type: 'paragraph', children: this.inlineOf(children, scope) }];
      case 'ul':
      case 'ol':
        return [this.list(children, tag === 'ol', scope)];
      case 'Layout':
        this.pageProps(node, scope);
        return this.flowOf(children, scope);
      case 'ProductPage':
        return this.productPage(node, scope);
      case 'EntryCards':
        return [this.entryCards(attribute(node, 'cards'), scope)];
      default:
        if (!BLOCK_TAGS.has(tag))
          return [{ type: 'paragraph', children: this.inline(node, scope) }];
        return this.flowOf(children, scope);
    }
  }

  private pageProps(node: ts.JsxElement | ts.JsxSelfClosingElement, scope: Scope): void {
    this.titleProp ??= this.stringOf(attribute(node, 'title'), scope) || null;
    this.description ||= this.stringOf(attribute(node, 'description'), scope);
  }

  private list(children: readonly ts.Node[], ordered: boolean, scope: Scope): List {
    const items: ListItem[] = [];
    const addItems = (nodes: readonly ts.Node[], itemScope: Scope) => {
      for (const child of nodes) {
        if (
          (ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child)) &&
          tagName(child) === 'li'
        ) {
          const content = ts.isJsxElement(child) ? this.flowOf(child.children, itemScope) : [];
          items.push({
            type: 'listItem',
            spread: false,
            children: content as ListItem['children'],
          });
        } else if (ts.isJsxExpression(child) && child.expression) {
          for (const [element, elementScope] of this.mapped(child.expression, itemScope)) {
            addItems([element], elementScope);
          }
        }
      }
    };
    addItems(children, scope);
    return { type: 'list', ordered, spread: false, children: items };
  }

  /** `ARRAY.map((item) => <jsx/>)`: each item's JSX with `item` bound to the array element. */
  private mapped(expression: ts.Expression, scope: Scope): [ts.Node, Scope][] {
    const call = unwrap(expression);
    if (
      !ts.isCallExpression(call) ||
      !ts.isPropertyAccessExpression(call.expression) ||
      call.expression.name.text !== 'map'
    ) {
      return [];
    }
    const callback = call.arguments[0] && unwrap(call.arguments[0]);
    if (!callback || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)))
      return [];
    const parameter = callback.parameters[0]?.name;
    if (!parameter || !ts.isIdentifier(parameter)) return [];
    let body: ts.Node = callback.body;
    if (ts.isBlock(body)) {
      const returned = body.statements.find(ts.isReturnStatement)?.expression;
      if (!returned) return [];
      body = returned;
    }
    const element = unwrap(body as ts.Expression);
    const items = this.arrayItems(call.expression.expression, scope);
    if (items.length === 0) {
      this.warn(call, `${call.expression.expression.getText()} is not an array the twin can read`);
    }
    return items.map((item) => [element, new Map([...scope, [parameter.text, item]])]);
  }

  private expressionBlocks(expression: ts.Expression, scope: Scope): RootContent[] {
    const mapped = this.mapped(expression, scope);
    if (mapped.length > 0)
      return mapped.flatMap(([element, elementScope]) => this.block(element, elementScope));
    const value = this.evaluate(expression, scope);
    if (value !== undefined && typeof value !== 'string' && this.isJsx(value)) {
      return this.block(unwrap(value), scope);
    }
    this.warn(expression, `{${expression.getText()}} is not printed in the Markdown twin`);
    return [];
  }

  private inlineOf(nodes: readonly ts.Node[], scope: Scope): PhrasingContent[] {
    const isElement = (node: ts.Node | undefined) =>
      node !== undefined && (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node));
    // Two elements with nothing between them (`<strong>3</strong><span>APIs</span>`) are laid
    // out apart by CSS; in text they need a space.
    // JSX text of only whitespace and a line break renders nothing.
    const rendered = nodes.filter(
      (node) => !(ts.isJsxText(node) && node.text.trim() === '' && /\n/.test(node.text)),
    );
    const result = rendered.flatMap((node, index) => {
      const spaced = isElement(node) && isElement(rendered[index - 1]);
      const inline = this.inline(node, scope);
      return spaced && inline.length > 0
        ? [{ type: 'text' as const, value: ' ' }, ...inline]
        : inline;
    });
    // React drops the whitespace JSX text starts or ends a block with.
    const first = result[0];
    if (first?.type === 'text') first.value = first.value.trimStart();
    const last = result.at(-1);
    if (last?.type === 'text') last.value = last.value.trimEnd();
    return result.filter((node) => node.type !== 'text' || node.value !== '');
  }

  private inline(node: ts.Node, scope: Scope): PhrasingContent[] {
    if (ts.isJsxText(node)) {
      const text = jsxText(node.text);
      return text.trim() === '' && /\n/.test(node.text) ? [] : [{ type: 'text', value: text }];
    }
    if (ts.isJsxExpression(node)) {
      if (!node.expression) return [];
      const expression = unwrap(node.expression);
      if (
        ts.isBinaryExpression(expression) &&
        expression.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken
      ) {
        return this.evaluate(expression.left, scope) === undefined
          ? []
          : this.inline(ts.factory.createJsxExpression(undefined, expression.right), scope);
      }
      const value = this.evaluate(expression, scope);
      if (typeof value === 'string') return [{ type: 'text', value }];
      if (value !== undefined && this.isJsx(value)) return this.inline(unwrap(value), scope);
      this.warn(node, `{${node.expression.getText()}} is not printed in the Markdown twin`);
      return [];
    }
    if (ts.isJsxFragment(node)) return this.inlineOf(node.children, scope);
    if (!ts.isJsxElement(node) && !ts.isJsxSelfClosingElement(node)) return [];
    const children = ts.isJsxElement(node) ? this.inlineOf(node.children, scope) : [];
    switch (tagName(node)) {
      case 'strong':
      case 'b':
        return [{ type: 'strong', children }];
      case 'em':
      case 'i':
        return [{ type: 'emphasis', children }];
      case 'code':
        return [{ type: 'inlineCode', value: textOfPhrasing(children) }];
      case 'br':
        return [{ type: 'break' }];
      case 'Link':
      case 'a': {
        const target = this.stringOf(attribute(node, 'to') ?? attribute(node, 'href'), scope);
        return [{ type: 'link', url: this.options.resolveLink(target), children }];
      }
      default:
        return children;
    }
  }

  /** `<ProductPage title description content={...}>`: lead, call to action, sections. */
  private productPage(node: ts.JsxElement | ts.JsxSelfClosingElement, scope: Scope): RootContent[] {
    this.pageProps(node, scope);
    const content = this.evaluate(attribute(node, 'content') ?? ts.factory.createNull(), scope);
    if (content === undefined || typeof content === 'string') {
      this.warn(node, '<ProductPage content> is not an object literal of the page');
      return [];
    }
    const lead = this.field(content, 'lead', scope);
    const cta = this.field(content, 'cta', scope);
    const blocks: RootContent[] = [];
    if (typeof lead === 'string')
      blocks.push({ type: 'paragraph', children: [{ type: 'text', value: lead }] });
    else if (lead !== undefined) blocks.push(...this.block(unwrap(lead), scope));
    if (cta !== undefined && typeof cta !== 'string') {
      const label = this.field(cta, 'label', scope);
      const to = this.field(cta, 'to', scope);
      if (typeof label === 'string' && typeof to === 'string') {
        blocks.push({
          type: 'paragraph',
          children: [
            {
              type: 'link',
              url: this.options.resolveLink(to),
              children: [{ type: 'text', value: label }],
            },
          ],
        });
      }
    }
    const sections = this.field(content, 'sections', scope);
    for (const section of sections === undefined || typeof sections === 'string'
      ? []
      : this.arrayItems(sections, scope)) {
      const heading = this.field(section, 'heading', scope);
      if (typeof heading === 'string') {
        blocks.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: heading }] });
      }
      const body = this.field(section, 'body', scope);
      if (body !== undefined && typeof body !== 'string')
        blocks.push(...this.block(unwrap(body), scope));
    }
    return blocks;
  }

  /** `<EntryCards cards={...}>`: each card's label, linked title and description. */
  private entryCards(cards: ts.Expression | undefined, scope: Scope): List {
    const items = this.arrayItems(cards, scope).map((card): ListItem => {
      const text = (name: string) => {
        const value = this.field(card, name, scope);
        return typeof value === 'string' ? value : '';
      };
      const line: PhrasingContent[] = [];
      if (text('eyebrow'))
        line.push(
          { type: 'strong', children: [{ type: 'text', value: text('eyebrow') }] },
          { type: 'text', value: ': ' },
        );
      line.push({
        type: 'link',
        url: this.options.resolveLink(text('to')),
        children: [{ type: 'text', value: text('title') }],
      });
      if (text('description')) line.push({ type: 'text', value: `. ${text('description')}` });
      return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: line }] };
    });
    return { type: 'list', ordered: false, spread: false, children: items };
  }

  /** The page's body; null when its default export returns no JSX. */
  read(): RootContent[] | null {
    const root = this.rootElement();
    return root === null ? null : this.block(root, new Map());
  }

  /** The JSX the default export returns. */
  private rootElement(): ts.Node | null {
    let found: ts.Node | null = null;
    const visit = (node: ts.Node): void => {
      if (found) return;
      const isDefaultExport =
        ts.isFunctionDeclaration(node) &&
        node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
      if (isDefaultExport && node.body) {
        const returned = node.body.statements.find(ts.isReturnStatement)?.expression;
        if (returned) found = unwrap(returned);
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(this.sourceFile);
    return found;
  }
}

export function jsxPageTwin(source: string, options: Options): JsxTwin | null {
  const sourceFile = ts.createSourceFile(
    options.sourceName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const reader = new JsxReader(sourceFile, options);
  const body = reader.read();
  if (body === null) return null;
  const hasProse = body.some((node) => ['paragraph', 'heading', 'list'].includes(node.type));
  if (reader.title === null || !hasProse) return null;
  return { title: reader.title, description: reader.description, body };
}
