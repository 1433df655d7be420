import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { toRedirectFiles } from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles';

import {
  buildContentSecurityPolicy,
  buildPolicyDirectives,
  SEARCH_INSIGHTS_SCRIPT,
} from '../../src/plugins/security-headers/contentSecurityPolicy';
import { renderHeadersFile } from '../../src/plugins/security-headers/headersFile';
import {
  findInlineEventHandlers,
  findInlineScripts,
  scriptHashSource,
} from '../../src/plugins/security-headers/inlineScripts';
import {
  insertMetaPolicy,
  metaPolicyDirectives,
  readMetaPolicy,
} from '../../src/plugins/security-headers/metaPolicy';
import { pageUrlPatterns } from '../../src/plugins/security-headers/pageUrls';
import { redirectPageScripts } from '../../src/plugins/security-headers';
import {
  DENIED_FEATURES,
  permissionsPolicy,
  responseHeaders,
} from '../../src/plugins/security-headers/responseHeaders';
import { NO_SERVICES_CUSTOM_FIELDS } from '../support/noServicesCustomFields';

describe('findInlineScripts', () => {
  it('returns executable inline bodies verbatim and skips external and data scripts', () => {
    const html = [
      '<script>(function(){var t="light"})()</script>',
      '<script src="/assets/js/main.js" defer></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      "<script type='module'>\n  import('/x.js');\n</script>",
      '<SCRIPT type=text/javascript>a()</SCRIPT>',
    ].join('');
    expect(findInlineScripts(html)).toEqual([
      '(function(){var t="light"})()',
      "\n  import('/x.js');\n",
      'a()',
    ]);
  });
});

describe('scriptHashSource', () => {
  it('is the base64 sha256 of the UTF-8 body in CSP syntax', () => {
    const body = 'document.documentElement.setAttribute("data-theme","dark")';
    const digest = createHash('sha256').update(body).digest('base64');
    expect(scriptHashSource(body)).toBe(`'sha256-${digest}'`);
    expect(scriptHashSource(`${body} `)).not.toBe(scriptHashSource(body));
  });
});

describe('findInlineEventHandlers', () => {
  it('finds on* attributes but not words inside text', () => {
    const html = '<link rel="preload" onload="this.rel=1"><p>click on=me</p><img src=x>';
    expect(findInlineEventHandlers(html)).toEqual(['onload']);
  });
});

describe('buildContentSecurityPolicy', () => {
  const hashes = ["'sha256-AAA='", "'sha256-BBB='"];

  it('without services allows only self and the listed hashes, never inline or eval', () => {
    const policy = buildContentSecurityPolicy({
      inlineScriptHashes: hashes,
      customFields: NO_SERVICES_CUSTOM_FIELDS,
    });
    const script = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(script).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB='");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain('worker-src');
    expect(policy).not.toMatch(/googletagmanager|algolia|googleapis|firebaseapp/);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('adds eval only when asked (live code pages)', () => {
    const directives = buildPolicyDirectives({
      inlineScriptHashes: hashes,
      customFields: NO_SERVICES_CUSTOM_FIELDS,
      allowEval: true,
    });
    expect(directives.get('script-src')).toContain("'unsafe-eval'");
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows blob: workers only when asked (API reference pages)', () => {
    const input = { inlineScriptHashes: hashes, customFields: NO_SERVICES_CUSTOM_FIELDS };
    expect(buildPolicyDirectives(input).get('worker-src')).toEqual(["'self'"]);
    expect(buildPolicyDirectives({ ...input, allowBlobWorkers: true }).get('worker-src')).toEqual([
      "'self'",
      'blob:',
    ]);
  });

  it('allows each configured service and nothing of the others', () => {
    const withGa = buildPolicyDirectives({
      inlineScriptHashes: [],
      customFields: { ...NO_SERVICES_CUSTOM_FIELDS, analytics: { measurementId: 'G-TEST' } },
    });
    expect(withGa.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(withGa.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(withGa.get('connect-src')!.join(' ')).not.toContain('algolia');

    const withSearch = buildPolicyDirectives({
      inlineScriptHashes: [],
      customFields: { ...NO_SERVICES_CUSTOM_FIELDS, hostedSearch: true },
      algoliaAppId: 'APP42',
    });
    expect(withSearch.get('connect-src')).toEqual(
      expect.arrayContaining(['https://app42-dsn.algolia.net', 'https://*.algolianet.com']),
    );
    expect(withSearch.get('script-src')).toContain(SEARCH_INSIGHTS_SCRIPT);
    expect(withGa.get('script-src')).not.toContain(SEARCH_INSIGHTS_SCRIPT);

    const withIdentity = buildPolicyDirectives({
      inlineScriptHashes: [],
      customFields: {
        ...NO_SERVICES_CUSTOM_FIELDS,
        identity: {
          ...NO_SERVICES_CUSTOM_FIELDS.identity,
          apiKey: 'k',
          projectId: 'demo-kestrel',
          emulatorHost: '127.0.0.1:9099',
        },
      },
    });
    expect(withIdentity.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'http://127.0.0.1:9099',
      ]),
    );
    expect(withIdentity.get('frame-src')).toEqual(['https://demo-kestrel.firebaseapp.com']);
  });
});

describe('renderHeadersFile', () => {
  it('writes pattern lines, indented headers and detach lines in order', () => {
    const text = renderHeadersFile(
      [
        { pattern: '/*', headers: [['X-Content-Type-Options', 'nosniff']] },
        { pattern: '/docs/intro', detach: ['Content-Security-Policy'], headers: [['A', 'b']] },
      ],
      ['generated'],
    );
    expect(text).toBe(
      '# generated\n/*\n  X-Content-Type-Options: nosniff\n/docs/intro\n  ! Content-Security-Policy\n  A: b\n',
    );
  });

  it('refuses values that would break the file format', () => {
    expect(() => renderHeadersFile([{ pattern: '/*', headers: [['A', 'x\ny']] }])).toThrow();
  });
});

describe('pageUrlPatterns', () => {
  it('gives the one URL Cloudflare Pages serves a page under (it redirects the others)', () => {
    expect(pageUrlPatterns('/b', '/b/index.html')).toEqual(['/']);
    expect(pageUrlPatterns('/b', '/b/docs/intro.html')).toEqual(['/docs/intro']);
    expect(pageUrlPatterns('/b', '/b/docs/faq/index.html')).toEqual(['/docs/faq/']);
    expect(pageUrlPatterns('/b', '/b/docs/intro.html', '/site')).toEqual(['/site/docs/intro']);
  });
});

describe('the search-insights script DocSearch loads', () => {
  it('is the URL the installed @docsearch/react builds', () => {
    const bundle = readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8');
    const version = /"([\d.]+)",\w+="https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@"/.exec(
      bundle,
    )?.[1];
    expect(version, 'the search-insights URL pattern changed in @docsearch/react').toBeDefined();
    expect(SEARCH_INSIGHTS_SCRIPT).toBe(
      `https://cdn.jsdelivr.net/npm/search-insights@${version}/dist/search-insights.min.js`,
    );
  });
});

describe('redirectPageScripts', () => {
  it('yields the inline scripts of the pages plugin-client-redirects writes, byte for byte', () => {
    const redirects = [
      { from: '/docs/old', to: '/docs/new' },
      { from: '/docs/elsewhere', to: 'https://example.com/page?x=1#y' },
    ];
    // The files the redirects plugin itself produces for these redirects under base URL /base/.
    const files = toRedirectFiles(redirects, { baseUrl: '/base/', outDir: '/out' }, undefined);
    const written = files.flatMap((file) => findInlineScripts(file.fileContent));
    expect(written).toHaveLength(2);
    expect(redirectPageScripts('/base/', redirects)).toEqual(written);
    expect(written[0]).toContain("window.location.href = '/base/docs/new'");
  });
});

describe('responseHeaders', () => {
  const valueOf = (identityEnabled: boolean, name: string) =>
    new Map(responseHeaders({ identityEnabled })).get(name);

  it('sends one year of HSTS with subdomains and keeps resources same-origin', () => {
    expect(valueOf(false, 'Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(valueOf(false, 'Cross-Origin-Resource-Policy')).toBe('same-origin');
  });

  it('isolates the opener unless identity is configured, whose sign-in popup needs it', () => {
    expect(valueOf(false, 'Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(valueOf(true, 'Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
  });

  it('allows only clipboard-write to the site itself and denies every other listed feature', () => {
    const entries = permissionsPolicy().split(', ');
    expect(entries).toContain('clipboard-write=(self)');
    expect(entries.filter((entry) => !entry.endsWith('=()'))).toEqual(['clipboard-write=(self)']);
    for (const feature of ['camera', 'geolocation', 'microphone', 'usb', 'clipboard-read']) {
      expect(entries).toContain(`${feature}=()`);
    }
    expect(new Set(DENIED_FEATURES).size).toBe(DENIED_FEATURES.length);
    expect(valueOf(false, 'Permissions-Policy')).toBe(permissionsPolicy());
  });
});

describe('meta policy', () => {
  const directives = buildPolicyDirectives({
    inlineScriptHashes: ["'sha256-AAA='"],
    customFields: NO_SERVICES_CUSTOM_FIELDS,
  });

  it('keeps every directive but those a meta element cannot carry', () => {
    const meta = metaPolicyDirectives(
      new Map([...directives, ['report-uri', ['/csp']], ['sandbox', []]]),
    );
    expect([...meta.keys()]).toEqual(
      [...directives.keys()].filter((name) => name !== 'frame-ancestors'),
    );
  });

  it('goes right after <meta charset>, before any script, leaving the rest byte for byte', () => {
    const script = '<script>document.documentElement.dataset.x="a&b"</script>';
    const html = `<!doctype html><html><head><meta charset=UTF-8><title>t</title>${script}</head></html>`;
    const policy = "default-src 'self'; script-src 'self' 'sha256-AAA='";
    const out = insertMetaPolicy(html, policy);
    expect(out).toBe(
      `<!doctype html><html><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="${policy}"><title>t</title>${script}</head></html>`,
    );
    expect(readMetaPolicy(out)).toBe(policy);
    expect(findInlineScripts(out)).toEqual(findInlineScripts(html));
  });

  it('falls back to the start of <head>, escapes the attribute and refuses a second policy', () => {
    const out = insertMetaPolicy('<html><head lang=en><link rel=x></head></html>', 'a "b" & c');
    expect(out).toContain(
      '<head lang=en><meta http-equiv="Content-Security-Policy" content="a &quot;b&quot; &amp; c"><link',
    );
    expect(readMetaPolicy(out)).toBe('a "b" & c');
    expect(() => insertMetaPolicy(out, 'x')).toThrow(/already/);
    expect(() => insertMetaPolicy('<p>no head</p>', 'x')).toThrow(/no <head>/);
  });
});
