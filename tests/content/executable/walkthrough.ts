/**
 * One page as one walkthrough: its steps in page order against a fresh sandbox session, in one
 * language (a tab group runs its variant in that language; a step without one runs the block
 * it has). A step fails when its process fails, when it calls nothing, when a call answers an
 * error the page does not document, or when the documented response differs from the
 * sandbox's after the page's normalisation.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { runBatch } from './batchRun';
import { compareResponse } from './compareResponse';
import { successResponseSchemas } from './operationResponses';
import type { PageConfig } from './pageConfig';
import { LANGUAGES, type Language, type RequestBlock, type Step } from './pageSteps';
import { BLOCK_TIMEOUT_MS, runBlock, walkthroughEnv, type BlockRun } from './runBlock';
import {
  openSession,
  STEP_MARKER_PATH,
  type Exchange,
  type SandboxSession,
} from './sandboxSession';

/** Local JSON files a block sends: `@body.json`, `readFile('body.json')`, `open("body.json")`. */
const BODY_FILE = /(?:@|readFile\(\s*['"`]|open\(\s*['"])([\w.-]+\.json)\b/g;

export function bodyFiles(source: string): string[] {
  return [...new Set([...source.matchAll(BODY_FILE)].map((match) => match[1]!))];
}

/** One process runs every block of a shared-session page; a long quickstart needs more than 20 s on a busy host. */
const SHARED_SCRIPT_TIMEOUT_MS = 50_000;

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

/**
 * Calls made in a fresh session before its steps run (a sample's declared setup); the answer
 * rewrites each block's source, so that ids the setup obtained replace the example's.
 */
export type PrepareSession = (session: SandboxSession) => Promise<(source: string) => string>;

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
  block: RequestBlock,
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
    if (block.callsApi) messages.push('made no request to the sandbox');
    return messages;
  }
  // A response under a later heading is this call's only if it names this call's schema.
  const response =
    step.response?.underHeading &&
    !successResponseSchemas(last.method, last.url).has(step.response.schema ?? '')
      ? undefined
      : step.response;
  if (response?.notCompared !== undefined) {
    if (response.notCompared.trim().length < 10)
      messages.push(`the response at line ${response.line} has nocompare without a reason`);
  } else if (response && messages.length === 0) {
    const differences = compareResponse(response.body, last.body, config.illustrative, {
      excerpt: response.excerpt === true,
    });
    if (differences.length > 0)
      messages.push(
        `the response documented at line ${response.line} differs from ${last.method} ${last.url} (${last.status}):`,
        ...differences.map((line) => `  ${line}`),
      );
  }
  return messages;
}

/** The call a shared-session script makes before step `index`, in the block's language. */
function stepMarker(language: Language, index: number): string {
  const url = `${STEP_MARKER_PATH}${index}`;
  if (language === 'curl') return `curl -s -o /dev/null "$WALKTHROUGH_ORIGIN${url}"`;
  if (language === 'javascript') return `await fetch(process.env.WALKTHROUGH_ORIGIN + '${url}');`;
  return `__import__('urllib.request').request.urlopen(__import__('os').environ['WALKTHROUGH_ORIGIN'] + '${url}')`;
}

export async function runWalkthrough(
  steps: readonly Step[],
  language: Language,
  config: PageConfig,
  scopes: readonly string[],
  prepare?: PrepareSession,
): Promise<WalkthroughResult> {
  const session = await openSession(config.world);
  const rewrite = prepare
    ? await prepare(session).catch(async (error: unknown) => {
        await session.close();
        throw error;
      })
    : (source: string) => source;
  const workDir = mkdtempSync(path.join(tmpdir(), 'walkthrough-'));
  const result: WalkthroughResult = { failures: [], ran: [] };
  const blocks = steps
    .map((step) => blockFor(step, language))
    .map((block) => ({ ...block, body: rewrite(block.body) }));
  // The reader saves each body the page shows under the name the block reads.
  steps.forEach((step, index) => {
    if (step.requestBody !== undefined)
      for (const file of bodyFiles(blocks[index]!.body))
        writeFileSync(path.join(workDir, file), step.requestBody);
  });
  try {
    const env = {
      ...walkthroughEnv(await session.token(scopes)),
      WALKTHROUGH_ORIGIN: session.origin,
    };
    const options = { origin: session.origin, env, workDir };
    const record = (index: number, run: BlockRun, exchanges: readonly Exchange[]): void => {
      const block = blocks[index]!;
      result.ran.push(`${block.line}:${block.language}`);
      const messages = judge(steps[index]!, block, run, exchanges, config);
      if (messages.length > 0)
        result.failures.push({ line: block.line, language: block.language, messages });
    };
    if (config.session === 'shared' && new Set(blocks.map((b) => b.language)).size === 1) {
      // One process, as a reader pastes block after block into one terminal or REPL.
      const script = blocks
        .map((block, index) => `${stepMarker(block.language, index)}\n${block.body}`)
        .join('\n');
      // The script is every step at once: it gets the time of a block per step, and at least the
      // time a shared page's setup (an optimization) needs on a loaded host.
      const run = await runBlock(blocks[0]!.language, script, {
        ...options,
        timeoutMs: Math.max(SHARED_SCRIPT_TIMEOUT_MS, BLOCK_TIMEOUT_MS * blocks.length),
      });
      const reached = [...session.stepStarts.keys()];
      const lastReached = reached.length > 0 ? Math.max(...reached) : 0;
      steps.forEach((_, index) => {
        const start = session.stepStarts.get(index);
        const end = session.stepStarts.get(index + 1) ?? session.exchanges.length;
        if (start === undefined) return; // an earlier step stopped the script
        const failed = run.exitCode !== 0 && index === lastReached;
        record(index, failed ? run : { ...run, exitCode: 0 }, session.exchanges.slice(start, end));
      });
    } else {
      for (const [index, block] of blocks.entries()) {
        const before = session.exchanges.length;
        const run = await runBlock(block.language, block.body, options);
        record(index, run, session.exchanges.slice(before));
      }
    }
  } finally {
    await session.close();
    rmSync(workDir, { recursive: true, force: true });
  }
  return result;
}

/**
 * One-step walkthroughs (the specs' samples) in a language with a slow start, all in one
 * process: each step still gets a fresh session, its own working directory and its own result.
 */
export async function runOneStepWalkthroughs(
  steps: readonly Step[],
  language: 'javascript' | 'python',
  config: PageConfig,
  scopes: readonly string[],
  prepare: (index: number) => PrepareSession | undefined = () => undefined,
  worldOf: (index: number) => PageConfig['world'] = () => config.world,
): Promise<WalkthroughResult[]> {
  const sessions = await Promise.all(steps.map((_, index) => openSession(worldOf(index))));
  const workDirs = steps.map(() => mkdtempSync(path.join(tmpdir(), 'walkthrough-')));
  try {
    const items = await Promise.all(
      steps.map(async (step, index) => {
        const block = blockFor(step, language);
        const workDir = workDirs[index]!;
        if (step.requestBody !== undefined)
          for (const file of bodyFiles(block.body))
            writeFileSync(path.join(workDir, file), step.requestBody);
        const session = sessions[index]!;
        const rewrite = await (prepare(index)?.(session) ?? ((source: string) => source));
        const env = {
          ...walkthroughEnv(await session.token(scopes)),
          WALKTHROUGH_ORIGIN: session.origin,
        };
        return { source: rewrite(block.body), origin: session.origin, env, workDir };
      }),
    );
    const runs = await runBatch(language, items);
    return steps.map((step, index) => {
      const block = blockFor(step, language);
      const messages = judge(step, block, runs[index]!, sessions[index]!.exchanges, config);
      return {
        failures:
          messages.length > 0 ? [{ line: block.line, language: block.language, messages }] : [],
        ran: [`${block.line}:${block.language}`],
      };
    });
  } finally {
    await Promise.all(sessions.map((session) => session.close()));
    for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
  }
}
