import { describe, it, expect } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { buildLinkIndex, checkLinks } from './links';
import { formatAll } from './offence';

describe('link check', () => {
  const target = pageFromSource('concepts/target.mdx', '## Limits {#limits}\n\n## Pitfalls\n');
  const page = (body: string) => pageFromSource('howto/source.mdx', `## Here\n\n${body}\n`);
  const check = (body: string): string[] => {
    const source = page(body);
    return formatAll(checkLinks(source, buildLinkIndex([target, source])));
  };

  it('accepts links that resolve', () => {
    expect(
      check(
        [
          '[a](../concepts/target.mdx)',
          '[b](../concepts/target.mdx#limits)',
          '[c](/docs/concepts/target#pitfalls)',
          '[d](#here)',
          '[e](/api-portal/stateless)',
          '[f](/docs/tags/depot)',
          '[g](/docs/category/concepts)',
          '[h](/playground)',
          '[i](https://example.com/x)',
        ].join(' '),
      ),
    ).toEqual([]);
  });

  it('reports each kind of broken link with its line', () => {
    expect(
      check(
        [
          '[a](../concepts/missing.mdx)',
          '[b](../concepts/target.mdx#nope)',
          '[c](../concepts/target)',
          '[d](/docs/concepts/missing)',
          '[e](/api-portal/billing)',
          '[f](/api-portal/routing#tag/Projects)',
          '[g](#nowhere)',
          '<a href="/nothing-here">h</a>',
        ].join('\n\n'),
      ),
    ).toEqual([
      'docs/howto/source.mdx:3: link "../concepts/missing.mdx": no doc file docs/concepts/missing.mdx',
      'docs/howto/source.mdx:5: link "../concepts/target.mdx#nope": no heading with id "nope" on docs/concepts/target.mdx',
      'docs/howto/source.mdx:7: link "../concepts/target": link to docs with a relative file path ending in .mdx',
      'docs/howto/source.mdx:9: link "/docs/concepts/missing": no doc or page at /docs/concepts/missing',
      'docs/howto/source.mdx:11: link "/api-portal/billing": API reference links are /api-portal, /api-portal/routing, /api-portal/integration, /api-portal/stateless',
      'docs/howto/source.mdx:13: link "/api-portal/routing#tag/Projects": no anchors into the API reference',
      'docs/howto/source.mdx:15: link "#nowhere": no heading with id "nowhere" on docs/howto/source.mdx',
      'docs/howto/source.mdx:17: link "/nothing-here": no doc or page at /nothing-here',
    ]);
  });
});
