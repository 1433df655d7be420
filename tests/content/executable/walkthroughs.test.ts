/**
 * Every copyable request in docs/ runs against a fresh sandbox, page by page, in each language
 * the page offers (tests/content/executable/walkthrough.ts). Pages that cannot run say why in
 * their front matter; blocks that cannot run say why in their meta (`norun="..."`).
 */
import { describe, expect, it } from 'vitest';

import { loadPages } from '../../support/mdx';
import { docsWalkthroughs } from './docsWalkthroughs';
import { walkthroughLanguages, runWalkthrough, type StepFailure } from './walkthrough';

const pages = await loadPages();
const walkthroughs = docsWalkthroughs(pages);

function report(file: string, failures: readonly StepFailure[]): string {
  return failures
    .map(
      (failure) =>
        `docs/${file}:${failure.line} (${failure.language})\n    ${failure.messages.join('\n    ')}`,
    )
    .join('\n');
}

describe('executable docs', () => {
  it('every page has a valid executable front matter', () => {
    const errors = walkthroughs.flatMap(({ page, config }) =>
      'errors' in config ? config.errors.map((error) => `docs/${page.file}: ${error}`) : [],
    );
    expect(errors).toEqual([]);
  });

  it('lists the pages that cannot run, each with its reason', () => {
    const skipped = walkthroughs.flatMap(({ page, config }) =>
      'skip' in config && config.skip ? [`docs/${page.file}: ${config.skip}`] : [],
    );
    console.info(`Pages that cannot run (${skipped.length}):\n  ${skipped.join('\n  ')}`);
    for (const line of skipped) expect(line).toMatch(/: \S.{9,}/);
  });

  for (const walkthrough of walkthroughs) {
    const { page, config, steps, scopes } = walkthrough;
    if ('errors' in config || config.skip || steps.length === 0) continue;
    for (const language of walkthroughLanguages(steps))
      it(`docs/${page.file} runs in ${language}`, async () => {
        const result = await runWalkthrough(steps, language, config, scopes);
        expect(result.failures, report(page.file, result.failures)).toEqual([]);
      });
  }
});
