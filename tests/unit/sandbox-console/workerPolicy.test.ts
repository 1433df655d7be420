import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { sandboxWorkerPaths } from '../../../src/plugins/security-headers';
import {
  buildPolicyDirectives,
  buildSandboxWorkerPolicy,
  serializePolicy,
} from '../../../src/plugins/security-headers/contentSecurityPolicy';
import { NO_SERVICES_CUSTOM_FIELDS } from '../../support/noServicesCustomFields';

describe('the sandbox worker policy', () => {
  it('allows eval and same-origin scripts in the worker only, and nothing else', () => {
    expect(serializePolicy(buildSandboxWorkerPolicy())).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-eval'",
    );
    const page = buildPolicyDirectives({
      inlineScriptHashes: [],
      customFields: NO_SERVICES_CUSTOM_FIELDS,
    });
    expect(page.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it("lets the Try it console reach the APIs' own origins and npm run sandbox", () => {
    const page = buildPolicyDirectives({
      inlineScriptHashes: [],
      customFields: NO_SERVICES_CUSTOM_FIELDS,
    });
    expect(page.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://auth.example.com',
      'http://localhost:4010',
    ]);
  });

  it("finds the worker's chunk by the name the client gives it", async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'worker-policy-'));
    mkdirSync(path.join(outDir, 'assets', 'js'), { recursive: true });
    for (const name of ['routekit-sandbox.1a2b3c4d.js', 'routekit-solver.5e6f.js', 'main.9a.js'])
      writeFileSync(path.join(outDir, 'assets', 'js', name), '');
    expect(await sandboxWorkerPaths(outDir, '/')).toEqual([
      '/assets/js/routekit-sandbox.1a2b3c4d.js',
    ]);
    expect(await sandboxWorkerPaths(path.join(outDir, 'missing'), '/')).toEqual([]);
  });
});
