/**
 * The size limits of `POST /solve` (openapi/stateless.yaml, SolveRequest): the playground refuses
 * what the synchronous endpoint would answer with 422 `limit_exceeded`.
 */
export const SOLVE_LIMITS = {
  vehicles: 100,
  jobs: 200,
  shipments: 100,
  timeLimitSeconds: 30,
} as const;

export interface LimitIssue {
  path: string;
  message: string;
}

function countOf(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

export function checkSolveLimits(request: unknown): LimitIssue[] {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return [];
  const body = request as Record<string, unknown>;
  const issues: LimitIssue[] = [];
  const checks = [
    ['vehicles', SOLVE_LIMITS.vehicles],
    ['jobs', SOLVE_LIMITS.jobs],
    ['shipments', SOLVE_LIMITS.shipments],
  ] as const;
  for (const [field, limit] of checks) {
    const count = countOf(body[field]);
    if (count > limit) {
      issues.push({
        path: `$.${field}`,
        message: `${count} ${field}; POST /solve accepts at most ${limit} ${field} (use POST /jobs for larger problems)`,
      });
    }
  }
  const options = body.options as Record<string, unknown> | undefined;
  const timeLimit = options && typeof options === 'object' ? options.time_limit : undefined;
  if (typeof timeLimit === 'number' && timeLimit > SOLVE_LIMITS.timeLimitSeconds) {
    issues.push({
      path: '$.options.time_limit',
      message: `${timeLimit} s; POST /solve accepts a time_limit of at most ${SOLVE_LIMITS.timeLimitSeconds} s`,
    });
  }
  return issues;
}
