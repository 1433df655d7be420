/**
 * The `x-codeSamples` that do not run against a fresh sample-world sandbox today, by operation,
 * with the reason: the answer the sandbox gives, then why (a sandbox gap or a sample defect).
 * Remove an entry when its samples run.
 */
export const CODE_SAMPLE_GAPS: Record<string, string> = {};
