import { describe, it, expect } from 'vitest';

import {
  codeBlocks,
  firstParagraph,
  headings,
  links,
  pageFromSource,
  parseMdx,
  parseMeta,
  proseWordCount,
} from '../support/mdx';

const SAMPLE = [
  '---',
  'title: "Sample"',
  'description: "front matter words are not prose"',
  '---',
  '',
  "import Term from '@site/src/components/Term';",
  '',
  'One two <Term id="booking">three</Term> `four`.',
  '',
  '## Limits {#limits}',
  '',
  '```json schema="stateless#/components/schemas/SolveRequest" title="A b"',
  '{ "not": "prose words" }',
  '```',
  '',
  '## Limits',
  '',
  '## Limits',
  '',
  '[five](../concepts/depot.mdx#pitfalls) and <a href="/docs/intro">six</a>.',
  '',
].join('\n');

describe('mdx helpers', () => {
  const tree = parseMdx(SAMPLE);

  it('counts prose words only: not front matter, imports, code, JSX tags or attributes', () => {
    // One two three four / Limits / Limits / Limits / five and six.
    expect(proseWordCount(tree)).toBe(4 + 3 + 3);
  });

  it('reads code blocks with language, meta attributes, body and fence line', () => {
    expect(codeBlocks(tree)).toEqual([
      {
        lang: 'json',
        meta: 'schema="stateless#/components/schemas/SolveRequest" title="A b"',
        attributes: { schema: 'stateless#/components/schemas/SolveRequest', title: 'A b' },
        body: '{ "not": "prose words" }',
        line: 12,
      },
    ]);
  });

  it('parses meta strings with quoted, bare and flag attributes', () => {
    expect(parseMeta(`title='x y' lines=1-3 showLineNumbers`)).toEqual({
      title: 'x y',
      lines: '1-3',
      showLineNumbers: true,
    });
  });

  it('gives headings Docusaurus ids: explicit {#id} first, then github-slugger with suffixes', () => {
    // Like Docusaurus, an explicit id does not reserve its slug: the next "Limits" is "limits".
    expect(headings(tree).map((heading) => [heading.id, heading.text, heading.line])).toEqual([
      ['limits', 'Limits', 10],
      ['limits', 'Limits', 16],
      ['limits-1', 'Limits', 18],
    ]);
    const punctuated = parseMdx('## What the `POST /solve` call returns (v2)?\n');
    expect(headings(punctuated)[0]?.id).toBe('what-the-post-solve-call-returns-v2');
  });

  it('finds Markdown links and <a href> with their lines', () => {
    expect(links(tree)).toEqual([
      { url: '../concepts/depot.mdx#pitfalls', line: 20 },
      { url: '/docs/intro', line: 20 },
    ]);
  });

  it('reads the first paragraph', () => {
    expect(firstParagraph(tree)).toEqual({ text: 'One two three four.', line: 8 });
  });

  it('reads front matter as Docusaurus does', async () => {
    const page = await pageFromSource('concepts/x.mdx', SAMPLE);
    expect(page.frontMatter).toEqual({
      title: 'Sample',
      description: 'front matter words are not prose',
    });
  });

  it('records a parse error with its line instead of throwing', async () => {
    const page = await pageFromSource('concepts/bad.mdx', '---\ntitle: x\n---\n\nText {unclosed\n');
    expect(page.tree).toBeUndefined();
    expect(page.parseError?.line).toBe(5);
    const badYaml = await pageFromSource('concepts/bad.mdx', '---\ntitle: x\nfoo: : bar\n---\n');
    expect(badYaml.parseError?.line).toBe(3);
  });
});
