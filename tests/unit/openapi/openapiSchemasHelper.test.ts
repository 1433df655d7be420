import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dereferenceFiles,
  parseSchemaRef,
  resolvePointer,
  specNames,
  validateAgainst,
  validateExample,
} from '../../support/openapiSchemas';

describe('validateAgainst (tests/support/openapiSchemas)', () => {
  it('accepts a minimal valid request', () => {
    const result = validateAgainst('stateless#/components/schemas/SolveRequest', {
      vehicles: [
        {
          id: 'van_01',
          start_location: { lat: 52.5447, lon: 13.2365 },
          shift: { start: '2026-03-02T06:00:00+01:00', end: '2026-03-02T16:00:00+01:00' },
        },
      ],
      jobs: [{ id: 'bk_1001', type: 'delivery', location: { lat: 52.5219, lon: 13.4132 } }],
    });
    expect(result).toEqual({ valid: true, errors: [] });
  });

  it('names the offending field with a JSON path', () => {
    const result = validateAgainst('stateless#/components/schemas/Job', {
      id: 'bk_1001',
      type: 'drop_off',
      location: { lat: 52.5219, lon: 13.4132 },
      time_windows: [{ start: 'tomorrow', end: '2026-03-02T10:00:00+01:00' }],
    });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        '$.type: must be equal to one of the allowed values',
        '$.time_windows[0].start: must match format "date-time"',
      ]),
    );
  });

  it('resolves references into shared.yaml', () => {
    expect(validateAgainst('shared#/components/schemas/Location', { x: 10, y: 20 }).valid).toBe(
      true,
    );
    expect(
      validateAgainst('shared#/components/schemas/Location', { lat: 52.5, lon: 13.4, x: 1 }).valid,
    ).toBe(false);
    expect(validateAgainst('integration#/components/schemas/Route', { id: 'route_1' }).valid).toBe(
      false,
    );
  });

  it('throws on an unknown reference or spec', () => {
    expect(() => validateAgainst('stateless#/components/schemas/Nope', {})).toThrow(
      'No schema at stateless#/components/schemas/Nope',
    );
    expect(() => parseSchemaRef('billing#/components/schemas/Job')).toThrow(
      /Unknown spec "billing"/,
    );
  });

  it('names the location of a header example that does not fit its schema', () => {
    const entry = {
      location: 'shared.yaml/components/headers/RetryAfter/example',
      spec: 'shared',
      schemaPointer: '/components/headers/RetryAfter/schema',
      value: 'soon',
    };
    expect(validateExample(entry).errors).toEqual([
      'shared.yaml/components/headers/RetryAfter/example $: must be integer',
    ]);
  });
});

describe('the OpenAPI documents', () => {
  it('are the API specs of src/apiSpecs.ts, then the component file they $ref', () => {
    expect(specNames()).toEqual(['routing', 'integration', 'stateless', 'shared']);
  });

  it('parse test-style references and follow JSON Pointers with escaped tokens', () => {
    expect(parseSchemaRef('integration#/components/schemas/Booking')).toEqual({
      spec: 'integration',
      pointer: '/components/schemas/Booking',
    });
    const doc = { paths: { '/jobs/{job_id}': { get: { ok: 1 } } } };
    expect(resolvePointer(doc, '/paths/~1jobs~1{job_id}/get/ok')).toBe(1);
    expect(resolvePointer(doc, '/paths/~1jobs/get')).toBeUndefined();
  });
});

describe('dereferenceFiles (Redocly bundler in a child process)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-deref-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, components: string): string => {
    const file = path.join(dir, name);
    writeFileSync(
      file,
      `openapi: 3.1.0\ninfo: { title: ${name}, version: '1' }\ncomponents:\n  schemas:\n${components}`,
    );
    return file;
  };

  it('inlines $refs across files and keeps a sibling description', () => {
    write('parts.yaml', '    Id: { type: string, description: Any id. }\n');
    const main = write(
      'main.yaml',
      "    Job: { type: object, properties: { id: { $ref: './parts.yaml#/components/schemas/Id', description: The job. } } }\n",
    );
    const { documents, dependencies } = dereferenceFiles([main]);
    expect(resolvePointer(documents.main, '/components/schemas/Job/properties/id')).toEqual({
      type: 'string',
      description: 'The job.',
    });
    expect(dependencies).toEqual({ main: ['main', 'parts'], parts: ['parts'] });
  });

  it('names the file and pointer of an unresolved $ref and of a reference cycle', () => {
    const broken = write(
      'broken.yaml',
      [
        "    Missing: { $ref: '#/components/schemas/Nope' }",
        "    Node: { type: object, properties: { next: { $ref: '#/components/schemas/Node' } } }",
        '',
      ].join('\n'),
    );
    let message = '';
    try {
      dereferenceFiles([broken]);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/broken\.yaml#\/components\/schemas\/Missing: Can't resolve \$ref/);
    expect(message).toMatch(/broken\.yaml#\/components\/schemas\/Node\/\S*: \$ref cycle/);
  });
});
