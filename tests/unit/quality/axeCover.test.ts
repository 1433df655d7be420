import { describe, expect, it } from 'vitest';

import { coveringPages, elementKinds } from '../../quality/axeCover';

/** A doc page as the build writes it, with the given body inside its article. */
function docPage(article: string, id = 'intro') {
  return `<!doctype html><html class="docs-doc-page docs-doc-id-${id}" lang="en"><head><title>T</title></head><body><nav class="navbar"><a href="/">Home</a></nav><main><article class="markdown">${article}</article></main></body></html>`;
}

const PARAGRAPHS = '<h1>Depots</h1><p>A depot is where a <a href="/docs/trip">trip</a> starts.</p>';

describe('elementKinds', () => {
  it('is the same for pages that differ only in their text, links, ids and how often a kind repeats', () => {
    const other = docPage(
      '<h1>Shifts</h1><p>A shift bounds a <a href="/docs/vehicle">vehicle</a>’s day.</p><p>It has a start and an <a href="/docs/end">end</a>.</p>',
      'concepts/shift',
    );
    expect([...elementKinds(other)].sort()).toEqual([...elementKinds(docPage(PARAGRAPHS))].sort());
  });

  it('tells apart a new class, attribute, colour declaration, parent, or an element without text', () => {
    const base = elementKinds(docPage(PARAGRAPHS));
    const variants = [
      PARAGRAPHS.replace('<p>', '<p class="lead">'),
      PARAGRAPHS.replace('<a href', '<a target="_blank" href'),
      PARAGRAPHS.replace('<p>', '<p style="color: #777">'),
      PARAGRAPHS.replace('<p>', '<blockquote>').replace('</p>', '</blockquote>'),
      `${PARAGRAPHS}<p><a href="/docs/empty"></a></p>`,
      `${PARAGRAPHS}<p><img src="/map.png"></p>`,
    ];
    for (const variant of variants) {
      const kinds = elementKinds(docPage(variant));
      expect(
        [...kinds].some((kind) => !base.has(kind)),
        variant,
      ).toBe(true);
    }
  });

  it('leaves out what matches the selector to set aside, with everything inside it', () => {
    const withTable = docPage(
      `${PARAGRAPHS}<section class="later"><table><tr><td>1</td></tr></table></section>`,
    );
    expect([...elementKinds(withTable, '.later')].sort()).toEqual(
      [...elementKinds(docPage(PARAGRAPHS))].sort(),
    );
    expect(elementKinds(withTable).size).toBeGreaterThan(elementKinds(docPage(PARAGRAPHS)).size);
  });

  it('leaves out inline declarations that cannot change a colour, such as a diagram’s width', () => {
    const narrow = docPage('<h1>Map</h1><svg style="max-width: 345.7px;"><text>A</text></svg>');
    const wide = docPage('<h1>Map</h1><svg style="max-width: 512px;"><text>B</text></svg>');
    expect([...elementKinds(wide)].sort()).toEqual([...elementKinds(narrow)].sort());
  });
});

describe('coveringPages', () => {
  const page = (path: string, kinds: string[]) => ({ path, kinds: new Set(kinds) });

  it('chooses pages until every kind is covered, the page adding the most kinds first', () => {
    const chosen = coveringPages([
      page('/a', ['nav', 'p']),
      page('/b', ['nav', 'p', 'table', 'code']),
      page('/c', ['nav', 'code']),
      page('/d', ['nav', 'mermaid']),
    ]);
    expect([...chosen]).toEqual(['/b', '/d']);
  });

  it('breaks ties by the earlier page, so the choice is the same on every run', () => {
    expect([...coveringPages([page('/x', ['p']), page('/y', ['p'])])]).toEqual(['/x']);
  });

  it('on built markup, leaves out a page of kinds seen and keeps one whose new kind is an image without alt text', () => {
    const pages = [
      { path: '/one', kinds: elementKinds(docPage(PARAGRAPHS)) },
      { path: '/two', kinds: elementKinds(docPage(PARAGRAPHS, 'two')) },
      {
        path: '/three',
        kinds: elementKinds(docPage('<h1>Map</h1><p><img src="/map.png"></p>', 'three')),
      },
    ];
    expect([...coveringPages(pages)].sort()).toEqual(['/one', '/three']);
  });
});
