/**
 * The security-headers plugin's postBuild on a small output folder: every page gets the meta
 * policy (the live-code page the one that allows eval), redirect pages are left alone, and
 * `_headers` allows each inline script by its hash. More pages than one rewrite batch, since
 * the pages are rewritten a few at a time (one page's HTML in memory, not the whole site's).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';
import { afterEach, describe, expect, it } from 'vitest';

import securityHeadersPlugin from '../../src/plugins/security-headers';
import { scriptHashSource } from '../../src/plugins/security-headers/inlineScripts';
import { readMetaPolicy } from '../../src/plugins/security-headers/metaPolicy';
import { NO_SERVICES_CUSTOM_FIELDS } from '../support/noServicesCustomFields';

const PLAIN_PAGES = 40;

function page(body: string, script = 'document.documentElement.dataset.theme="light"'): string {
  return `<!DOCTYPE html><html><head><meta charset="UTF-8"><script>${script}</script></head><body>${body}</body></html>`;
}

/** Where the build writes a page with `trailingSlash: false`: `docs/x` in `docs/x.html`. */
function writePage(outDir: string, urlPath: string, html: string): string {
  const file = path.join(outDir, `${urlPath}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  return file;
}

describe('security-headers postBuild', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('puts the policy in every page, the live one allowing eval, and hashes in _headers', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'security-headers-'));
    dirs.push(outDir);
    const plainFiles = Array.from({ length: PLAIN_PAGES }, (_, index) =>
      writePage(outDir, `docs/page-${index}`, page(`<p>page ${index}</p>`)),
    );
    const liveFile = writePage(
      outDir,
      'docs/live',
      page('<div data-live-codeblock="true"></div>', 'window.live=1'),
    );
    const redirectHtml =
      '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/docs/live"><script>window.location.href="/docs/live"</script></head></html>';
    const redirectFile = writePage(outDir, 'docs/old', redirectHtml);

    const context = { baseUrl: '/' } as LoadContext;
    const plugin = securityHeadersPlugin(context, { redirects: [] }) as Plugin & {
      postBuild: (props: unknown) => Promise<void>;
    };
    await plugin.postBuild({
      outDir,
      siteConfig: { themeConfig: {}, customFields: NO_SERVICES_CUSTOM_FIELDS },
    });

    for (const file of plainFiles) {
      const policy = readMetaPolicy(readFileSync(file, 'utf8'));
      expect(policy, file).toMatch(/script-src/);
      expect(policy, file).not.toMatch(/unsafe-eval/);
    }
    expect(readMetaPolicy(readFileSync(liveFile, 'utf8'))).toMatch(/'unsafe-eval'/);
    expect(readFileSync(redirectFile, 'utf8')).toBe(redirectHtml);

    const headers = readFileSync(path.join(outDir, '_headers'), 'utf8');
    for (const script of [
      'document.documentElement.dataset.theme="light"',
      'window.live=1',
      'window.location.href="/docs/live"',
    ]) {
      expect(headers).toContain(scriptHashSource(script));
    }
    expect(headers).toMatch(/^\/docs\/live\n\s+! Content-Security-Policy/m);
  });
});
