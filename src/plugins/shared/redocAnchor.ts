import slugify from 'slugify';

/**
 * Deep links into Redoc 2.4 (used by redocusaurus): an operation under a tag lives at
 * `#tag/<tag>/operation/<operationId>`, a tag section at `#tag/<tag>`. Redoc names tags with
 * its `safeSlugify` (src/utils/helpers.ts): the `slugify` package (1.4.7, as Redoc pins it)
 * with its defaults, and, when that leaves nothing, a lower-cased dash-joined fallback.
 */
function safeSlugify(value: string): string {
  return (
    slugify(value) ||
    value
      .toLowerCase()
      .replace(/\s+/g, '-')
      .replace(/&/g, '-and-')
      .replace(/--+/g, '-')
      .replace(/^-+/, '')
      .replace(/-+$/, '')
  );
}

export function redocTagId(tagName: string): string {
  return `tag/${safeSlugify(tagName)}`;
}

/** Anchor (without '#') of an operation; untagged operations sit at the top level. */
export function redocOperationAnchor(operationId: string, tagName: string | undefined): string {
  const operation = `operation/${operationId}`;
  return tagName ? `${redocTagId(tagName)}/${operation}` : operation;
}
