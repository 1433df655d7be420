/**
 * The built chunks that hold the Mermaid runtime. Every diagram is drawn at build time
 * (src/plugins/mermaid-prerender), so no page may load one; the upstream component, the client
 * fallback, still ships Mermaid as a lazy chunk, which is how it can be recognised.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { BUILD_DIR } from './builtSite';
import type { ForbiddenRequest } from './pageProblems';

/**
 * A message of Mermaid's diagram detector: in the runtime's code, never in a diagram it drew
 * (unlike `flowchart-v2`, which every prerendered flowchart's marker ids contain).
 */
export const MERMAID_RUNTIME_MARKER = 'No diagram type detected';

/** URL paths (`/assets/js/…`) of the built chunks that contain the Mermaid runtime. */
export function mermaidRuntimeChunks(buildDir: string = BUILD_DIR): Set<string> {
  const chunkDir = path.join(buildDir, 'assets/js');
  return new Set(
    readdirSync(chunkDir)
      .filter((name) => name.endsWith('.js'))
      .filter((name) =>
        readFileSync(path.join(chunkDir, name), 'utf8').includes(MERMAID_RUNTIME_MARKER),
      )
      .map((name) => `/assets/js/${name}`),
  );
}

/** The rule for ./pageProblems.ts: a request for one of these chunks loads the runtime. */
export function loadsMermaidRuntime(chunks: ReadonlySet<string>): ForbiddenRequest {
  return (url) =>
    chunks.has(url.pathname) ? `loaded the Mermaid runtime: ${url.pathname}` : undefined;
}
