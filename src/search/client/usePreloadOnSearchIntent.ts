import { useEffect } from 'react';

/**
 * Starts loading the local index at the first sign the reader is about to search: the keys
 * that open the modal (`/`, Ctrl/Cmd+K) or a pointer or focus on the navbar button. The index
 * still loads only on (imminent) first use, but no longer waits for the modal to render first.
 */
export function usePreloadOnSearchIntent(enabled: boolean, preload: () => void): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const opensModal =
        event.key === '/' || (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey));
      if (opensModal) preload();
    };
    const onButtonIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.DocSearch-Button')) preload();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
      document.addEventListener(type, onButtonIntent, { capture: true, passive: true });
    }
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
        document.removeEventListener(type, onButtonIntent, { capture: true });
      }
    };
  }, [enabled, preload]);
}
