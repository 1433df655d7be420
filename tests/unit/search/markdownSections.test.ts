import { describe, expect, it } from 'vitest';

import { headingAnchors } from '../../../src/markdown/headingAnchors';
import { parseGfm, parseMdx } from '../../../src/markdown/parseMdx';
import { plainText } from '../../../src/markdown/plainText';
import { markdownSections } from '../../../src/plugins/search/markdownSections';

const DOC = `---
title: "Time windows"
description: "When a stop may be served."
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Each entry of \`time_windows\` has a **start** and an [end](../x.mdx), both inclusive.
{/* an editor's note that readers never see */}

## Waiting versus lateness

A vehicle that arrives early *waits*.

- First item with <Term id="slack">slack</Term>
- Second item

| field | unit |
| --- | --- |
| \`waiting\` | seconds |

\`\`\`json title="Request"
{ "time_windows": [] }
## not a heading inside code
\`\`\`

### Several windows

<Tabs groupId="lang">
  <TabItem value="curl" label="cURL">

Text inside a tab.

  </TabItem>
</Tabs>

#### Deeper detail

:::warning[Ends are inclusive]
Both ends count.
:::

## Waiting versus lateness

## \`time_windows\` and breaks

## Custom anchor {#my-anchor}
`;

describe('Markdown sections', () => {
  const parsed = markdownSections(parseMdx(DOC));

  it('reads the intro without front matter, imports, comments or markup', () => {
    expect(parsed.sections[0]).toEqual({
      level: 1,
      headings: [],
      anchor: '',
      paragraphs: ['Each entry of time_windows has a start and an end, both inclusive.'],
    });
  });

  it('splits by h2 and h3 with the anchors Docusaurus gives them', () => {
    expect(
      parsed.sections.map((section) => [section.level, section.headings, section.anchor]),
    ).toEqual([
      [1, [], ''],
      [2, ['Waiting versus lateness'], 'waiting-versus-lateness'],
      [3, ['Waiting versus lateness', 'Several windows'], 'several-windows'],
      [2, ['Waiting versus lateness'], 'waiting-versus-lateness-1'],
      [2, ['time_windows and breaks'], 'time_windows-and-breaks'],
      [2, ['Custom anchor'], 'my-anchor'],
    ]);
  });

  it('keeps list items, table rows, admonition titles and text inside JSX; drops code blocks', () => {
    expect(parsed.sections[1]!.paragraphs).toEqual([
      'A vehicle that arrives early waits.',
      'First item with slack',
      'Second item',
      'field · unit',
      'waiting · seconds',
    ]);
    expect(parsed.sections[2]!.paragraphs).toEqual([
      'Text inside a tab.',
      'Deeper detail',
      'Ends are inclusive',
      'Both ends count.',
    ]);
    expect(JSON.stringify(parsed)).not.toContain('not a heading inside code');
    expect(JSON.stringify(parsed)).not.toContain('editor');
  });

  it('keeps the first h1 aside as the title and reads inline JSX elements as one line', () => {
    const page = markdownSections(
      parseMdx(
        '# Setting up\n\nInstall it.\n\n<details>\n<summary>Why so?</summary>\n\nBecause.\n\n</details>\n',
      ),
    );
    expect(page.h1).toBe('Setting up');
    expect(page.sections).toEqual([
      { level: 1, headings: [], anchor: '', paragraphs: ['Install it.', 'Why so?', 'Because.'] },
    ]);
  });
});

describe('heading anchors', () => {
  const anchorsOf = (source: string) => [...headingAnchors(parseMdx(source)).values()];

  it('numbers repeated titles over every heading of the page, h1 and h4-h6 and JSX included', () => {
    const source = [
      '# Limits',
      '## Limits',
      '<Tabs>',
      '<TabItem value="a">',
      '',
      '### Limits',
      '',
      '</TabItem>',
      '</Tabs>',
      '#### Limits',
      '## Limits {#limits}',
      '## Limits',
    ].join('\n\n');
    // Like Docusaurus, an explicit id does not take a number from the slugger.
    expect(anchorsOf(source).map((anchor) => anchor.id)).toEqual([
      'limits',
      'limits-1',
      'limits-2',
      'limits-3',
      'limits',
      'limits-4',
    ]);
  });

  it('honours ids written as a trailing comment and leaves the comment out of the text', () => {
    expect(anchorsOf('## Tokens {/* #get-token */}\n')[0]).toEqual({
      id: 'get-token',
      text: 'Tokens',
    });
    // A comment that does not start with # is no id: the heading is slugged from its source.
    expect(anchorsOf('## Tokens {/* note */}\n')[0]!.id).toBe('tokens--note-');
  });

  it('slugs the text with code, links and punctuation as github-slugger does', () => {
    expect(anchorsOf('## What the `POST /solve` [call](./x.mdx) returns (v2)?\n')[0]).toEqual({
      id: 'what-the-post-solve-call-returns-v2',
      text: 'What the POST /solve call returns (v2)?',
    });
  });
});

describe('plain text', () => {
  it('keeps what a reader sees of inline Markdown and MDX', () => {
    const [paragraph] = parseMdx(
      'A [link](./a.mdx "t"), ![alt text](x.png), `code`, __bold__ and snake_case_words\n',
    ).children;
    expect(plainText(paragraph!)).toBe('A link, alt text, code, bold and snake_case_words');
    const [mdx] = parseMdx(
      'Escaped \\* star,{" "}&amp; <abbr title="x">ETA</abbr>{count} at :name\n',
    ).children;
    expect(plainText(mdx!)).toBe('Escaped * star, & ETA at :name');
  });

  it('reads spec descriptions as GitHub-flavoured Markdown, where < and { are text', () => {
    expect(plainText(parseGfm('Sign `t=<ts>` when a < b, over {body} ~~old~~\n'))).toBe(
      'Sign t=<ts> when a < b, over {body} old',
    );
  });
});
