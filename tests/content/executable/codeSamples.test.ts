/**
 * Every `x-codeSamples` entry of openapi/*.yaml runs against a fresh sandbox. The samples that
 * fail today are listed with the reason in ./codeSampleGaps.ts: a new failure fails here, and
 * so does a listed sample that runs.
 */
import { afterAll, describe, expect, it } from 'vitest';

import { declaredScopes } from '../checks/apiScopes';
import { API_SPEC_NAMES, readSpec } from '../../support/openapiSchemas';
import { CODE_SAMPLE_GAPS } from './codeSampleGaps';
import { operationSamples } from './codeSamples';
import { LANGUAGES } from './pageSteps';
import { runWalkthrough } from './walkthrough';

const scopes = [...declaredScopes(API_SPEC_NAMES.map((name) => readSpec(name)))];
const config = { illustrative: new Set<string>(), world: 'sample', session: 'separate' } as const;
const samples = operationSamples();
const failing = new Map<string, string>();

/** A short reason for a failure, the way the gaps list states it. */
function reasonOf(messages: readonly string[]): string {
  const status = /answered (\d{3})/.exec(messages.join('\n'))?.[1];
  return status ? `answers ${status}` : (messages[0] ?? '').slice(0, 80);
}

describe.concurrent('x-codeSamples', () => {
  for (const { operation, step, notRunnable } of samples) {
    if (notRunnable) continue;
    for (const language of LANGUAGES.filter((name) => step.variants[name]))
      it(`${operation} (${language})`, async () => {
        const result = await runWalkthrough([step], language, config, scopes);
        const messages = result.failures.flatMap((failure) => failure.messages);
        if (messages.length > 0) failing.set(operation, reasonOf(messages));
        const gap = CODE_SAMPLE_GAPS[operation];
        if (!gap) expect(messages, `${operation} (${language})`).toEqual([]);
        else if (messages.length > 0) expect(gap).toMatch(new RegExp(`^${reasonOf(messages)}`));
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
