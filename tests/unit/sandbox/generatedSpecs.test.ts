import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { buildSandboxSpecs, SANDBOX_SPECS_PATH } from '../../../scripts/build-sandbox-specs';

describe('src/sandbox/generated/openapi.json', () => {
  it('is the committed output of a fresh generation from openapi/', async () => {
    expect(readFileSync(SANDBOX_SPECS_PATH, 'utf8')).toBe(await buildSandboxSpecs());
  });
});
