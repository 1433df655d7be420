/**
 * "Try it" on every operation of the API reference (used by src/plugins/api-reference/theme/Redoc).
 * The buttons are plain DOM put after each operation's heading, in Redoc's server markup and again
 * in its live rendering, so they work before Redoc loads and do not wake it. Pressing one opens the
 * console (./TryItConsole.tsx, a lazy chunk with the sandbox behind it); pointing at or focusing a
 * button starts loading that chunk.
 */
import React, { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

import { onIntent } from '@site/src/clientModules/loadOnIntent';

import styles from './runButton.module.css';
import { TRY_IT_ATTRIBUTE } from './tryItAttribute';

const loadConsole = () => import('./TryItConsole');
const TryItConsole = lazy(loadConsole);

/** Puts a Try it button after the heading of each operation under `root` that lacks one. */
export function insertTryItButtons(root: Element): void {
  for (const section of root.querySelectorAll('[data-section-id^="operation/"]')) {
    const heading = section.querySelector('h2');
    const parent = heading?.parentElement;
    if (!heading || !parent || parent.querySelector(`:scope > [${TRY_IT_ATTRIBUTE}]`)) continue;
    const operationId = section.getAttribute('data-section-id')!.slice('operation/'.length);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `button button--sm button--primary ${styles.tryItButton}`;
    button.textContent = 'Try it';
    button.setAttribute(TRY_IT_ATTRIBUTE, operationId);
    button.setAttribute('aria-label', `Try it: ${heading.textContent?.trim() ?? operationId}`);
    button.setAttribute('aria-haspopup', 'dialog');
    heading.after(button);
  }
}

function tryItTarget(event: Event): string | null {
  const target =
    event.target instanceof Element ? event.target.closest(`[${TRY_IT_ATTRIBUTE}]`) : null;
  return target?.getAttribute(TRY_IT_ATTRIBUTE) ?? null;
}

/** Listens for the Try it buttons; returns the console to render beside the reference. */
export function useTryIt(): ReactNode {
  const [operationId, setOperationId] = useState<string | null>(null);
  useEffect(() => {
    const onClick = (event: Event) => {
      const id = tryItTarget(event);
      if (id) setOperationId(id);
    };
    document.addEventListener('click', onClick);
    // The buttons are plain DOM that Redoc may re-render: one listener on the document.
    const stopIntent = onIntent(document, ['pointerover', 'focusin'], (event) => {
      if (tryItTarget(event)) void loadConsole();
    });
    return () => {
      document.removeEventListener('click', onClick);
      stopIntent();
    };
  }, []);
  if (!operationId) return null;
  return (
    <Suspense
      fallback={
        <p className={styles.loadingConsole} role="status">
          Loading the console…
        </p>
      }
    >
      <TryItConsole
        key={operationId}
        operationId={operationId}
        onClose={() => setOperationId(null)}
      />
    </Suspense>
  );
}
