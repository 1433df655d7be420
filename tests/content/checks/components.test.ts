import { describe, it, expect } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { checkComponentsDefined } from './components';
import { formatAll } from './offence';

describe('component check', () => {
  it('reports a component used without an import, and accepts imported and theme ones', async () => {
    const source = [
      "import Term from '@site/src/components/Term';",
      '',
      'A <Term id="node">node</Term>, a <Tabs>x</Tabs> and <Details>y</Details>.',
      '',
    ].join('\n');
    expect(formatAll(checkComponentsDefined(await pageFromSource('howto/x.mdx', source)))).toEqual([
      'docs/howto/x.mdx:3: <Tabs> is used but not imported',
    ]);
  });
});
