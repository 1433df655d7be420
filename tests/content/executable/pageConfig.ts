/**
 * What a page's front matter says about running it, under the `executable` key:
 *
 *   executable:
 *     illustrative: [id, created_at]      # fields whose values the page only illustrates
 *     world: empty                         # start without the sample world
 *     session: shared                      # one shell / Node / Python process for all blocks
 *     skip: "needs a road network"         # the page cannot run, and why
 *
 * `session: shared` is for pages whose blocks build on each other (an `export` or a helper
 * function defined once); otherwise each block runs in a process of its own.
 * `illustrative` names object keys anywhere in a documented response: their values are not
 * compared, but the key must still be present on both sides.
 */
import type { Page } from '../../support/mdx';

export const EXECUTABLE_KEY = 'executable';

export interface PageConfig {
  illustrative: ReadonlySet<string>;
  world: 'sample' | 'empty';
  session: 'separate' | 'shared';
  skip?: string;
}

const KNOWN = new Set(['illustrative', 'world', 'session', 'skip']);

/** The page's config, or the problems with its `executable` front matter. */
export function pageConfig(page: Page): PageConfig | { errors: string[] } {
  const raw = page.frontMatter[EXECUTABLE_KEY];
  if (raw === undefined) return { illustrative: new Set(), world: 'sample', session: 'separate' };
  const errors: string[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { errors: [`${EXECUTABLE_KEY} must be a mapping`] };
  const fields = raw as Record<string, unknown>;
  for (const key of Object.keys(fields))
    if (!KNOWN.has(key)) errors.push(`unknown ${EXECUTABLE_KEY} key "${key}"`);
  const { illustrative = [], world = 'sample', session = 'separate', skip } = fields;
  if (!Array.isArray(illustrative) || !illustrative.every((key) => typeof key === 'string'))
    errors.push(`${EXECUTABLE_KEY}.illustrative must be a list of field names`);
  if (world !== 'sample' && world !== 'empty')
    errors.push(`${EXECUTABLE_KEY}.world must be "sample" or "empty"`);
  if (session !== 'separate' && session !== 'shared')
    errors.push(`${EXECUTABLE_KEY}.session must be "separate" or "shared"`);
  if (skip !== undefined && (typeof skip !== 'string' || skip.trim().length < 10))
    errors.push(`${EXECUTABLE_KEY}.skip must give the reason in a sentence`);
  if (errors.length > 0) return { errors };
  return {
    illustrative: new Set(illustrative as string[]),
    world: world as 'sample' | 'empty',
    session: session as 'separate' | 'shared',
    ...(typeof skip === 'string' ? { skip } : {}),
  };
}
