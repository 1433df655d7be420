/**
 * The `x-codeSamples` of the specs as one-step walkthroughs: each operation's curl,
 * JavaScript and Python samples are variants of one step, run against a fresh sample world.
 */
import { API_SPEC_NAMES, isObject, listOperations, readSpec } from '../../support/openapiSchemas';
import { blockCallsApi } from './blockCalls';
import type { Language, Step } from './pageSteps';

/** Webhook samples receive a request the service sends; there is nothing to call. */
export const WEBHOOK_SAMPLES_REASON =
  'a webhook sample is the receiving endpoint; the service calls it, a reader does not';

export interface OperationSamples {
  /** `integration POST /projects`. */
  operation: string;
  step: Step;
  /** Why the samples cannot run, for those that cannot. */
  notRunnable?: string;
}

const LANGUAGE_OF: Record<string, { language: Language; lang: string }> = {
  curl: { language: 'curl', lang: 'bash' },
  javascript: { language: 'javascript', lang: 'js' },
  python: { language: 'python', lang: 'python' },
};

export function operationSamples(): OperationSamples[] {
  const specs = Object.fromEntries(API_SPEC_NAMES.map((name) => [name, readSpec(name)]));
  return listOperations(specs).flatMap((entry) => {
    const samples = entry.operation['x-codeSamples'];
    if (!Array.isArray(samples)) return [];
    const step: Step = { line: 0, variants: {} };
    for (const sample of samples.filter(isObject)) {
      const known = LANGUAGE_OF[String(sample.lang).toLowerCase()];
      if (!known || typeof sample.source !== 'string') continue;
      step.variants[known.language] = {
        language: known.language,
        body: sample.source,
        callsApi: blockCallsApi({ lang: known.lang, value: sample.source }, known.language),
        line: 0,
      };
    }
    const operation = `${entry.spec} ${entry.method.toUpperCase()} ${entry.path}`;
    return [
      entry.section === 'webhooks'
        ? { operation, step, notRunnable: WEBHOOK_SAMPLES_REASON }
        : { operation, step },
    ];
  });
}
