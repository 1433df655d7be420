import { useEffect } from 'react';

/**
 * Gets search ready before the reader asks for it: once the page has loaded and the reader has
 * done something on it (moved the pointer, touched, scrolled, pressed a key), `warm` runs in
 * the next idle period. A page nobody interacts with (a crawler, Lighthouse, a bounce) and a
 * reader who asked to save data download nothing, and the page's first load never waits for it.
 * The work it starts (download, then indexing in the search worker) stays off the main thread.
 */

const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'scroll', 'wheel'];
/** Longest wait for an idle period, so a page that is never idle still warms up. */
const IDLE_TIMEOUT_MS = 2000;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Runs `callback` when the browser is idle; returns a function that cancels it. */
function whenIdle(callback: () => void): () => void {
  const idleWindow = window as IdleWindow;
  if (idleWindow.requestIdleCallback && idleWindow.cancelIdleCallback) {
    const handle = idleWindow.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => idleWindow.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(callback, 0);
  return () => window.clearTimeout(timer);
}

export function useWarmSearchWhenIdle(enabled: boolean, warm: () => void): void {
  useEffect(() => {
    if (!enabled || savesData()) return undefined;
    let cancelIdle: (() => void) | null = null;
    const listenerOptions = { capture: true, passive: true } as const;
    const stopListening = () => {
      for (const type of INTERACTIONS) {
        window.removeEventListener(type, onInteraction, listenerOptions);
      }
    };
    const schedule = () => {
      cancelIdle ??= whenIdle(warm);
    };
    function onInteraction() {
      stopListening();
      // Never before the load event: until then the page's own resources come first.
      if (document.readyState === 'complete') schedule();
      else window.addEventListener('load', schedule, { once: true });
    }
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, listenerOptions);
    return () => {
      stopListening();
      window.removeEventListener('load', schedule);
      cancelIdle?.();
    };
  }, [enabled, warm]);
}
