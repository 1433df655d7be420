/**
 * Swizzled (wrap-style replacement) @docusaurus/theme-live-codeblock ReactLiveScope.
 * Reason: live code blocks can solve a Stateless API request with the playground's solver (the
 * block on docs/concepts/trip_stops.mdx does). The solver is exposed as `solveAsync(request)`,
 * which imports it on first call, so it never enters the bundle of a page that does not run it;
 * the default scope (React and its hooks) is kept.
 */
import React from 'react';

import type { SolveCallOptions, SolveRequest, SolveResponse } from '@site/src/solver/types';

/** Solves a Stateless API request in the page (main thread; keep `time_limit` small). */
async function solveAsync(
  request: SolveRequest,
  options: SolveCallOptions = {},
): Promise<SolveResponse> {
  const { solve } = await import('@site/src/solver');
  return solve(request, options);
}

const ReactLiveScope = {
  React,
  ...React,
  solveAsync,
};

export default ReactLiveScope;
