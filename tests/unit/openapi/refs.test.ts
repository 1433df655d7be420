import { describe, expect, it } from 'vitest';
import {
  API_SPEC_NAMES,
  SPEC_NAMES,
  checkRef,
  collectRefs,
  loadSpecs,
  parseRef,
  resolvePointer,
  type Specs,
} from '../../support/openapiSchemas';

describe('$ref resolution across the four OpenAPI files', () => {
  const specs = loadSpecs();

  it.each(SPEC_NAMES)('every $ref in %s.yaml resolves', (spec) => {
    const occurrences = collectRefs(spec, specs[spec]);
    const broken = occurrences.map((occurrence) => checkRef(specs, occurrence)).filter(Boolean);
    expect(broken).toEqual([]);
  });

  it.each(API_SPEC_NAMES)('%s.yaml uses shared components from ./shared.yaml only', (spec) => {
    const external = collectRefs(spec, specs[spec]).filter((o) => !o.ref.startsWith('#'));
    expect(external.length).toBeGreaterThan(0);
    for (const occurrence of external) {
      expect(occurrence.ref, occurrence.at).toMatch(/^\.\/shared\.yaml#\/components\//);
    }
  });

  it('shared.yaml refers only to itself', () => {
    const foreign = collectRefs('shared', specs.shared).filter((o) => !o.ref.startsWith('#'));
    expect(foreign).toEqual([]);
  });

  it('reports a reference whose target is missing', () => {
    const broken = {
      ...specs,
      stateless: {
        components: { schemas: { A: { $ref: './shared.yaml#/components/schemas/Nope' } } },
      },
    } as Specs;
    const occurrences = collectRefs('stateless', broken.stateless);
    expect(occurrences).toHaveLength(1);
    expect(checkRef(broken, occurrences[0])).toContain('does not resolve');
  });

  it('parses local, relative-file and test-style references', () => {
    expect(parseRef('#/components/schemas/Job', 'stateless')).toEqual({
      spec: 'stateless',
      pointer: '/components/schemas/Job',
    });
    expect(parseRef('./shared.yaml#/components/schemas/Id', 'routing')).toEqual({
      spec: 'shared',
      pointer: '/components/schemas/Id',
    });
    expect(parseRef('integration#/components/schemas/Booking')).toEqual({
      spec: 'integration',
      pointer: '/components/schemas/Booking',
    });
    expect(() => parseRef('other.yaml#/x', 'routing')).toThrow(/Unknown spec/);
  });

  it('follows JSON Pointers with escaped tokens', () => {
    const doc = { paths: { '/jobs/{job_id}': { get: { ok: 1 } } } };
    expect(resolvePointer(doc, '/paths/~1jobs~1{job_id}/get/ok')).toBe(1);
    expect(resolvePointer(doc, '/paths/~1jobs/get')).toBeUndefined();
  });
});
