/**
 * Algolia `facetFilters`: a string, or an array whose entries are ANDed, where an entry that is
 * itself an array is an OR of its filters. `attribute:value` matches equal values,
 * `-attribute:value` or `attribute:-value` excludes them. DocSearch's contextual search sends
 * `['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]`.
 */

/** Reads an attribute (dot paths allowed) of the record being filtered. */
export type AttributeReader = (attribute: string) => unknown;

type Predicate = (read: AttributeReader) => boolean;

function unquote(value: string): string {
  const trimmed = value.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1)
    : trimmed;
}

function valuesOf(raw: unknown): string[] {
  if (raw === null || raw === undefined) return [];
  if (Array.isArray(raw)) return raw.flatMap(valuesOf);
  return [String(raw)];
}

function compileSingle(filter: string): Predicate {
  const separator = filter.indexOf(':');
  if (separator <= 0) throw new Error(`Invalid facet filter "${filter}": expected attribute:value`);
  let attribute = filter.slice(0, separator).trim();
  let value = filter.slice(separator + 1);
  let negated = false;
  if (attribute.startsWith('-')) {
    negated = true;
    attribute = attribute.slice(1);
  } else if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  const expected = unquote(value);
  return (read) => {
    const matches = valuesOf(read(unquote(attribute))).includes(expected);
    return negated ? !matches : matches;
  };
}

function compileEntry(entry: unknown): Predicate {
  if (typeof entry === 'string') return compileSingle(entry);
  if (Array.isArray(entry)) {
    const alternatives = entry.map(compileEntry);
    return (read) => alternatives.some((alternative) => alternative(read));
  }
  throw new Error(`Invalid facet filter entry: ${JSON.stringify(entry)}`);
}

/** Compiles facet filters into a predicate; no filters accept everything. */
export function compileFacetFilters(filters: unknown): Predicate {
  if (filters === undefined || filters === null) return () => true;
  if (typeof filters === 'string') {
    // The URL-encoded parameter form carries the array as JSON.
    const trimmed = filters.trim();
    if (trimmed.startsWith('[')) return compileFacetFilters(JSON.parse(trimmed) as unknown);
    return trimmed.length === 0 ? () => true : compileSingle(trimmed);
  }
  if (!Array.isArray(filters)) {
    throw new Error(`Invalid facetFilters: ${JSON.stringify(filters)}`);
  }
  const required = filters.map(compileEntry);
  return (read) => required.every((predicate) => predicate(read));
}
