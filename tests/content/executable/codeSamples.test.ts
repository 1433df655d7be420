/**
 * Every `x-codeSamples` entry of openapi/*.yaml runs against a fresh sandbox. The samples that
 * fail today are listed with the reason in ./codeSampleGaps.ts: a new failure fails here, and
 * so does a listed sample that runs.
 */
import { afterAll, describe, expect, it } from 'vitest';

import { declaredScopes } from '../checks/apiScopes';
import { API_SPEC_NAMES, readSpec } from '../../support/openapiSchemas';
import { CODE_SAMPLE_GAPS } from './codeSampleGaps';
import { CODE_SAMPLE_SETUPS, runSetup } from './codeSampleSetups';
import { operationSamples } from './codeSamples';
import { LANGUAGES } from './pageSteps';
import {
  runOneStepWalkthroughs,
  runWalkthrough,
  type PrepareSession,
  type WalkthroughResult,
} from './walkthrough';

const scopes = [...declaredScopes(API_SPEC_NAMES.map((name) => readSpec(name)))];
const config = { illustrative: new Set<string>(), world: 'sample', session: 'separate' } as const;
const samples = operationSamples();
const failing = new Map<string, string>();

/** The operation's declared setup, made in the sample's fresh session before it runs. */
function prepareFor(operation: string): PrepareSession | undefined {
  const setup = CODE_SAMPLE_SETUPS[operation];
  return setup && ((session) => runSetup(setup, session, scopes));
}

/** The account the sample runs in: the sample world unless its setup says otherwise. */
function worldFor(operation: string): 'sample' | 'empty' {
  return CODE_SAMPLE_SETUPS[operation]?.world ?? config.world;
}

/** A short reason for a failure, the way the gaps list states it. */
function reasonOf(messages: readonly string[]): string {
  const status = /answered (\d{3})/.exec(messages.join('\n'))?.[1];
  return status ? `answers ${status}` : (messages[0] ?? '').slice(0, 80);
}

/** The failures of one sample in one language, checked against the gaps list. */
function check(operation: string, language: string, result: WalkthroughResult): void {
  const messages = result.failures.flatMap((failure) => failure.messages);
  if (messages.length > 0) failing.set(operation, reasonOf(messages));
  const gap = CODE_SAMPLE_GAPS[operation];
  if (!gap) expect(messages, `${operation} (${language})`).toEqual([]);
  else if (messages.length > 0) expect(gap).toMatch(new RegExp(`^${reasonOf(messages)}`));
}

const runnable = samples.filter((sample) => !sample.notRunnable);
// JavaScript and Python samples run in one process per language (Node and Python start slowly).
const batched = new Map<string, Promise<WalkthroughResult[]>>();
function batchResult(
  language: 'javascript' | 'python',
  operation: string,
): Promise<WalkthroughResult> {
  const withLanguage = runnable.filter((sample) => sample.step.variants[language]);
  if (!batched.has(language))
    batched.set(
      language,
      runOneStepWalkthroughs(
        withLanguage.map((sample) => sample.step),
        language,
        config,
        scopes,
        (index) => prepareFor(withLanguage[index]!.operation),
        (index) => worldFor(withLanguage[index]!.operation),
      ),
    );
  const index = withLanguage.findIndex((sample) => sample.operation === operation);
  return batched.get(language)!.then((results) => results[index]!);
}

describe.concurrent('x-codeSamples', () => {
  for (const { operation, step } of runnable) {
    for (const language of LANGUAGES.filter((name) => step.variants[name]))
      it(`${operation} (${language})`, async () => {
        const result =
          language === 'curl'
            ? await runWalkthrough(
                [step],
                language,
                { ...config, world: worldFor(operation) },
                scopes,
                prepareFor(operation),
              )
            : await batchResult(language, operation);
        check(operation, language, result);
      });
  }
});

describe('x-codeSamples coverage', () => {
  afterAll(() => {
    const skipped = samples.filter((sample) => sample.notRunnable);
    console.info(
      `x-codeSamples: ${samples.length} operations, ${skipped.length} not runnable (${skipped
        .map((sample) => sample.operation)
        .join(', ')}), ${Object.keys(CODE_SAMPLE_GAPS).length} listed as gaps`,
    );
  });
  it('lists as gaps only samples that still fail', () => {
    const fixed = Object.keys(CODE_SAMPLE_GAPS).filter((operation) => !failing.has(operation));
    expect(fixed, 'these samples run now: remove them from codeSampleGaps.ts').toEqual([]);
  });
  it('declares setups only for runnable samples', () => {
    const runnableOperations = new Set(runnable.map((sample) => sample.operation));
    expect(
      Object.keys(CODE_SAMPLE_SETUPS).filter((operation) => !runnableOperations.has(operation)),
    ).toEqual([]);
  });
  it('every sample has at least a curl', () => {
    expect(samples.filter((sample) => !sample.step.variants.curl).map((s) => s.operation)).toEqual(
      [],
    );
  });
});

afterAll(() => {
  if (process.env.PRINT_CODE_SAMPLE_GAPS)
    console.info(JSON.stringify(Object.fromEntries([...failing].sort()), null, 2));
});
