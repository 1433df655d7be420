/**
 * Deep links into Redoc 2 (redoc 2.4, used by redocusaurus): an operation under a tag lives at
 * `#tag/<tag>/operation/<operationId>`, a tag section at `#tag/<tag>`. Redoc slugs tag names
 * with the `slugify` package (1.4) and falls back to a plain lower-case slug; this mirrors both
 * for the characters tag names use.
 */

const SYMBOL_WORDS: Record<string, string> = {
  '&': 'and',
  '<': 'less',
  '>': 'greater',
  '|': 'or',
  '%': 'percent',
  $: 'dollar',
};

/** slugify 1.4 defaults: symbols as words, other punctuation dropped, whitespace to '-', case kept. */
function slugifyLikeRedoc(name: string): string {
  return [...name]
    .map((character) => SYMBOL_WORDS[character] ?? character)
    .join('')
    .replace(/[^\w\s$*_+~.()'"!\-:@]+/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

function fallbackSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/&/g, '-and-')
    .replace(/--+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function redocTagId(tagName: string): string {
  return `tag/${slugifyLikeRedoc(tagName) || fallbackSlug(tagName)}`;
}

/** Anchor (without '#') of an operation; untagged operations sit at the top level. */
export function redocOperationAnchor(operationId: string, tagName: string | undefined): string {
  const operation = `operation/${operationId}`;
  return tagName ? `${redocTagId(tagName)}/${operation}` : operation;
}
