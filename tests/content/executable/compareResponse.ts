/**
 * A documented response against the body the sandbox returned: equal after the page's
 * declared normalisation (the values of its illustrative fields are not compared). The diff
 * names each JSON Pointer that differs, with both values.
 *
 * An excerpt (a block the page titles "(partial)") is a subset of the answer: each documented
 * field must be in the answer with the same value, and the answer may have more fields; a
 * documented array is a prefix of the answer's, item by item (the page shows the first items).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ILLUSTRATIVE = '<illustrative>';

function normalise(value: Json, illustrative: ReadonlySet<string>): Json {
  if (Array.isArray(value)) return value.map((item) => normalise(item, illustrative));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        illustrative.has(key) ? ILLUSTRATIVE : normalise(item, illustrative),
      ]),
    );
  return value;
}

const show = (value: Json): string => {
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

function diff(
  documented: Json,
  actual: Json,
  pointer: string,
  out: string[],
  excerpt: boolean,
): void {
  if (out.length >= 20) return;
  const bothObjects =
    documented !== null &&
    actual !== null &&
    typeof documented === 'object' &&
    typeof actual === 'object';
  if (bothObjects && Array.isArray(documented) && Array.isArray(actual)) {
    const tooLong = excerpt
      ? documented.length > actual.length
      : documented.length !== actual.length;
    if (tooLong)
      out.push(
        `${pointer || '/'}: documented ${documented.length} items, sandbox ${actual.length}`,
      );
    const length = Math.min(documented.length, actual.length);
    for (let index = 0; index < length; index += 1)
      diff(documented[index]!, actual[index]!, `${pointer}/${index}`, out, excerpt);
    return;
  }
  if (bothObjects && !Array.isArray(documented) && !Array.isArray(actual)) {
    for (const key of Object.keys(documented)) {
      if (!(key in actual))
        out.push(`${pointer}/${key}: documented ${show(documented[key]!)}, sandbox has no field`);
      else diff(documented[key]!, actual[key]!, `${pointer}/${key}`, out, excerpt);
    }
    if (excerpt) return;
    for (const key of Object.keys(actual))
      if (!(key in documented))
        out.push(`${pointer}/${key}: sandbox returns ${show(actual[key]!)}, not documented`);
    return;
  }
  if (JSON.stringify(documented) !== JSON.stringify(actual))
    out.push(`${pointer || '/'}: documented ${show(documented)}, sandbox ${show(actual)}`);
}

/** The differences, one line each (at most 20); empty when the response matches. */
export function compareResponse(
  documentedText: string,
  actualText: string,
  illustrative: ReadonlySet<string>,
  options: { excerpt?: boolean } = {},
): string[] {
  let documented: Json;
  let actual: Json;
  try {
    documented = JSON.parse(documentedText) as Json;
  } catch (error) {
    return [`the documented response is not JSON: ${(error as Error).message}`];
  }
  try {
    actual = JSON.parse(actualText) as Json;
  } catch {
    return [`the sandbox answered with a body that is not JSON: ${actualText.slice(0, 200)}`];
  }
  const out: string[] = [];
  diff(
    normalise(documented, illustrative),
    normalise(actual, illustrative),
    '',
    out,
    options.excerpt === true,
  );
  return out;
}
