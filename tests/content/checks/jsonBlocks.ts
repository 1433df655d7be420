/**
 * Every ```json block either names the schema it shows (`schema="<spec>#<pointer>"`, validated
 * against openapi/) or says it is a fragment (`title="... (partial)"`).
 */
import { codeBlocks, type Page } from '../../support/mdx';
import { validateAgainst } from '../../support/openapiSchemas';
import type { Offence } from './offence';

/** The file line of a JSON.parse error, when the engine reports a character position. */
function lineOfParseError(body: string, message: string, fenceLine: number | undefined) {
  const position = /position (\d+)/.exec(message);
  if (fenceLine === undefined || !position) return fenceLine;
  const before = body.slice(0, Number(position[1]));
  return fenceLine + 1 + (before.match(/\n/g)?.length ?? 0);
}

export function checkJsonBlocks(page: Page): Offence[] {
  if (!page.tree) return [];
  const offences: Offence[] = [];
  for (const block of codeBlocks(page.tree)) {
    if (block.lang !== 'json') continue;
    const add = (message: string, line = block.line): void => {
      offences.push({ file: page.file, line, message });
    };
    const schema = block.attributes.schema;
    const title = block.attributes.title;
    const partial = typeof title === 'string' && title.includes('(partial)');

    if (schema !== undefined && partial) {
      add('json block has both schema= and a "(partial)" title; use one');
      continue;
    }
    if (partial) continue;
    if (typeof schema !== 'string' || !schema.includes('#')) {
      add('json block needs schema="<spec>#<pointer>" or title="... (partial)" in its meta');
      continue;
    }

    let value: unknown;
    try {
      value = JSON.parse(block.body);
    } catch (error) {
      const message = (error as Error).message;
      add(`invalid JSON: ${message}`, lineOfParseError(block.body, message, block.line));
      continue;
    }
    try {
      const result = validateAgainst(schema, value);
      for (const error of result.errors) add(`${schema}: ${error}`);
    } catch (error) {
      add(`schema "${schema}" cannot be used: ${(error as Error).message}`);
    }
  }
  return offences;
}
