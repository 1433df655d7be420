import { useEffect } from 'react';

import { onIntent, whenIdle, type Cancel } from '@site/src/clientModules/loadOnIntent';

/**
 * Gets search ready before the reader asks for it: once the page has loaded and the reader has
 * done something on it (moved the pointer, touched, scrolled, pressed a key), `warm` runs in
 * the next idle period. A page nobody interacts with (a crawler, Lighthouse, a bounce) and a
 * reader who asked to save data download nothing, and the page's first load never waits for it.
 * The work it starts (download, then indexing in the search worker) stays off the main thread.
 */

const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'scroll', 'wheel'];

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

export function useWarmSearchWhenIdle(enabled: boolean, warm: () => void): void {
  useEffect(() => {
    if (!enabled || savesData()) return undefined;
    let cancelIdle: Cancel | null = null;
    const stopListening = onIntent(
      window,
      INTERACTIONS,
      () => {
        cancelIdle ??= whenIdle(warm, { afterLoad: true, timeoutMs: 2000, fallbackMs: 0 });
      },
      { capture: true, once: true },
    );
    return () => {
      stopListening();
      cancelIdle?.();
    };
  }, [enabled, warm]);
}
