/**
 * What a shell variable in a documented curl command means in the sandbox:
 * - a name ending in `TOKEN` (`$ROUTEKIT_TOKEN`, `$TOKEN`) is a sandbox access token with every
 *   scope of the three APIs (the page's own token call shows which scopes a real client asks for);
 * - `$CLIENT_ID` and `$CLIENT_SECRET` are sandbox credentials (the token URL takes any);
 * - any other name takes the value the page assigns it in a code block
 *   (`INTEGRATION=https://api.example.com/integration/v1`, `AUTH="Authorization: Bearer …"`);
 * - a name with none of these is unresolved: the command that uses it does not run.
 */
import { shellCommands } from './shellWords';

export const SANDBOX_CLIENT_ID = 'sandbox-client';
export const SANDBOX_CLIENT_SECRET = 'sandbox-secret';

/** Marks an unresolved variable inside a word, so only a command that uses it fails. */
const UNRESOLVED = '\u0000';

export function unresolvedVariable(word: string): string | null {
  const start = word.indexOf(UNRESOLVED);
  if (start < 0) return null;
  return word.slice(start + 1, word.indexOf(UNRESOLVED, start + 1));
}

export function isTokenVariable(name: string): boolean {
  return /TOKEN$/i.test(name);
}

const ASSIGNMENT = /^[ \t]*(?:export[ \t]+)?([A-Za-z_]\w*)=(.*)$/gm;

/** `NAME=value` lines of the page's code (not `NAME=$(…)`: only a token is ever assigned so). */
export function pageAssignments(codeTexts: readonly string[]): Map<string, string> {
  const assignments = new Map<string, string>();
  for (const text of codeTexts)
    for (const [, name, value] of text.matchAll(ASSIGNMENT))
      if (!value!.startsWith('$(') && !assignments.has(name!)) assignments.set(name!, value!);
  return assignments;
}

/** A resolver for ./shellWords.ts: the rules above, with `token` as every token variable. */
export function variableResolver(
  assignments: ReadonlyMap<string, string>,
  token: string,
): (name: string) => string {
  const resolving = new Set<string>();
  const resolve = (name: string): string => {
    if (isTokenVariable(name)) return token;
    if (name === 'CLIENT_ID') return SANDBOX_CLIENT_ID;
    if (name === 'CLIENT_SECRET') return SANDBOX_CLIENT_SECRET;
    const raw = assignments.get(name);
    if (raw === undefined || resolving.has(name)) return `${UNRESOLVED}${name}${UNRESOLVED}`;
    resolving.add(name);
    try {
      // The assigned text is shell too: quotes and variables of its own.
      return shellCommands(raw, resolve)[0]?.join(' ') ?? '';
    } catch {
      return `${UNRESOLVED}${name}${UNRESOLVED}`;
    } finally {
      resolving.delete(name);
    }
  };
  return resolve;
}
