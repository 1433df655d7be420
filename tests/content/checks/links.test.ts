import { describe, it, expect } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { buildLinkIndex, checkLinks } from './links';
import { formatAll } from './offence';

describe('link check', () => {
  const docs = [
    { file: 'concepts/target.mdx', permalink: '/docs/concepts/target' },
    { file: 'howto/source.mdx', permalink: '/docs/howto/source' },
  ];
  const check = async (body: string): Promise<string[]> => {
    const target = await pageFromSource(
      'concepts/target.mdx',
      '## Limits {#limits}\n\n## Pitfalls\n',
    );
    const source = await pageFromSource('howto/source.mdx', `## Here\n\n${body}\n`);
    return formatAll(checkLinks(source, buildLinkIndex([target, source], docs)));
  };

  it('accepts anchors that exist and leaves missing pages to the build', async () => {
    expect(
      await check(
        [
          '[a](../concepts/target.mdx)',
          '[b](../concepts/target.mdx#limits)',
          '[c](/docs/concepts/target#pitfalls)',
          '[d](#here)',
          '[e](/api-portal/stateless)',
          '[f](/docs/tags/depot)',
          '[g](/docs/concepts/missing#anywhere)',
          '[h](https://example.com/x#y)',
        ].join(' '),
      ),
    ).toEqual([]);
  });

  it('reports each kind of wrong link with its line', async () => {
    expect(
      await check(
        [
          '[a](../concepts/target.mdx#nope)',
          '[b](/docs/concepts/target/#nope)',
          '[c](../concepts/target)',
          '[d](/api-portal/routing#tag/Projects)',
          '[e](#nowhere)',
        ].join('\n\n'),
      ),
    ).toEqual([
      'docs/howto/source.mdx:3: link "../concepts/target.mdx#nope": no heading with id "nope" on docs/concepts/target.mdx',
      'docs/howto/source.mdx:5: link "/docs/concepts/target/#nope": no heading with id "nope" on docs/concepts/target.mdx',
      'docs/howto/source.mdx:7: link "../concepts/target": link to docs with a relative file path ending in .mdx',
      'docs/howto/source.mdx:9: link "/api-portal/routing#tag/Projects": no anchors into the API reference (Redoc makes them in the browser, where the build cannot check them)',
      'docs/howto/source.mdx:11: link "#nowhere": no heading with id "nowhere" on docs/howto/source.mdx',
    ]);
  });
});
