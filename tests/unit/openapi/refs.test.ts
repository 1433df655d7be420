import { describe, expect, it } from 'vitest';
import { API_SPEC_NAMES, specDependencies, specNames } from '../../support/openapiSchemas';

// Whether every $ref resolves is `npm run lint:api`'s no-unresolved-refs; this is the layout.
describe('$refs between the OpenAPI files', () => {
  const dependencies = specDependencies();
  const apis = new Set<string>(API_SPEC_NAMES);

  it.each(API_SPEC_NAMES)('%s.yaml takes shared components from files that are no API', (spec) => {
    const others = dependencies[spec]?.filter((name) => name !== spec) ?? [];
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((name) => apis.has(name))).toEqual([]);
  });

  it('component files refer only to themselves', () => {
    const componentFiles = specNames().filter((name) => !apis.has(name));
    expect(componentFiles.length).toBeGreaterThan(0);
    for (const name of componentFiles) expect(dependencies[name], name).toEqual([name]);
  });
});
