/**
 * One page as one walkthrough: its steps in page order against a fresh sandbox session, in one
 * language (a tab group runs its variant in that language; a step without one runs the block
 * it has). A step fails when its process fails, when it calls nothing, when a call answers an
 * error the page does not document, or when the documented response differs from the
 * sandbox's after the page's normalisation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { compareResponse } from './compareResponse';
import type { PageConfig } from './pageConfig';
import { LANGUAGES, type Language, type RequestBlock, type Step } from './pageSteps';
import { runBlock, walkthroughEnv } from './runBlock';
import { openSession, type Exchange } from './sandboxSession';

export interface StepFailure {
  line: number;
  language: Language;
  messages: string[];
}

export interface WalkthroughResult {
  failures: StepFailure[];
  /** `line:language` of every block that ran. */
  ran: string[];
}

/** The block a walkthrough in `language` runs for a step: that language's, else the first. */
export function blockFor(step: Step, language: Language): RequestBlock {
  return (
    step.variants[language] ??
    LANGUAGES.map((other) => step.variants[other]).find((block) => block !== undefined)!
  );
}

/** The languages worth a walkthrough of their own: those that some step has. */
export function walkthroughLanguages(steps: readonly Step[]): Language[] {
  return LANGUAGES.filter((language) => steps.some((step) => step.variants[language]));
}

/** The status a documented problem response states, if the documented response is one. */
function documentedProblemStatus(step: Step): number | undefined {
  if (!step.response) return undefined;
  try {
    const body = JSON.parse(step.response.body) as { type?: unknown; status?: unknown };
    return typeof body.type === 'string' && typeof body.status === 'number'
      ? body.status
      : undefined;
  } catch {
    return undefined;
  }
}

const describe = (exchange: Exchange): string =>
  `${exchange.method} ${exchange.url} answered ${exchange.status}: ${exchange.body.trim().slice(0, 400)}`;

function judge(
  step: Step,
  run: { exitCode: number; stderr: string },
  exchanges: readonly Exchange[],
  config: PageConfig,
): string[] {
  const messages: string[] = [];
  const last = exchanges.at(-1);
  const expectedError = documentedProblemStatus(step);
  for (const exchange of exchanges) {
    const documented = exchange === last && exchange.status === expectedError;
    if (exchange.status >= 400 && !documented) messages.push(describe(exchange));
  }
  if (run.exitCode !== 0 && messages.length === 0)
    messages.push(`exited with ${run.exitCode}: ${run.stderr.trim().slice(-600)}`);
  if (!last) {
    messages.push('made no request to the sandbox');
    return messages;
  }
  if (step.response && messages.length === 0) {
    const differences = compareResponse(step.response.body, last.body, config.illustrative);
    if (differences.length > 0)
      messages.push(
        `the response documented at line ${step.response.line} differs from ${last.method} ${last.url} (${last.status}):`,
        ...differences.map((line) => `  ${line}`),
      );
  }
  return messages;
}

export async function runWalkthrough(
  steps: readonly Step[],
  language: Language,
  config: PageConfig,
  scopes: readonly string[],
): Promise<WalkthroughResult> {
  const session = await openSession(config.world);
  const workDir = mkdtempSync(path.join(tmpdir(), 'walkthrough-'));
  const result: WalkthroughResult = { failures: [], ran: [] };
  try {
    const env = walkthroughEnv(await session.token(scopes));
    for (const step of steps) {
      const block = blockFor(step, language);
      const before = session.exchanges.length;
      const run = await runBlock(block.language, block.body, {
        origin: session.origin,
        env,
        workDir,
      });
      result.ran.push(`${block.line}:${block.language}`);
      const messages = judge(step, run, session.exchanges.slice(before), config);
      if (messages.length > 0)
        result.failures.push({ line: block.line, language: block.language, messages });
    }
  } finally {
    await session.close();
    rmSync(workDir, { recursive: true, force: true });
  }
  return result;
}
