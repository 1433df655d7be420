/**
 * JSON Pointer tokens (RFC 6901) and the JSON-path spelling shown to readers. Ajv reports
 * where a value failed as a pointer (`/jobs/0/location`); people read `$.jobs[0].location`.
 */

export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** `/jobs/0/location` -> `$.jobs[0].location`; keys that are not identifiers are quoted. */
export function toJsonPath(pointer: string): string {
  if (pointer === '') return '$';
  return `$${pointer
    .slice(1)
    .split('/')
    .map(unescapePointerToken)
    .map((token) =>
      /^\d+$/.test(token)
        ? `[${token}]`
        : /^[A-Za-z_][A-Za-z0-9_]*$/.test(token)
          ? `.${token}`
          : `[${JSON.stringify(token)}]`,
    )
    .join('')}`;
}

/** The pointer of a named field of the object at `pointer`. */
export function childPointer(pointer: string, field: string): string {
  return `${pointer}/${escapePointerToken(field)}`;
}
