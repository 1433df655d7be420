/**
 * Twins of React pages (src/plugins/markdown-twins/jsxPageTwin.ts), read from the page source
 * without rendering: the prose in reading order, the figures the page prints from its constant
 * arrays, and its links made absolute.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { jsxPageTwin } from '../../../src/plugins/markdown-twins/jsxPageTwin';
import { markdownDocument } from '../../../src/plugins/markdown-twins/mdxToMarkdown';

function twinOf(fixture: string, warnings: string[] = []): string | null {
  const source = readFileSync(path.join(__dirname, 'fixtures', fixture), 'utf8');
  const twin = jsxPageTwin(source, {
    sourceName: fixture,
    readModule: (specifier) => {
      const fileName = path.join(__dirname, 'fixtures', `${specifier}.ts`);
      return existsSync(fileName) ? { fileName, source: readFileSync(fileName, 'utf8') } : null;
    },
    resolveLink: (url) => new URL(url, 'https://docs.example.com/').href,
    siteTitle: 'RouteKit',
    warn: (message) => warnings.push(message),
  });
  return twin && markdownDocument(twin.title, 'https://docs.example.com/', twin.body);
}

describe('twin of a React page', () => {
  it('takes the <h1> as title and keeps the prose around it in reading order', () => {
    const warnings: string[] = [];
    const twin = twinOf('home.tsx', warnings)!;
    expect(twin.split('\n')[0]).toBe('# Plan routes');
    expect(twin).toContain(
      "RouteKit portal\n\nSend orders; get routes & the vehicle's arrival times.\n\n[Start](https://docs.example.com/docs/quickstart/first_optimization)\n\n## Facts",
    );
    expect(twin.match(/^# /gm)).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('prints the figures a list maps from a constant array, each item apart', () => {
    expect(twinOf('home.tsx')).toContain('- **3** APIs\n- **200** jobs per request');
  });

  it('prints entry cards as linked lines with their label and description', () => {
    // The bullet alternates (`*`) where a list follows another list, so the two stay apart.
    expect(twinOf('home.tsx')).toContain(
      '* **Learn**: [Routing, explained](https://docs.example.com/docs/intro). The models.',
    );
  });

  it('prints a product page: lead, call to action, then each section with its heading', () => {
    expect(twinOf('product.tsx')).toBe(
      [
        '# Routing',
        '',
        'URL: <https://docs.example.com/>',
        '',
        'Plan the day.',
        '',
        '[Read the guide](https://docs.example.com/docs/routing)',
        '',
        '## Asynchronous',
        '',
        'One call answers `202 Accepted`. See [running an optimization](https://docs.example.com/docs/howto/running_optimization).',
        '',
      ].join('\n'),
    );
  });

  it('reads imported constants, template literals and one-line functions', () => {
    const warnings: string[] = [];
    const twin = twinOf('apiList.tsx', warnings)!;
    expect(twin).toContain(
      '- [Routing API](https://docs.example.com/api-portal/routing) [YAML](https://docs.example.com/openapi/routing.yaml)\n- [Stateless API](https://docs.example.com/api-portal/stateless)',
    );
    expect(warnings).toEqual(['apiList.tsx:22: UNKNOWN is not an array the twin can read']);
  });

  it('gives no twin for a page without prose', () => {
    expect(twinOf('noProse.tsx')).toBeNull();
  });
});
