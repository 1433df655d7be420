import { describe, expect, it } from 'vitest';
import { API_SPECS } from '../../../src/apiSpecs';
import { listOperations, type JsonObject } from '../../support/openapiSchemas';

interface CodeSample {
  lang: string;
  label?: string;
  source: string;
}

const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
  body: string,
) => unknown;

/** Compiles (without running) a sample; module syntax is reduced to plain statements first. */
function assertValidJavaScript(source: string): void {
  const body = source
    .replace(/^import .* from '[^']+';$/gm, '')
    .replace(/^export (function|const|async function)/gm, '$1');
  expect(() => new AsyncFunction(body)).not.toThrow();
}

const operations = listOperations();

describe('x-codeSamples', () => {
  it.each(operations.map((e) => [`${e.spec} ${e.section} ${e.method} ${e.path}`, e] as const))(
    '%s has curl, JavaScript and Python samples',
    (_, entry) => {
      const samples = entry.operation['x-codeSamples'] as CodeSample[];
      expect(samples.map((s) => s.lang)).toEqual(['curl', 'JavaScript', 'Python']);
      for (const sample of samples) expect(sample.source.trim().length).toBeGreaterThan(40);
      const [curl, js, python] = samples;
      assertValidJavaScript(js.source);
      if (entry.section === 'paths') {
        const url = API_SPECS.find((spec) => spec.id === entry.spec)?.baseUrl;
        expect(url, entry.spec).toBeDefined();
        expect(curl.source).toContain(`-X ${entry.method.toUpperCase()} '${url}`);
        expect(curl.source).toContain('Authorization: Bearer $ACCESS_TOKEN');
        expect(js.source).toContain(`method: '${entry.method.toUpperCase()}'`);
        expect(js.source).toContain('await fetch(');
        expect(python.source).toContain(`requests.${entry.method}(`);
        expect(python.source).toContain('raise_for_status()');
      }
    },
  );

  it('the syntax check rejects broken JavaScript', () => {
    expect(() => assertValidJavaScript('const x = ;')).toThrow();
  });

  it('operations are present', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect((operations[0].operation as JsonObject)['x-codeSamples']).toBeDefined();
  });
});
