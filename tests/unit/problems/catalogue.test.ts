/**
 * The error catalogue (src/plugins/problem-catalogue) against the real specs and MDX bodies:
 * every problem type a spec names has its body, every body has its type, the examples agree on
 * title and status and validate against the Problem schema. Each rule also runs once on a
 * planted error, so a check that cannot fail would show here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { API_SPECS } from '../../../src/apiSpecs';
import {
  PROBLEM_TYPE_BASE,
  collectProblemTypes,
  problemResponses,
  readSpecFiles,
  specFile,
  type SpecFile,
} from '../../../src/plugins/problem-catalogue/problemTypes';
import { headings, parseMdx } from '../../support/mdx';
import {
  OPENAPI_DIR,
  readSpec,
  resolvePointer,
  validateAgainst,
} from '../../support/openapiSchemas';
import {
  bodiesWithoutType,
  inconsistentExamples,
  incompleteTypes,
  typesWithoutBody,
  undocumentedCodes,
  unlinkedResponses,
} from './catalogueChecks';

const BODY_DIR = path.resolve(__dirname, '../../../problems');
const APIS = API_SPECS.map((spec) => spec.id);
const specFiles = readSpecFiles(OPENAPI_DIR, [...APIS, 'shared']);
const types = collectProblemTypes(specFiles, APIS);
const bodies = readdirSync(BODY_DIR)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => path.basename(file, '.mdx'));

const FIELD_ERROR_CODES = String(
  resolvePointer(readSpec('shared'), '/components/schemas/FieldError/properties/code/description'),
);

/** A spec with one operation whose 409 example is a problem of `slug`, titled `title`. */
function plantedSpec(name: string, slug: string, title: string): SpecFile {
  return specFile(
    name,
    [
      'openapi: 3.1.0',
      'paths:',
      '  /things/{id}:',
      '    delete:',
      '      operationId: deleteThing',
      '      summary: Delete a thing',
      '      tags: [Things]',
      '      responses:',
      '        "409":',
      '          description: Still used.',
      '          content:',
      '            application/problem+json:',
      '              example:',
      `                type: ${PROBLEM_TYPE_BASE}${slug}`,
      `                title: ${title}`,
      '                status: 409',
      '                errors: []',
    ].join('\n'),
  );
}

describe('problem catalogue', () => {
  it('finds the problem types of the specs, with the operations that return them', () => {
    expect(types.length).toBeGreaterThanOrEqual(17);
    const notFound = types.find((type) => type.slug === 'not-found');
    expect(notFound?.status).toBe(404);
    // The shared NotFound response is referenced by operations of all three APIs.
    expect(new Set(notFound?.operations.map((operation) => operation.api))).toEqual(new Set(APIS));
    const noVehicles = types.find((type) => type.slug === 'no-vehicles');
    expect(noVehicles?.operations).toEqual([
      expect.objectContaining({ section: 'webhooks', path: 'optimization.failed' }),
    ]);
  });

  it('every problem type a spec names has its MDX body', () => {
    expect(typesWithoutBody(types, bodies)).toEqual([]);
  });

  it('every MDX body belongs to a problem type of the specs', () => {
    expect(bodiesWithoutType(types, bodies)).toEqual([]);
  });

  it('every body says when the problem happens and how to fix it', () => {
    const missing = bodies.flatMap((slug) => {
      const ids = headings(parseMdx(readFileSync(path.join(BODY_DIR, `${slug}.mdx`), 'utf8'))).map(
        (heading) => heading.id,
      );
      return ['when-it-happens', 'how-to-fix-it']
        .filter((id) => !ids.includes(id))
        .map((id) => `problems/${slug}.mdx: no heading #${id}`);
    });
    expect(missing).toEqual([]);
  });

  it('every type has an example and an operation, and its examples agree on title and status', () => {
    expect(incompleteTypes(types)).toEqual([]);
    expect(inconsistentExamples(types)).toEqual([]);
  });

  it('the example each page shows is a valid Problem', () => {
    const invalid = types.flatMap((type) => {
      const result = validateAgainst('shared#/components/schemas/Problem', type.examples[0]?.body);
      return result.errors.map((error) => `${type.slug}: ${error}`);
    });
    expect(invalid).toEqual([]);
  });

  it('every errors[].code of the examples is one FieldError.code documents', () => {
    expect(undocumentedCodes(types, FIELD_ERROR_CODES)).toEqual([]);
  });

  it('every error response of the API reference links the page of each problem type it shows', () => {
    const responses = problemResponses(specFiles, APIS);
    expect(responses.length).toBeGreaterThan(40);
    expect(unlinkedResponses(responses, PROBLEM_TYPE_BASE)).toEqual([]);
  });

  it('the API reference links the catalogue from the Problem schema', () => {
    const shared = specFiles.find((file) => file.name === 'shared')?.text ?? '';
    expect(shared.replace(/\s+/g, ' ')).toMatch(
      /Problem details as defined by RFC 9457[^"]*\[error catalogue\]\(https:\/\/docs\.example\.com\/problems\)/,
    );
  });

  describe('planted errors', () => {
    const planted = collectProblemTypes(
      [
        plantedSpec('alpha', 'thing-in-use', 'Thing is in use'),
        specFile(
          'beta',
          [
            'openapi: 3.1.0',
            'info:',
            `  description: Deleting a used thing is ${PROBLEM_TYPE_BASE}thing-in-use; see also ${PROBLEM_TYPE_BASE}mentioned-only.`,
            ...plantedSpec('beta', 'thing-in-use', 'Thing still used').text.split('\n').slice(1),
          ].join('\n'),
        ),
      ],
      ['alpha', 'beta'],
    );

    it('a type named only in a description is collected, and reported without body or example', () => {
      expect(planted.map((type) => type.slug)).toEqual(['mentioned-only', 'thing-in-use']);
      expect(typesWithoutBody(planted, ['thing-in-use'])).toEqual([
        'mentioned-only (named at beta.yaml:3) has no problems/mentioned-only.mdx',
      ]);
      expect(incompleteTypes(planted)).toEqual([
        'mentioned-only: no problem+json example in the specs',
        "mentioned-only: no operation's response or webhook example shows it",
      ]);
    });

    it('a body without a type is reported', () => {
      expect(bodiesWithoutType(planted, ['thing-in-use', 'retired-type'])).toEqual([
        'problems/retired-type.mdx: no spec names the problem type retired-type',
      ]);
    });

    it('two titles for one type are reported', () => {
      const [, thing] = planted;
      expect(thing?.operations.map((operation) => operation.api)).toEqual(['alpha', 'beta']);
      expect(inconsistentExamples(planted)).toHaveLength(1);
    });

    it('a code FieldError.code does not list is reported', () => {
      const [, thing] = planted;
      if (!thing) throw new Error('no planted type');
      const withCode = {
        ...thing,
        examples: [
          {
            source: 'alpha.yaml#/x',
            body: {
              type: thing.uri,
              title: thing.title,
              status: 409,
              errors: [{ path: '/id', code: 'in_use', message: 'Used.' }],
            },
          },
        ],
      };
      expect(undocumentedCodes([withCode], FIELD_ERROR_CODES)).toEqual([
        'alpha.yaml#/x: errors[].code "in_use" is not listed in FieldError.code',
      ]);
    });

    it('a response that does not link its problem type is reported', () => {
      expect(
        unlinkedResponses(
          problemResponses([plantedSpec('alpha', 'thing-in-use', 'Thing is in use')], ['alpha']),
          PROBLEM_TYPE_BASE,
        ),
      ).toEqual([
        'alpha.yaml#/paths/~1things~1{id}/delete/responses/409: description does not link thing-in-use (/problems/thing-in-use)',
      ]);
    });

    it('an example that is not a valid Problem fails the schema', () => {
      expect(
        validateAgainst('shared#/components/schemas/Problem', {
          type: `${PROBLEM_TYPE_BASE}thing-in-use`,
          title: 'Thing is in use',
          status: 409,
          errors: [{ path: '/id', code: 'In Use' }],
        }).valid,
      ).toBe(false);
    });
  });
});
