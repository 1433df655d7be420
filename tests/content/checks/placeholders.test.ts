import { describe, it, expect } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { formatAll } from './offence';
import { checkPlaceholders } from './placeholders';

describe('placeholder check', () => {
  it('reports unfinished wording with its line, in front matter and text', async () => {
    const page = await pageFromSource(
      'howto/x.mdx',
      '---\ntitle: "TBD"\n---\n\nSteps are coming soon.\n\nA todolist is fine.\n',
    );
    expect(formatAll(checkPlaceholders(page))).toEqual([
      'docs/howto/x.mdx:2: placeholder wording "TBD"',
      'docs/howto/x.mdx:5: placeholder wording "coming soon"',
    ]);
  });
});
