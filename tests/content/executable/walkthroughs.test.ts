/**
 * Every copyable request in docs/ runs against a fresh sandbox, page by page, in each language
 * the page offers (tests/content/executable/walkthrough.ts). Pages that cannot run say why in
 * their front matter; blocks that cannot run say why in their meta (`norun="..."`), and so do
 * documented responses that show another state than the walkthrough reaches (`nocompare="..."`).
 */
import { describe, expect, it } from 'vitest';

import { codeBlocks, loadPages } from '../../support/mdx';
import { docsWalkthroughs } from './docsWalkthroughs';
import { LANGUAGES, requestLanguage } from './pageSteps';
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

  it('lists the documented responses that are not compared, each with its reason', () => {
    const notCompared = walkthroughs.flatMap(({ page, steps }) =>
      steps.flatMap((step) =>
        step.response?.notCompared !== undefined
          ? [`docs/${page.file}:${step.response.line}: ${step.response.notCompared}`]
          : [],
      ),
    );
    console.info(
      `Documented responses not compared (${notCompared.length}):\n  ${notCompared.join('\n  ')}`,
    );
    for (const line of notCompared) expect(line).toMatch(/:\d+: \S.{9,}/);
  });

  it('counts the copyable blocks: each one runs or says why it cannot', () => {
    const byFile = new Map(walkthroughs.map((walkthrough) => [walkthrough.page.file, walkthrough]));
    const unaccounted: string[] = [];
    let run = 0;
    const notRunnable: string[] = [];
    for (const page of pages) {
      if (!page.tree) continue;
      const walkthrough = byFile.get(page.file);
      const stepLines = new Set(
        walkthrough?.steps.flatMap((step) =>
          LANGUAGES.flatMap((language) => step.variants[language]?.line ?? []),
        ),
      );
      const marked = new Map(walkthrough?.notRunnable.map((block) => [block.line, block.reason]));
      const skip =
        walkthrough && !('errors' in walkthrough.config) ? walkthrough.config.skip : undefined;
      for (const block of codeBlocks(page.tree)) {
        const copyable =
          requestLanguage({ lang: block.lang, value: block.body }) !== undefined ||
          stepLines.has(block.line ?? -1);
        if (!copyable) continue;
        const where = `docs/${page.file}:${block.line}`;
        const reason = marked.get(block.line ?? -1);
        if (reason !== undefined) {
          if (reason.trim().length < 10) unaccounted.push(`${where}: norun without a reason`);
          notRunnable.push(`${where}: ${reason}`);
        } else if (!stepLines.has(block.line ?? -1)) unaccounted.push(`${where}: not run`);
        else if (skip) notRunnable.push(`${where}: page skipped`);
        else run += 1;
      }
    }
    console.info(
      `Copyable blocks in docs/: ${run + notRunnable.length}; run ${run}, not runnable ${notRunnable.length}`,
    );
    expect(unaccounted).toEqual([]);
    expect(run).toBeGreaterThan(0);
  });

  // Each walkthrough has its own session, server and directory, so they can overlap.
  describe.concurrent('walkthroughs', () => {
    for (const walkthrough of walkthroughs) {
      const { page, config, steps, scopes } = walkthrough;
      if ('errors' in config || config.skip || steps.length === 0) continue;
      for (const language of walkthroughLanguages(steps))
        it(`docs/${page.file} runs in ${language}`, async ({ expect }) => {
          const result = await runWalkthrough(steps, language, config, scopes);
          expect(result.failures, report(page.file, result.failures)).toEqual([]);
        });
    }
  });
});
