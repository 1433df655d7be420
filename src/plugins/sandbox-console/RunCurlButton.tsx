/**
 * The "Run" button under a curl block (rendered by the code blocks' CodeBlock wrapper as
 * `@theme/RunCurlButton`). Part of every page with such a block, so it is only a button: the sandbox, its worker and the result view
 * (./CurlRun.tsx) load when the reader points at, focuses or presses it.
 */
import React, { lazy, Suspense, useRef, useState, type ReactNode } from 'react';

import { useOnIntent } from '@site/src/clientModules/loadOnIntent';

import styles from './runButton.module.css';

const loadCurlRun = () => import('./CurlRun');
const CurlRun = lazy(loadCurlRun);
const prefetchCurlRun = () => void loadCurlRun();
/** Reaching for Run: the pointer over it, the focus. */
const RUN_INTENT = ['pointerenter', 'focus'] as const;

const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);

/** A shell block with a curl command to one of the documented hosts (or through a variable). */
export function isRunnableCurlBlock(code: unknown, language: string | undefined): code is string {
  return (
    typeof code === 'string' &&
    SHELL_LANGUAGES.has(language ?? '') &&
    /(^|[\s(])curl\s/m.test(code) &&
    /(api|auth)\.example\.com|curl[^\n]*\$/.test(code)
  );
}

export default function RunCurlButton({ code }: { code: string }): ReactNode {
  const [runs, setRuns] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  useOnIntent(button, RUN_INTENT, prefetchCurlRun);
  return (
    <>
      <div className={styles.bar}>
        <button
          ref={button}
          type="button"
          className="button button--sm button--outline button--primary"
          onClick={() => setRuns((count) => count + 1)}
        >
          {runs > 0 ? 'Run again' : 'Run'}
        </button>
        <span className={styles.hint}>in the in-page sandbox</span>
      </div>
      {runs > 0 && (
        <Suspense fallback={<p className={styles.hint}>Loading the sandbox…</p>}>
          <CurlRun code={code} runs={runs} />
        </Suspense>
      )}
    </>
  );
}
