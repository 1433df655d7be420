/**
 * The playground: edit a Stateless API request, check it against the schema and the /solve
 * limits, solve it in a Web Worker and show the plan. Editor, validator and solver are loaded
 * on demand so the rest of the site never ships them.
 */
import React, {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import type { SolveProgress, SolveRequest, SolveResponse } from '@site/src/solver/types';
import type { Relaxation } from '@site/src/solver/types';
import { findExample, DEFAULT_EXAMPLE_ID } from '../client/examples';
import { parseRequestText } from '../client/parseRequest';
import { checkSolveLimits } from '../client/limits';
import { buildCurlCommand } from '../client/curl';
import { toJsonPath } from '../client/jsonPath';
import { buildShareHash, decodeShareState, readShareParam } from '../client/shareState';
import type { SolveRun } from '../client/solverClient';

import type { EditorMarker } from './Editor';
import PlaygroundErrorBoundary from './ErrorBoundary';
import PreflightFindings from './PreflightFindings';
import { usePreflightFindings } from './PreflightFindings/usePreflightFindings';
import RouteMap from './RouteMap';
import ScheduleTables from './ScheduleTable';
import Summary from './Summary';
import Toolbar from './Toolbar';
import UnassignedList from './UnassignedList';
import styles from './styles.module.css';

// Imported as the page mounts, beside the example, rather than once the example has arrived: the
// two chunks then load in parallel instead of one after the other.
const loadEditor = () => import('./Editor');
const RequestEditor = lazy(loadEditor);

interface Issue {
  path?: string;
  message: string;
}

interface Checked {
  issues: Issue[];
  marker: EditorMarker | null;
  request: SolveRequest | null;
}

/** Parse, limits, then schema: the first stage that fails decides what the user sees. */
async function checkRequest(text: string): Promise<Checked> {
  const parsed = parseRequestText(text);
  if (!parsed.ok) {
    const message = `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`;
    return { issues: [{ message }], marker: { offset: parsed.offset, message }, request: null };
  }
  const limitIssues = checkSolveLimits(parsed.value);
  if (limitIssues.length > 0) {
    return {
      issues: limitIssues.map((issue) => ({
        path: issue.path,
        message: `Too large: ${issue.message}`,
      })),
      marker: null,
      request: null,
    };
  }
  const { validateSolveRequest } = await import('../client/schemaValidation');
  const schemaIssues = await validateSolveRequest(parsed.value);
  if (schemaIssues.length > 0) return { issues: schemaIssues, marker: null, request: null };
  return { issues: [], marker: null, request: parsed.value as SolveRequest };
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

interface Solved {
  request: SolveRequest;
  response: SolveResponse;
  cancelled: boolean;
}

function PlaygroundBody({ exampleId }: { exampleId: string }): ReactNode {
  const example = findExample(exampleId) ?? findExample(DEFAULT_EXAMPLE_ID)!;
  const [text, setText] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked>({ issues: [], marker: null, request: null });
  const [solving, setSolving] = useState(false);
  const [progress, setProgress] = useState<SolveProgress | null>(null);
  const [solved, setSolved] = useState<Solved | null>(null);
  const [solveError, setSolveError] = useState<Issue | null>(null);
  const [shareText, setShareText] = useState<{ label: string; value: string } | null>(null);
  const run = useRef<SolveRun | null>(null);
  const cancelled = useRef(false);
  const preflight = usePreflightFindings(checked.request, text);

  // Initial request: the shared one from the hash, else the example of this page.
  useEffect(() => {
    let active = true;
    void loadEditor();
    const loadExample = () =>
      example.load().then((request) => {
        if (!active) return;
        setText(`${JSON.stringify(request, null, 2)}\n`);
      });
    const shared = readShareParam(window.location.hash);
    if (shared === null) {
      void loadExample();
    } else {
      decodeShareState(shared)
        .then((decoded) => {
          if (active) setText(decoded);
        })
        .catch((error: unknown) => {
          if (!active) return;
          const reason = error instanceof Error ? error.message : String(error);
          setNotice(
            `The shared link could not be read (${reason}); showing the "${example.title}" example instead.`,
          );
          void loadExample();
        });
    }
    return () => {
      active = false;
    };
  }, [example]);

  // Check the request a moment after typing stops.
  useEffect(() => {
    if (text === null) return undefined;
    let active = true;
    const timer = window.setTimeout(() => {
      checkRequest(text)
        .then((result) => {
          if (active) setChecked(result);
        })
        .catch((error: unknown) => {
          if (active)
            setChecked({
              issues: [{ message: `Could not check the request: ${String(error)}` }],
              marker: null,
              request: null,
            });
        });
    }, 250);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [text]);

  useEffect(() => () => run.current?.terminate(), []);

  const onSolve = useCallback(async () => {
    if (text === null || solving) return;
    const result = await checkRequest(text);
    setChecked(result);
    if (!result.request) return;
    const request = result.request;
    setSolveError(null);
    setProgress(null);
    setSolving(true);
    cancelled.current = false;
    try {
      const { startSolveInWorker } = await import('../client/solverClient');
      run.current?.terminate();
      run.current = startSolveInWorker(request, {
        onProgress: setProgress,
        onResult: (response) => {
          run.current = null;
          setSolving(false);
          setSolved({ request, response, cancelled: cancelled.current });
        },
        onError: (message, path) => {
          run.current = null;
          setSolving(false);
          // The solver reports JSON Pointers; the schema messages above use JSON paths.
          setSolveError({ path: path === undefined ? undefined : toJsonPath(path), message });
        },
      });
    } catch (error) {
      setSolving(false);
      setSolveError({ message: `The solver could not start: ${String(error)}` });
    }
  }, [text, solving]);

  // Apply writes the suggestion's JSON Patch into the editor's text; the effect below solves
  // that text once it is the current one.
  const solveAfterApply = useRef(false);
  const onApplyRelaxation = useCallback(
    async (relaxation: Relaxation) => {
      if (text === null || solving) return;
      const { applyRelaxationToText } = await import('../client/applyRelaxation');
      try {
        const next = applyRelaxationToText(text, relaxation);
        solveAfterApply.current = true;
        setText(next);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        setSolveError({ message: `The fix could not be applied: ${reason}` });
      }
    },
    [text, solving],
  );
  useEffect(() => {
    if (!solveAfterApply.current) return;
    solveAfterApply.current = false;
    void onSolve();
  }, [onSolve]);

  const onCancel = useCallback(() => {
    cancelled.current = true;
    run.current?.cancel();
  }, []);

  const onShare = useCallback(async () => {
    if (text === null) return;
    const hash = await buildShareHash(text);
    window.history.replaceState(null, '', `${window.location.pathname}${hash}`);
    const url = window.location.href;
    const copied = await copyText(url);
    setShareText({
      label: copied ? 'Link copied to the clipboard' : 'Share this link',
      value: url,
    });
  }, [text]);

  const onCopyCurl = useCallback(async () => {
    if (text === null) return;
    const command = buildCurlCommand(text);
    const copied = await copyText(command);
    setShareText({
      label: copied ? 'curl command copied to the clipboard' : 'curl command',
      value: command,
    });
  }, [text]);

  return (
    <>
      <Toolbar
        exampleId={example.id}
        solving={solving}
        disabled={text === null}
        progress={progress}
        onSolve={() => void onSolve()}
        onCancel={onCancel}
        onShare={() => void onShare()}
        onCopyCurl={() => void onCopyCurl()}
      />
      {notice && (
        <div
          className="alert alert--warning margin-bottom--md"
          role="alert"
          data-testid="share-notice"
        >
          {notice}
        </div>
      )}
      {shareText && (
        <div className="margin-bottom--md">
          <label htmlFor="playground-share-output" className={styles.label}>
            {shareText.label}
          </label>
          <textarea
            id="playground-share-output"
            className={styles.shareOutput}
            readOnly
            rows={shareText.value.includes('\n') ? 5 : 2}
            value={shareText.value}
            data-testid="share-output"
          />
        </div>
      )}
      <div className={styles.layout}>
        <section className={styles.editorColumn} aria-labelledby="playground-request-label">
          <h2 id="playground-request-label" className={styles.heading}>
            Request <small>(SolveRequest)</small>
          </h2>
          {text === null ? (
            <p className={styles.editorPlaceholder}>Loading the example…</p>
          ) : (
            <Suspense fallback={<p className={styles.editorPlaceholder}>Loading the editor…</p>}>
              <RequestEditor
                value={text}
                onChange={setText}
                marker={checked.marker}
                rangeMarkers={preflight.markers}
                labelId="playground-request-label"
              />
            </Suspense>
          )}
          <div aria-live="polite" data-testid="request-issues">
            {checked.issues.length > 0 && (
              <ul className={styles.issues}>
                {checked.issues.slice(0, 12).map((issue, index) => (
                  <li key={index}>
                    {issue.path && <code>{issue.path}</code>}
                    {issue.path ? ': ' : ''}
                    {issue.message}
                  </li>
                ))}
                {checked.issues.length > 12 && <li>… and {checked.issues.length - 12} more</li>}
              </ul>
            )}
          </div>
          <div aria-live="polite">
            <PreflightFindings findings={checked.request ? preflight.findings : null} />
          </div>
        </section>
        <section className={styles.resultColumn} aria-labelledby="playground-result-label">
          <h2 id="playground-result-label" className={styles.heading}>
            Plan
          </h2>
          {solveError && (
            <div className="alert alert--danger" role="alert" data-testid="solve-error">
              {solveError.path && <code>{solveError.path}</code>}
              {solveError.path ? ': ' : ''}
              {solveError.message}
            </div>
          )}
          {!solved && !solveError && <p>Press Solve to plan the routes.</p>}
          {solved && (
            <div data-testid="result">
              {solved.cancelled && (
                <p className="alert alert--info">
                  Cancelled: this is the best plan found before you stopped the search.
                </p>
              )}
              <Summary response={solved.response} />
              <RouteMap request={solved.request} response={solved.response} />
              <h3 className={styles.subheading}>Unassigned</h3>
              <UnassignedList
                items={solved.response.unassigned}
                onApply={solving ? undefined : (relaxation) => void onApplyRelaxation(relaxation)}
              />
              <h3 className={styles.subheading}>Schedule</h3>
              <ScheduleTables routes={solved.response.routes} />
              <details>
                <summary>Response JSON</summary>
                <pre className={styles.responseJson} data-testid="response-json">
                  {JSON.stringify(solved.response, null, 2)}
                </pre>
              </details>
            </div>
          )}
        </section>
      </div>
    </>
  );
}

export default function PlaygroundApp({ exampleId }: { exampleId: string }): ReactNode {
  return (
    <PlaygroundErrorBoundary>
      <PlaygroundBody key={exampleId} exampleId={exampleId} />
    </PlaygroundErrorBoundary>
  );
}
