import { describe, it, expect } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { checkFrontMatter, checkUniqueSidebarPositions, checkUniqueTitles } from './frontMatter';
import { formatAll } from './offence';

describe('front matter checks fail on bad samples', () => {
  const bad = pageFromSource(
    'concepts/bad.mdx',
    [
      '---',
      'title: "Bad"',
      'description: "Uses `code` in a description"',
      'sidebar_postion: 3',
      'sidebar_label: ""',
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

  it('reports each problem with its line', () => {
    expect(formatAll(checkFrontMatter(bad))).toEqual([
      'docs/concepts/bad.mdx:4: unknown front matter key "sidebar_postion"',
      'docs/concepts/bad.mdx:5: sidebar_label must be a non-empty string',
      'docs/concepts/bad.mdx:3: description must be plain text (no Markdown or HTML)',
      'docs/concepts/bad.mdx:6: tag listed twice: depot',
      'docs/concepts/bad.mdx:9: "# A second title": the title comes from front matter; start at ##',
      'docs/concepts/bad.mdx:11: "Skipped" skips from h1 to h4',
      'docs/concepts/bad.mdx:15: "Limits" has the anchor id "limits" of an earlier heading',
    ]);
  });

  it('reports repeated titles and sidebar positions', () => {
    const a = pageFromSource('howto/a.mdx', '---\ntitle: "Same"\nsidebar_position: 2\n---\n');
    const b = pageFromSource('howto/b.mdx', '---\ntitle: "same"\nsidebar_position: 2\n---\n');
    const c = pageFromSource('concepts/c.mdx', '---\ntitle: "Other"\nsidebar_position: 2\n---\n');
    expect(checkUniqueTitles([a, b, c]).map((o) => o.file)).toEqual(['howto/a.mdx', 'howto/b.mdx']);
    expect(formatAll(checkUniqueSidebarPositions([a, b, c]))).toEqual([
      'docs/howto/b.mdx: sidebar_position 2 is also used by howto/a.mdx',
    ]);
  });
});
