import { describe, it, expect } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { formatAll } from './offence';
import { checkWordFloor } from './wordFloors';

describe('word floor check', () => {
  it('fails a short page and passes one at the floor, counting prose only', async () => {
    const words = (n: number): string => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    const code = `\`\`\`bash\n${words(500)}\n\`\`\`\n`;
    const short = await pageFromSource(
      'terms/x.mdx',
      `---\ntitle: x\n---\n\n${words(199)}\n\n${code}`,
    );
    const enough = await pageFromSource('terms/x.mdx', `---\ntitle: x\n---\n\n${words(200)}\n`);
    expect(formatAll(checkWordFloor(short))).toEqual([
      'docs/terms/x.mdx: 199 prose words, below the floor of 200',
    ]);
    expect(checkWordFloor(enough)).toEqual([]);
  });

  it('has no floor for sections the content brief leaves free', async () => {
    const short = await pageFromSource('faq/faq.mdx', 'Two words.\n');
    expect(checkWordFloor(short)).toEqual([]);
  });
});
