import { describe, it, expect } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { checkFrontMatter, checkUniqueTitles } from './frontMatter';
import { formatAll } from './offence';

describe('front matter checks fail on bad samples', () => {
  it('reports each problem with its line', async () => {
    const bad = await pageFromSource(
      'concepts/bad.mdx',
      [
        '---',
        'title: "Bad"',
        `description: "Uses \`code\` in a description that goes on ${'and on '.repeat(20)}"`,
        'sidebar_postion: 3',
        'sidebar_position: 3',
        'tags: [depot, depot]',
        '---',
        '',
        '# A second title',
        '',
        '#### Skipped',
        '',
        '## Limits {#limits}',
        '',
        '## Limits',
        '',
      ].join('\n'),
    );
    expect(formatAll(checkFrontMatter(bad))).toEqual([
      'docs/concepts/bad.mdx:4: unknown front matter key "sidebar_postion"',
      'docs/concepts/bad.mdx:5: sidebar_position is ignored: page order lives in sidebars.ts',
      'docs/concepts/bad.mdx:3: description has 182 characters, more than 160',
      'docs/concepts/bad.mdx:3: description must be plain text (no Markdown or HTML)',
      'docs/concepts/bad.mdx:6: tag listed twice: depot',
      'docs/concepts/bad.mdx:9: "# A second title": the title comes from front matter; start at ##',
      'docs/concepts/bad.mdx:11: "Skipped" skips from h1 to h4',
      'docs/concepts/bad.mdx:15: "Limits" has the anchor id "limits" of an earlier heading',
    ]);
  });

  it('requires a title, a description and tags', async () => {
    const bare = await pageFromSource('howto/bare.mdx', '---\nsidebar_label: Bare\n---\n\nText.\n');
    expect(formatAll(checkFrontMatter(bare))).toEqual([
      'docs/howto/bare.mdx: no title',
      'docs/howto/bare.mdx: no description',
      'docs/howto/bare.mdx: no tags',
    ]);
  });

  it('reports repeated titles', async () => {
    const a = await pageFromSource('howto/a.mdx', '---\ntitle: "Same"\n---\n');
    const b = await pageFromSource('howto/b.mdx', '---\ntitle: "same"\n---\n');
    const c = await pageFromSource('concepts/c.mdx', '---\ntitle: "Other"\n---\n');
    expect(checkUniqueTitles([a, b, c]).map((o) => o.file)).toEqual(['howto/a.mdx', 'howto/b.mdx']);
  });
});
