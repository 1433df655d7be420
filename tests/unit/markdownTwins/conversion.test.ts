/**
 * The MDX-to-Markdown conversion of the twins (src/plugins/markdown-twins), construct by
 * construct, on fixture pages: what a reader of the page sees is in the twin, as Markdown, and
 * nothing of the MDX source (imports, exports, comments, JSX) is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import { GLOSSARY, TERM_IDS } from '../../../src/data/glossary';
import { COMPONENT_PRINTERS } from '../../../src/plugins/markdown-twins/componentPrinters';
import { createLinkResolver } from '../../../src/plugins/markdown-twins/linkResolver';
import { mdxToMarkdown } from '../../../src/plugins/markdown-twins/mdxToMarkdown';
import { twinFileName, twinPath } from '../../../src/plugins/markdown-twins/twinPath';

const FIXTURES = path.join(__dirname, 'fixtures');
const SITE_URL = 'https://docs.example.com/';
const PAGE_FILE = path.join(FIXTURES, 'docs/howto/constructs.mdx');
const DEPOT_FILE = path.join(FIXTURES, 'docs/concepts/depot.mdx');

function convert(source: string, warnings: string[] = []): string {
  const resolveLink = createLinkResolver(
    {
      siteUrl: SITE_URL,
      siteDir: FIXTURES,
      permalinkBySource: new Map([
        [PAGE_FILE, '/docs/howto/constructs'],
        [DEPOT_FILE, '/docs/concepts/depot'],
      ]),
      twinned: new Set(['/docs/howto/constructs', '/docs/concepts/depot', '/docs/intro']),
    },
    { sourceFile: PAGE_FILE, permalink: '/docs/howto/constructs' },
  );
  return mdxToMarkdown(
    {
      source,
      title: 'Every construct',
      canonicalUrl: `${SITE_URL}docs/howto/constructs`,
      sourceName: 'docs/howto/constructs.mdx',
    },
    { resolveLink, printers: COMPONENT_PRINTERS, warn: (message) => warnings.push(message) },
  );
}

describe('markdown twin of an MDX page', () => {
  const warnings: string[] = [];
  let twin = '';
  beforeAll(() => {
    twin = convert(readFileSync(PAGE_FILE, 'utf8'), warnings);
  });

  it('starts with the title as the one `#` heading and the canonical URL under it', () => {
    const lines = twin.split('\n');
    expect(lines[0]).toBe('# Every construct');
    expect(lines[2]).toBe('URL: <https://docs.example.com/docs/howto/constructs>');
    expect(twin.match(/^# /gm)).toHaveLength(1);
  });

  it('drops front matter, imports, exports and comments', () => {
    expect(twin).not.toMatch(/^import /m);
    expect(twin).not.toMatch(/^export /m);
    expect(twin).not.toContain('description:');
    expect(twin).not.toContain("editor's note");
    expect(twin).not.toContain('{/*');
  });

  it('has no JSX left', () => {
    expect(twin).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]/);
  });

  it('turns tabs into sections labelled one level below the heading they sit under', () => {
    expect(twin).toMatch(
      /## Request\n\n### curl\n\n```bash\ncurl -X POST [^\n]+\n```\n\n### JavaScript\n\n```js\n/,
    );
  });

  it('prints a <Term> as its words, or the glossary term when it has none', () => {
    expect(twin).toContain(`A late booking and a ${GLOSSARY.dfr.term} plan.`);
  });

  it('prints what <GlossaryList> computes: every term with its definition, linked', () => {
    for (const id of TERM_IDS) {
      const { term, definition, page } = GLOSSARY[id];
      expect(twin).toContain(`[**${term}**](https://docs.example.com${page}`);
      expect(twin).toContain(definition);
    }
  });

  it('keeps Mermaid as a fenced mermaid block and JSON with its fence and title', () => {
    expect(twin).toContain('```mermaid\nflowchart LR\n  A --> B\n```');
    expect(twin).toContain('```json title="The response"\n{ "status": "solved" }\n```');
  });

  it('drops the explicit heading id', () => {
    expect(twin).toContain('\n## Limits\n');
    expect(twin).not.toContain('{#limits}');
  });

  it('makes links absolute: to the twin, or to the page where they name an anchor', () => {
    expect(twin).toContain('[depot concept](https://docs.example.com/docs/concepts/depot.md)');
    expect(twin).toContain(
      '[capacity section](https://docs.example.com/docs/concepts/depot#capacity)',
    );
    expect(twin).toContain('[intro](https://docs.example.com/docs/intro.md)');
    expect(twin).toContain('[the API reference](https://docs.example.com/api-portal/routing)');
    expect(twin).toContain('[an outside page](https://www.example.com/x)');
  });

  it('turns admonitions into block quotes that start with their title', () => {
    expect(twin).toContain('> **Keep the cursor**\n>\n> Cursors expire after 24 hours.');
    expect(twin).toContain('> **Tip**\n>\n> Use a seed.');
  });

  it('keeps the text of an unknown component and reports it and an unprintable expression', () => {
    expect(twin).toContain('Text inside an unknown component.');
    expect(warnings).toEqual([
      'docs/howto/constructs.mdx:63: <Unknown> has no Markdown printer; its children are kept',
      'docs/howto/constructs.mdx:65: the expression {helper} is not printed in the Markdown twin',
    ]);
  });
});

describe('conversion edge cases', () => {
  it('prints a string expression as its text', () => {
    expect(convert("Before{' '}after and {`template`}.")).toContain('Before after and template.');
  });

  it('names the file when the source is not valid MDX', () => {
    expect(() => convert('A <b>broken tag.')).toThrow(
      /markdown-twins: docs\/howto\/constructs\.mdx is not valid MDX/,
    );
  });

  it('warns about a <Term> with an unknown id and prints nothing for it', () => {
    const warnings: string[] = [];
    expect(convert('A <Term id="nope" /> here.', warnings)).toContain('A  here.');
    expect(warnings[0]).toContain('<Term id="nope"> names no glossary entry');
  });
});

describe('twin URLs', () => {
  it.each([
    ['/docs/concepts/depot', '/docs/concepts/depot.md', 'docs/concepts/depot.md'],
    ['/', '/index.md', 'index.md'],
    ['/docs/faq/', '/docs/faq/index.md', 'docs/faq/index.md'],
    ['/routing#section', '/routing.md', 'routing.md'],
  ])('%s -> %s', (permalink, urlPath, file) => {
    expect(twinPath(permalink)).toBe(urlPath);
    expect(twinFileName(permalink)).toBe(file);
  });
});
