// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { structureSignature } from '../../quality/axeTemplates';

/** A doc tag page as the build writes it, with the given articles and tag description. */
function tagPage(articles: [string, string][], description = 'Places the fleet serves.') {
  const list = articles
    .map(
      ([href, title]) =>
        `<article class="margin-vert--lg"><a href="${href}"><h2>${title}</h2></a><p>About ${title}.</p></article>`,
    )
    .join('');
  const about = description ? `<p>${description}</p>` : '';
  return `<!doctype html><html><body><main class="col col--8"><header><h1>${articles.length} docs tagged</h1>${about}<a href="/docs/tags">View all tags</a></header><section class="margin-vert--lg">${list}</section></main></body></html>`;
}

describe('structureSignature', () => {
  it('is the same for pages of one template that differ in text, links and list length', () => {
    const short = tagPage([['/docs/a', 'Alpha']]);
    const long = tagPage([
      ['/docs/b', 'Beta'],
      ['/docs/c', 'Gamma delta'],
      ['/docs/d', 'Epsilon'],
    ]);
    expect(structureSignature(long)).toBe(structureSignature(short));
  });

  it('differs when an element, a class, an attribute or an element’s own text differs', () => {
    const base = structureSignature(tagPage([['/docs/a', 'Alpha']]));
    expect(structureSignature(tagPage([['/docs/a', 'Alpha']], ''))).not.toBe(base);
    expect(
      structureSignature(tagPage([['/docs/a', 'Alpha']]).replace('col--8', 'col--9')),
    ).not.toBe(base);
    expect(
      structureSignature(tagPage([['/docs/a', 'Alpha']]).replace('<a href="/docs/a">', '<a>')),
    ).not.toBe(base);
    expect(
      structureSignature(
        tagPage([['/docs/a', 'Alpha']]).replace('<h2>Alpha</h2>', '<h2><img src="x"></h2>'),
      ),
    ).not.toBe(base);
  });
});
