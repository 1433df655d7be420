/**
 * Writes `<outDir>/_headers` after the build: the security headers the CDN sends with every
 * response, and the ones the e2e server applies. The format is Cloudflare Pages': pages with
 * live code replace the site-wide CSP with a `! Content-Security-Policy` line. Netlify reads
 * the same file but merges the headers of every matching rule instead, which would send both
 * policies on those pages (both are enforced, so eval stays blocked); a host other than
 * Cloudflare Pages needs the rules translated (see the README's Deploying section). The
 * Content-Security-Policy allows inline scripts only by the sha256 hashes of the scripts the
 * build actually emitted, so it can only be computed here, after the HTML exists; this plugin
 * is the only writer of `_headers` (there is no static/_headers), so it also gives the
 * content-hashed folders (IMMUTABLE_PATHS) their year-long Cache-Control.
 */
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { RedirectOption } from '@docusaurus/plugin-client-redirects/lib/options';
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import { createToUrl } from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles';

import type { SiteCustomFields } from '../../siteCustomFields';
import {
  buildPolicyDirectives,
  buildSandboxWorkerPolicy,
  isIdentityConfigured,
  serializePolicy,
  type PolicyDirectives,
} from './contentSecurityPolicy';
import { renderHeadersFile, type HeaderRule } from './headersFile';
import { findInlineEventHandlers, findInlineScripts, scriptHashSource } from './inlineScripts';
import { insertMetaPolicy, metaPolicyDirectives } from './metaPolicy';
import { pageUrlPatterns } from './pageUrls';
import { responseHeaders } from './responseHeaders';

/** The sandbox worker's chunk, named by src/plugins/sandbox-console/sandboxClient.ts (`name` option). */
const SANDBOX_WORKER_FILE = /^routekit-sandbox\.[\w-]+\.js$/;

/** The built sandbox worker scripts, as URL paths under the site's base URL. */
export async function sandboxWorkerPaths(outDir: string, baseUrl: string): Promise<string[]> {
  const entries = await readdir(path.join(outDir, 'assets', 'js')).catch(() => [] as string[]);
  return entries
    .filter((name) => SANDBOX_WORKER_FILE.test(name))
    .sort()
    .map((name) => `${baseUrl}assets/js/${name}`);
}

/** The SSR output of the CodeBlock of src/plugins/code-blocks for a live block. */
const LIVE_CODE_MARKER = 'data-live-codeblock=';
/** The SSR output of src/plugins/api-reference/theme/Redoc: an API reference page. */
const API_REFERENCE_MARKER = 'data-redoc-state=';

/** Cloudflare Pages reads at most this many rules of a `_headers` file. */
export const MAX_HEADER_RULES = 100;

async function listHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

interface ScannedPage {
  file: string;
  hasLiveCode: boolean;
  isApiReference: boolean;
}

/**
 * Pages rewritten at a time. Each is read again rather than kept from the scan: holding every
 * page's HTML (and its rewritten copy) at once grew the build's heap by 2.2 GB at 5,000 pages
 * (bench/README.md, "Scale").
 */
const REWRITE_BATCH = 16;

/** plugin-client-redirects' pages: a meta refresh and one script, written in the same phase. */
const REDIRECT_PAGE_MARKER = /<meta\s+http-equiv\s*=\s*["']?refresh/i;

/** Build folders whose every file name holds a content hash (tests/build/securityHeaders.test.ts). */
export const IMMUTABLE_PATHS = ['/assets/*', '/search-index/*'] as const;
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Rewrites a page through a temporary file and a rename: other plugins' postBuild hooks run
 * at the same time and may be reading the page, and must see either version whole.
 */
async function replaceFile(file: string, text: string): Promise<void> {
  const temporary = `${file}.security-headers.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

export interface SecurityHeadersOptions {
  /**
   * The redirects given to @docusaurus/plugin-client-redirects. Docusaurus runs the plugins'
   * postBuild hooks concurrently, so the redirect pages may not exist yet when this one scans
   * the HTML; their inline scripts are rendered here with that plugin's own template instead.
   */
  redirects?: readonly RedirectOption[];
}

/** The inline scripts of the redirect pages plugin-client-redirects writes for `redirects`. */
export function redirectPageScripts(
  baseUrl: string,
  redirects: readonly RedirectOption[],
): string[] {
  return redirects.flatMap(({ to }) =>
    findInlineScripts(createRedirectPageContent({ toUrl: createToUrl(baseUrl, to) })),
  );
}

/** `plugins: [['./src/plugins/security-headers', { redirects } satisfies SecurityHeadersOptions]]` */
export default function securityHeadersPlugin(
  context: LoadContext,
  options: SecurityHeadersOptions = {},
): Plugin {
  return {
    name: 'security-headers',
    async postBuild({ outDir, siteConfig }) {
      const hashes = new Set<string>(
        redirectPageScripts(context.baseUrl, options.redirects ?? []).map(scriptHashSource),
      );
      const pages: ScannedPage[] = [];
      for (const file of await listHtmlFiles(outDir)) {
        const html = await readFile(file, 'utf8');
        for (const body of findInlineScripts(html)) hashes.add(scriptHashSource(body));
        const handlers = findInlineEventHandlers(html);
        if (handlers.length > 0) {
          // A hash cannot allow these without 'unsafe-hashes'; the CSP will block them.
          console.warn(
            `[security-headers] ${path.relative(outDir, file)}: inline handlers ${handlers.join(', ')}`,
          );
        }
        // Redirect pages may or may not exist yet (see SecurityHeadersOptions.redirects), so
        // none gets a meta policy, whichever finished first; their one script is hashed above.
        if (REDIRECT_PAGE_MARKER.test(html)) continue;
        pages.push({
          file,
          hasLiveCode: html.includes(LIVE_CODE_MARKER),
          isApiReference: html.includes(API_REFERENCE_MARKER),
        });
      }

      const themeConfig = siteConfig.themeConfig as { algolia?: { appId?: string } };
      const customFields = siteConfig.customFields as unknown as SiteCustomFields;
      const policyInput = {
        inlineScriptHashes: [...hashes].sort(),
        customFields,
        algoliaAppId: themeConfig.algolia?.appId,
      };
      // A page's policy widens only for what it carries: eval for live code, blob workers for
      // Redoc's search (src/plugins/api-reference/theme/Redoc reloads a reference page reached
      // client-side).
      const policyOf = (page: Pick<ScannedPage, 'hasLiveCode' | 'isApiReference'>) =>
        buildPolicyDirectives({
          ...policyInput,
          allowEval: page.hasLiveCode,
          allowBlobWorkers: page.isApiReference,
        });
      const sitePolicy = policyOf({ hasLiveCode: false, isApiReference: false });
      const rules: HeaderRule[] = [
        {
          pattern: '/*',
          headers: [
            ...responseHeaders({ identityEnabled: isIdentityConfigured(customFields.identity) }),
            ['Content-Security-Policy', serializePolicy(sitePolicy)],
          ],
        },
      ];
      // Every file name under these folders carries a hash of its contents (the bundler's
      // assets, the Mermaid SVGs, the search index pieces and their manifest), so a browser
      // may keep them for a year and never ask again; a new build gives new names. The rule
      // matches missing files too, but Cloudflare Pages sends `Cache-Control: no-store` on every
      // 404 whatever _headers says (scripts/serve-build.mjs does the same), so only files that
      // exist are kept; per-file rules would not fit Pages' limit of 100 rules.
      for (const pattern of IMMUTABLE_PATHS) {
        rules.push({ pattern, headers: [['Cache-Control', IMMUTABLE_CACHE_CONTROL]] });
      }
      for (const page of pages.filter((each) => each.hasLiveCode || each.isApiReference)) {
        const policyText = serializePolicy(policyOf(page));
        for (const pattern of pageUrlPatterns(outDir, page.file, context.baseUrl)) {
          rules.push({
            pattern,
            detach: ['Content-Security-Policy'],
            headers: [['Content-Security-Policy', policyText]],
          });
        }
      }
      // The sandbox worker's script carries its own, narrower policy with 'unsafe-eval'.
      const workerPolicyText = serializePolicy(buildSandboxWorkerPolicy());
      for (const pattern of await sandboxWorkerPaths(outDir, context.baseUrl)) {
        rules.push({
          pattern,
          detach: ['Content-Security-Policy'],
          headers: [['Content-Security-Policy', workerPolicyText]],
        });
      }
      if (rules.length > MAX_HEADER_RULES) {
        // Pages would silently drop the rest, the page policies among them.
        throw new Error(
          `[security-headers] ${rules.length} _headers rules; Cloudflare Pages reads ${MAX_HEADER_RULES}`,
        );
      }
      const text = renderHeadersFile(rules, [
        'Generated by src/plugins/security-headers at build time; do not edit.',
        `${hashes.size} inline script hashes; 'unsafe-eval' only on pages with live code blocks`,
        "and in the sandbox worker's script; blob: workers only on API reference pages.",
      ]);
      await writeFile(path.join(outDir, '_headers'), text);

      // The same policy in each page, for hosts that send no headers (a plain bucket).
      const metaContent = (policy: PolicyDirectives) =>
        serializePolicy(metaPolicyDirectives(policy));
      for (let start = 0; start < pages.length; start += REWRITE_BATCH) {
        await Promise.all(
          pages.slice(start, start + REWRITE_BATCH).map(async (page) => {
            const html = await readFile(page.file, 'utf8');
            await replaceFile(page.file, insertMetaPolicy(html, metaContent(policyOf(page))));
          }),
        );
      }
    },
  };
}
