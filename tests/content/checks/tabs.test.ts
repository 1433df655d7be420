import { describe, it, expect } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { formatAll } from './offence';
import { checkTabs } from './tabs';

describe('tabs check', () => {
  it('reports a missing groupId and an unknown tab value', async () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '<Tabs groupId="language">',
      '  <TabItem value="curl" label="curl">x</TabItem>',
      '  <TabItem value="go" label="Go">y</TabItem>',
      '</Tabs>',
      '',
      '<Tabs groupId="api-language" queryString>',
      '  <TabItem value="python" label="Python">z</TabItem>',
      '</Tabs>',
      '',
    ].join('\n');
    expect(formatAll(checkTabs(await pageFromSource('howto/x.mdx', source)))).toEqual([
      'docs/howto/x.mdx:4: <Tabs> needs groupId="api-language"',
      'docs/howto/x.mdx:6: <TabItem value="go">: use one of curl, javascript, python',
    ]);
  });
});
