/**
 * The modules each source file of the site imports, read with the TypeScript parser, for the
 * checks of what the build may depend on (tests/unit/architecture). Type-only imports are left
 * out: they vanish at compile time, so they tie nothing together at run time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const SITE_DIR = path.resolve(__dirname, '../..');

const SOURCE_FILE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;

/** Every source file under `dir` (relative to the site), recursively, as site-relative paths. */
export function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(SITE_DIR, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(child);
    }
  };
  walk(dir);
  return found.sort();
}

/** What a file of the site builds from: src/ and the two config files Docusaurus loads. */
export function buildSourceFiles(): string[] {
  return [...sourceFiles('src'), 'docusaurus.config.ts', 'sidebars.ts'];
}

function stringArgument(call: ts.CallExpression): string | undefined {
  const [first] = call.arguments;
  return first && ts.isStringLiteralLike(first) ? first.text : undefined;
}

/** `require('x')`, `require.resolve('x')` and `import('x')`. */
function calledSpecifier(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (callee.kind === ts.SyntaxKind.ImportKeyword) return stringArgument(call);
  if (ts.isIdentifier(callee) && callee.text === 'require') return stringArgument(call);
  if (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'require' &&
    callee.name.text === 'resolve'
  ) {
    return stringArgument(call);
  }
  return undefined;
}

const parsed = new Map<string, string[]>();

/** The run-time module specifiers of one file (site-relative path), in source order. */
export function importSpecifiers(file: string): string[] {
  let specifiers = parsed.get(file);
  if (!specifiers) {
    specifiers = parseSpecifiers(file);
    parsed.set(file, specifiers);
  }
  return specifiers;
}

function parseSpecifiers(file: string): string[] {
  const text = readFileSync(path.join(SITE_DIR, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      if (!node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
        specifiers.push(node.moduleSpecifier.text);
      }
    } else if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        specifiers.push(node.moduleSpecifier.text);
      }
    } else if (ts.isCallExpression(node)) {
      const specifier = calledSpecifier(node);
      if (specifier !== undefined) specifiers.push(specifier);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** The site-relative path a relative specifier of `file` points at (no extension added). */
export function resolveRelative(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

/** `@scope/name/deep` -> `@scope/name`, `name/deep` -> `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/** The shared module of the local plugins: neutral helpers any plugin may import. */
export const PLUGIN_SHARED_DIR = 'src/plugins/shared';

/**
 * Every local plugin's folder: each folder under src/plugins but the shared one, and any other
 * folder of src/ whose index the site config names as a plugin or theme.
 */
export function localPluginDirs(): string[] {
  const underPlugins = readdirSync(path.join(SITE_DIR, 'src/plugins'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/plugins/${entry.name}`)
    .filter((dir) => dir !== PLUGIN_SHARED_DIR);
  const config = readFileSync(path.join(SITE_DIR, 'docusaurus.config.ts'), 'utf8');
  const named = [...config.matchAll(/'\.\/(src\/[\w/-]+)\/index\.tsx?'/g)].map(
    (match) => match[1]!,
  );
  return [...new Set([...underPlugins, ...named])].sort();
}
