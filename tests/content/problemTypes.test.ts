/**
 * Problem types in the docs and in the catalogue's MDX bodies against the specs
 * (./checks/problemTypes.ts), with a planted page for each kind of offence.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { API_SPECS } from '../../src/apiSpecs';
import {
  collectProblemTypes,
  readSpecFiles,
} from '../../src/plugins/problem-catalogue/problemTypes';
import { loadPages, pageFromSource, parseMdx } from '../support/mdx';
import { OPENAPI_DIR } from '../support/openapiSchemas';
import { formatAll } from './checks/offence';
import { checkProblemTypes, type KnownProblemType } from './checks/problemTypes';

const APIS = API_SPECS.map((spec) => spec.id);
const known = new Map<string, KnownProblemType>(
  collectProblemTypes(readSpecFiles(OPENAPI_DIR, [...APIS, 'shared']), APIS).map((type) => [
    type.slug,
    { title: type.title, status: type.status },
  ]),
);
const BODY_DIR = path.resolve(__dirname, '../../problems');

describe('problem types in the docs', () => {
  it('every docs page names only problem types of the specs, links the ones it shows and quotes their title and status', async () => {
    const pages = await loadPages();
    expect(formatAll(pages.flatMap((page) => checkProblemTypes(page, known)))).toEqual([]);
  });

  it('every catalogue body links only problem types of the specs', () => {
    const offences = readdirSync(BODY_DIR)
      .filter((file) => file.endsWith('.mdx'))
      .flatMap((file) => {
        const source = readFileSync(path.join(BODY_DIR, file), 'utf8');
        return checkProblemTypes(
          { file: `problems/${file}`, source, tree: parseMdx(source) },
          known,
        );
      });
    expect(formatAll(offences).map((line) => line.replace(/^docs\//, ''))).toEqual([]);
  });

  it('reports each planted offence with its line', async () => {
    const page = await pageFromSource(
      'howto/planted.mdx',
      [
        '## Errors', // 1
        '', // 2
        'A 409 is [in-use](/problems/in-use); a 418 is [teapot](/problems/teapot).', // 3
        '', // 4
        '```json', // 5
        '{', // 6
        '  "type": "https://docs.example.com/problems/not-found",', // 7
        '  "title": "Not there",', // 8
        '  "status": 404', // 9
        '}', // 10
        '```', // 11
        '', // 12
        'Or `https://docs.example.com/problems/gone-away`.', // 13
      ].join('\n'),
    );
    expect(formatAll(checkProblemTypes(page, known))).toEqual([
      'docs/howto/planted.mdx:13: problem type "https://docs.example.com/problems/gone-away" is not in the specs',
      'docs/howto/planted.mdx:3: link "/problems/teapot": the specs have no problem type teapot',
      'docs/howto/planted.mdx:7: shows the problem type not-found but does not link its page [not-found](/problems/not-found)',
      'docs/howto/planted.mdx:5: not-found is "Not there" 404 here; the specs say "Resource not found" 404',
    ]);
  });
});
