/**
 * The reference's Try it console (a lazy chunk, opened from an operation's "Try it" button): the
 * operation's example request, editable, sent to the in-page sandbox with a sandbox token of
 * the scopes the reader picks (the operation's own by default), or with no token, or to the
 * reader's own environment with their own token (base URL other than `SANDBOX`). It shows the
 * status, headers and body, and the events and webhook deliveries the request caused.
 */
import React, { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

import type { SandboxRequest } from '@site/src/sandbox/core/types';

import ExchangeView from './ExchangeView';
import generated from './generated/operations.json';
import { exampleRequest, type TryItOperations } from './operations';
import { fetchExchange, isSandboxBaseUrl, SANDBOX_BASE_URL } from './remoteFetch';
import { sandboxSession, type SandboxExchange } from './sandboxClient';
import { useSessionState } from './useSessionState';
import styles from './console.module.css';

const data = generated as TryItOperations;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

type AuthMode = 'sandbox' | 'none' | 'own';

function headerLines(headers: Record<string, string> | undefined): string {
  return Object.entries(headers ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

function parseHeaderLines(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export default function TryItConsole({
  operationId,
  onClose,
}: {
  operationId: string;
  onClose: () => void;
}): ReactNode {
  const operation = data.operations[operationId];
  const example = operation ? exampleRequest(operation) : undefined;
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const session = useSessionState();
  const [baseUrl, setBaseUrl] = useState(SANDBOX_BASE_URL);
  const [method, setMethod] = useState(example?.method ?? 'GET');
  const [url, setUrl] = useState(example?.url ?? '');
  const [headersText, setHeadersText] = useState(headerLines(example?.headers));
  const [body, setBody] = useState(example?.body ?? '');
  const [authMode, setAuthMode] = useState<AuthMode>('sandbox');
  const [scopes, setScopes] = useState<string[]>(operation?.scopes ?? []);
  const [ownToken, setOwnToken] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ title: string; exchange: SandboxExchange } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  if (!operation) return null;
  const inSandbox = isSandboxBaseUrl(baseUrl);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const headers = parseHeaderLines(headersText);
      if (authMode === 'sandbox') {
        if (!inSandbox)
          throw new Error(
            'A sandbox token works only in the sandbox: pick "My token" or "No token".',
          );
        if (scopes.length === 0)
          throw new Error('Pick at least one scope for the sandbox token, or choose "No token".');
        headers.Authorization = `Bearer ${await sandboxSession().token(scopes)}`;
      } else if (authMode === 'own') headers.Authorization = `Bearer ${ownToken.trim()}`;
      const request: SandboxRequest = {
        method,
        url,
        headers,
        ...(body.trim() !== '' && method !== 'GET' && method !== 'DELETE' ? { body } : {}),
      };
      const exchange = inSandbox
        ? await sandboxSession().send(request)
        : await fetchExchange(baseUrl, request);
      setResult({ title: `${method} ${url}${inSandbox ? ' (sandbox)' : ''}`, exchange });
    } catch (caught) {
      setResult(null);
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSending(false);
    }
  };

  const reset = async () => {
    await sandboxSession().reset();
    setResult(null);
    setError(null);
  };

  return (
    // The dialog element closes on Escape by itself; onClose tells the page.
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      data-testid="try-it-console"
    >
      <div className={styles.header}>
        <h2 id={`${id}-title`}>Try it: {operation.summary}</h2>
        <button type="button" className="button button--secondary button--sm" onClick={onClose}>
          Close
        </button>
      </div>
      <form className={styles.form} onSubmit={(event) => void send(event)}>
        <div className={styles.row}>
          <label className={styles.field}>
            Base URL
            <input
              value={baseUrl}
              onChange={(event) => setBaseUrl(event.target.value)}
              spellCheck={false}
            />
          </label>
        </div>
        <div className={styles.row}>
          <label className={`${styles.field} ${styles.narrow}`}>
            Method
            <select value={method} onChange={(event) => setMethod(event.target.value)}>
              {METHODS.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Path
            <input
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              spellCheck={false}
            />
          </label>
        </div>
        <fieldset className={styles.scopes}>
          <legend>Authorization</legend>
          <label>
            <input
              type="radio"
              name={`${id}-auth`}
              checked={authMode === 'sandbox'}
              onChange={() => setAuthMode('sandbox')}
            />
            Sandbox token with the scopes below
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-auth`}
              checked={authMode === 'none'}
              onChange={() => setAuthMode('none')}
            />
            No token
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-auth`}
              checked={authMode === 'own'}
              onChange={() => setAuthMode('own')}
            />
            My token
          </label>
          {authMode === 'own' && (
            <label className={styles.field}>
              Access token
              <input
                value={ownToken}
                onChange={(event) => setOwnToken(event.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
            </label>
          )}
          {authMode === 'sandbox' && (
            <div role="group" aria-label="Scopes of the sandbox token">
              {data.scopes.map((scope) => (
                <label key={scope}>
                  <input
                    type="checkbox"
                    checked={scopes.includes(scope)}
                    onChange={(event) =>
                      setScopes((current) =>
                        event.target.checked
                          ? [...current, scope]
                          : current.filter((s) => s !== scope),
                      )
                    }
                  />
                  {scope}
                </label>
              ))}
              <p className={styles.note}>
                This operation needs{' '}
                {operation.scopes.length > 0
                  ? operation.scopes.map((scope) => <code key={scope}>{scope} </code>)
                  : 'no scope'}
                .
              </p>
            </div>
          )}
        </fieldset>
        <label className={styles.field}>
          Headers (one per line)
          <textarea
            rows={Math.max(2, headersText.split('\n').length)}
            value={headersText}
            onChange={(event) => setHeadersText(event.target.value)}
            spellCheck={false}
          />
        </label>
        {method !== 'GET' && method !== 'DELETE' && (
          <label className={styles.field}>
            Body
            <textarea
              rows={Math.min(16, Math.max(4, body.split('\n').length))}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              spellCheck={false}
            />
          </label>
        )}
        <div className={styles.buttons}>
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? 'Sending…' : 'Send'}
          </button>
          <button type="button" className="button button--secondary" onClick={() => void reset()}>
            Reset sandbox
          </button>
          <p className={styles.note} role="status">
            {inSandbox
              ? `Sandbox session: ${session.requestCount} requests so far${session.persistent ? ', kept for this tab' : '; the browser refused storage, so a reload starts afresh'}.`
              : 'Sends to your environment with fetch; the sandbox is not used.'}
          </p>
        </div>
      </form>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {result && <ExchangeView title={result.title} exchange={result.exchange} />}
    </dialog>
  );
}
