import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('docs metadata of the last build (tests/support/docs.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('gives each doc file the id and URL Docusaurus gave it, slug included', async () => {
    const { loadDocsMetadata } = await import('../support/docs');
    const faq = loadDocsMetadata().find((doc) => doc.file === 'faq/faq.mdx');
    expect(faq).toMatchObject({ id: 'faq/faq', permalink: '/docs/faq' });
  });

  it('asks for a build when there is none', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'no-build-'));
    try {
      vi.stubEnv('DOCUSAURUS_GENERATED_FILES_DIR_NAME', empty);
      const { loadDocsMetadata, loadSidebars } = await import('../support/docs');
      const hint = 'run `E2E_FIXTURES=true npx docusaurus build` first';
      expect(() => loadDocsMetadata()).toThrow(hint);
      expect(() => loadSidebars()).toThrow(hint);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
