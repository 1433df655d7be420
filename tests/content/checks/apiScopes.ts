/**
 * Every walkthrough asks for the scopes its calls need. A token carries only the scopes it was
 * requested with, and a write scope does not include the read scope (docs/quickstart/auth.mdx),
 * so a reader who follows a page that asks for `integration:write` and then lists bookings gets
 * a 403. The scopes an operation needs come from the spec's `security` requirements (the
 * operation's own, else the API's global ones); the calls come from ./apiCalls.ts.
 *
 * The page convention:
 * - A walkthrough is a page with a `Prerequisites` section or `Step N` headings. It asks for
 *   scopes in its Prerequisites section (the access-token line) or in a token request it shows
 *   (`scope=...`, `scope: '...'`, `"scope": "..."`), and must ask for every scope of every
 *   operation it calls. Pages that explain or list operations (concepts, terms, use cases, the
 *   API overviews) are not walkthroughs: their reader follows a linked how-to to call them.
 * - Operations named under a closing heading (`Next steps`, `Related ...`, `See also`) are
 *   pointers to other pages, not calls of this one.
 * - On any page, a call annotated in prose with `(scope \`x\`)` must need that scope.
 */
import type { Offence } from './offence';
import type { ApiCall, KnownOperation } from './apiCalls';
import { codeBlocks, headings, type Page } from '../../support/mdx';
import { isObject, type JsonObject } from '../../support/openapiSchemas';

/** Each alternative is a set of scopes that together authorize the operation; [] needs none. */
export type ScopeAlternatives = string[][];

/** The scopes one operation needs, from its `security`, else its API's global `security`. */
export function operationScopes(operation: KnownOperation, spec: JsonObject): ScopeAlternatives {
  const requirements = operation.entry.operation.security ?? spec.security ?? [];
  if (!Array.isArray(requirements) || requirements.length === 0) return [[]];
  return requirements
    .filter(isObject)
    .map((requirement) =>
      Object.values(requirement).flatMap((scopes) => (Array.isArray(scopes) ? scopes : [])),
    )
    .map((scopes) => scopes.map(String));
}

/** Every scope the specs' OAuth 2.0 security schemes declare, e.g. `integration:read`. */
export function declaredScopes(specs: readonly JsonObject[]): Set<string> {
  const scopes = new Set<string>();
  for (const spec of specs) {
    const schemes = isObject(spec.components) ? spec.components.securitySchemes : undefined;
    for (const scheme of Object.values(isObject(schemes) ? schemes : {})) {
      if (!isObject(scheme) || !isObject(scheme.flows)) continue;
      for (const flow of Object.values(scheme.flows)) {
        if (isObject(flow) && isObject(flow.scopes))
          for (const name of Object.keys(flow.scopes)) scopes.add(name);
      }
    }
  }
  return scopes;
}

const CLOSING_SECTION = /^(Next steps|Related\b.*|See also|Further reading)$/i;
const TOKEN_REQUEST_LINE = /(\bscope=|\bscope:\s*['"`]|"scope"\s*:\s*")/;

function namedScopes(text: string, declared: ReadonlySet<string>): string[] {
  return [...declared].filter((scope) =>
    new RegExp(`(^|[^\\w:])${scope.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w:])`).test(text),
  );
}

interface Section {
  title: string;
  start: number;
  end: number;
}

/** The page's `##` sections with their line ranges. */
function sections(page: Page): Section[] {
  if (!page.tree) return [];
  const lineCount = page.source.split('\n').length;
  const top = headings(page.tree).filter((heading) => heading.depth === 2);
  return top.map((heading, index) => ({
    title: heading.text,
    start: heading.line ?? 0,
    end: (top[index + 1]?.line ?? lineCount + 1) - 1,
  }));
}

export function isWalkthrough(page: Page): boolean {
  return sections(page).some(
    (section) => section.title === 'Prerequisites' || /^Step \d+\b/.test(section.title),
  );
}

/** The scopes a page asks for: in its Prerequisites section and in the token requests it shows. */
export function requestedScopes(page: Page, declared: ReadonlySet<string>): Set<string> {
  const requested = new Set<string>();
  const lines = page.source.split('\n');
  for (const section of sections(page).filter((s) => s.title === 'Prerequisites'))
    for (const scope of namedScopes(lines.slice(section.start, section.end).join('\n'), declared))
      requested.add(scope);
  if (page.tree) {
    for (const block of codeBlocks(page.tree))
      for (const line of block.body.split('\n'))
        if (TOKEN_REQUEST_LINE.test(line))
          for (const scope of namedScopes(line, declared)) requested.add(scope);
  }
  return requested;
}

const describeOperation = (operation: KnownOperation): string =>
  `${operation.api} ${operation.method} ${operation.entry.path}`;

const ANNOTATION = /^`?\s*\(scopes? ((?:`[^`]+`(?:,? and |, )?)+)\)/;

/** A prose note `(scope \`x\`)` right after a call must name scopes that operation needs. */
function checkAnnotations(
  page: Page,
  calls: readonly ApiCall[],
  scopesOf: (operation: KnownOperation) => ScopeAlternatives,
): Offence[] {
  const offences: Offence[] = [];
  const lines = page.source.split('\n');
  for (const call of calls) {
    const line = lines[call.line - 1] ?? '';
    // A full URL's call carries the method the surrounding text gave it; the line has the URL.
    const written = call.call.replace(/^[A-Z]+ (?=https:)/, '');
    const at = line.indexOf(written);
    if (at === -1) continue;
    const annotation = ANNOTATION.exec(line.slice(at + written.length));
    if (!annotation) continue;
    const named = [...annotation[1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    const fits = call.operations.some((operation) =>
      scopesOf(operation).some((alternative) =>
        named.every((scope) => alternative.includes(scope)),
      ),
    );
    if (fits) continue;
    const [operation] = call.operations as [KnownOperation];
    const needs = scopesOf(operation)
      .map((alternative) => alternative.join(' + ') || 'no scope')
      .join(' or ');
    offences.push({
      file: page.file,
      line: call.line,
      message: `${call.call} is annotated with the scope ${named.join(', ')}, but ${describeOperation(operation)} needs ${needs}`,
    });
  }
  return offences;
}

/**
 * Reports each operation a walkthrough calls whose scopes the page does not ask for (once per
 * operation, at its first call), and every wrong `(scope ...)` annotation on any page.
 */
export function checkApiScopes(
  page: Page,
  calls: readonly ApiCall[],
  scopesOf: (operation: KnownOperation) => ScopeAlternatives,
  declared: ReadonlySet<string>,
): Offence[] {
  const offences = checkAnnotations(page, calls, scopesOf);
  if (!isWalkthrough(page)) return offences;
  const requested = requestedScopes(page, declared);
  const closing = sections(page).filter((section) => CLOSING_SECTION.test(section.title));
  const reported = new Set<string>();
  for (const call of calls) {
    if (closing.some((section) => call.line >= section.start && call.line <= section.end)) continue;
    const alternatives = call.operations.map((operation) => ({
      operation,
      missing:
        scopesOf(operation)
          .map((alternative) => alternative.filter((scope) => !requested.has(scope)))
          .sort((a, b) => a.length - b.length)[0] ?? [],
    }));
    if (alternatives.some(({ missing }) => missing.length === 0)) continue;
    const { operation, missing } = alternatives[0]!;
    const key = describeOperation(operation);
    if (reported.has(key)) continue;
    reported.add(key);
    offences.push({
      file: page.file,
      line: call.line,
      message: `${call.call} (${key}) needs the scope ${missing.join(', ')}, which the page does not ask for (name it in Prerequisites or in the token request)`,
    });
  }
  return offences.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
