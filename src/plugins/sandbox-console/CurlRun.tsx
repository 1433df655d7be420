/**
 * The result of a curl block's Run button (a lazy chunk): the block's curl commands, read by
 * ./curl/parseCurl.ts with the page's variables (./curl/variables.ts), sent in order to the
 * tab's sandbox session, each response shown under the block.
 */
import React, { useCallback, useEffect, useState, type ReactNode } from 'react';

import { parseCurlBlock } from './curl/parseCurl';
import { pageAssignments, variableResolver } from './curl/variables';
import ExchangeView from './ExchangeView';
import generated from './generated/operations.json';
import type { TryItOperations } from './operations';
import { sandboxSession, type SandboxExchange } from './sandboxClient';
import styles from './console.module.css';

const ALL_SCOPES = (generated as TryItOperations).scopes;

/** The source of every code block on the page, line by line (hidden tabs included). */
function pageCodeTexts(): string[] {
  return [...document.querySelectorAll('pre code')].map((code) => {
    const lines = code.querySelectorAll('.token-line');
    return lines.length > 0
      ? [...lines].map((line) => line.textContent ?? '').join('\n')
      : (code.textContent ?? '');
  });
}

type Outcome = { title: string; exchange: SandboxExchange };

export default function CurlRun({ code, runs }: { code: string; runs: number }): ReactNode {
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async () => {
    setOutcomes(null);
    setError(null);
    try {
      const session = sandboxSession();
      const token = await session.token(ALL_SCOPES);
      const requests = parseCurlBlock(
        code,
        variableResolver(pageAssignments(pageCodeTexts()), token),
      );
      const done: Outcome[] = [];
      for (const request of requests) {
        done.push({
          title: `${request.method} ${request.url}`,
          exchange: await session.send(request),
        });
        setOutcomes([...done]);
      }
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }, [code]);

  useEffect(() => {
    void run();
  }, [run, runs]);

  return (
    <div className={styles.runResult} data-testid="curl-run-result" aria-live="polite">
      <p className={styles.note}>
        Ran in this tab&apos;s sandbox (every <code>$…TOKEN</code> is a sandbox token with all
        scopes).
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {outcomes === null && !error && <p className={styles.note}>Running…</p>}
      {outcomes?.map((outcome, index) => (
        <ExchangeView key={index} title={outcome.title} exchange={outcome.exchange} />
      ))}
    </div>
  );
}
