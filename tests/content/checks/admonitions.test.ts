import { describe, it, expect } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { checkAdmonitions } from './admonitions';
import { formatAll } from './offence';

describe('checkAdmonitions', () => {
  it('flags the MDX 1 title form, which the build prints as text, with its line', async () => {
    const page = await pageFromSource(
      'howto/x.mdx',
      '---\ntitle: x\n---\n\n:::warning Waiting counts\n\nBody.\n\n:::\n',
    );
    expect(formatAll(checkAdmonitions(page))).toEqual([
      'docs/howto/x.mdx:5: ":::warning Waiting counts" renders as text: write the title in brackets, :::warning[Waiting counts]',
      'docs/howto/x.mdx:9: ":::" renders as text: it closes no admonition',
    ]);
  });

  it('accepts bracketed titles and untitled admonitions', async () => {
    const page = await pageFromSource(
      'howto/x.mdx',
      '---\ntitle: x\n---\n\n:::warning[Waiting counts]\n\nBody.\n\n:::\n\n:::note\n\nMore.\n\n:::\n',
    );
    expect(checkAdmonitions(page)).toEqual([]);
  });
});
