/** Every `x-codeSamples` entry of openapi/*.yaml runs against a fresh sandbox. */
import { describe, expect, it } from 'vitest';

import { declaredScopes } from '../checks/apiScopes';
import { API_SPEC_NAMES, readSpec } from '../../support/openapiSchemas';
import { operationSamples } from './codeSamples';
import { LANGUAGES } from './pageSteps';
import { runWalkthrough } from './walkthrough';

const scopes = [...declaredScopes(API_SPEC_NAMES.map((name) => readSpec(name)))];
const config = { illustrative: new Set<string>(), world: 'sample', session: 'separate' } as const;

describe.concurrent('x-codeSamples', () => {
  for (const { operation, step } of operationSamples())
    for (const language of LANGUAGES.filter((name) => step.variants[name]))
      it(`${operation} (${language})`, async () => {
        const result = await runWalkthrough([step], language, config, scopes);
        expect(result.failures.flatMap((failure) => failure.messages)).toEqual([]);
      });
});
