import { describe, it, expect } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { formatAll } from './offence';
import { checkWordFloor, wordFloor } from './wordFloors';

describe('word floor check', () => {
  it('assigns the floors of the content brief', () => {
    expect(
      [
        'concepts/depot',
        'vrp_problem_intro/cvrp',
        'terms/booking',
        'terms/glossary',
        'use_cases/fmcg',
        'howto/eta',
        'quickstart/auth',
        'intro',
        'stateless_api/features',
        'integration_tms_oms_erp/orders_pod',
        'faq/faq',
      ].map(wordFloor),
    ).toEqual([600, 600, 200, undefined, 700, 500, 500, 700, 700, 700, undefined]);
  });

  it('fails a short page and passes one at the floor, counting prose only', () => {
    const words = (n: number): string => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    const code = `\`\`\`bash\n${words(500)}\n\`\`\`\n`;
    const short = pageFromSource('terms/x.mdx', `---\ntitle: x\n---\n\n${words(199)}\n\n${code}`);
    const enough = pageFromSource('terms/x.mdx', `---\ntitle: x\n---\n\n${words(200)}\n`);
    expect(formatAll(checkWordFloor(short))).toEqual([
      'docs/terms/x.mdx: 199 prose words, below the floor of 200',
    ]);
    expect(checkWordFloor(enough)).toEqual([]);
  });
});
