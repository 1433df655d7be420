/**
 * Serves only ./index.tsx: the keys DocSearch 3.9.0's useDocSearchKeyboardEvents answers, for
 * the time before @docsearch/react has loaded. "/" outside a text field and Ctrl/Cmd+K open
 * search; a letter or digit typed on the focused button opens it with that key as the query.
 */
import { useEffect, type RefObject } from 'react';

export type SearchKeyIntent = { kind: 'open' } | { kind: 'type'; key: string };

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

function intentOf(event: KeyboardEvent, button: HTMLElement | null): SearchKeyIntent | null {
  const withModifier = event.metaKey || event.ctrlKey;
  if (event.key.toLowerCase() === 'k' && withModifier) return { kind: 'open' };
  if (event.key === '/' && !isEditable(event.target)) return { kind: 'open' };
  const typedOnButton = button !== null && document.activeElement === button;
  if (typedOnButton && !withModifier && !event.altKey && /^[a-zA-Z0-9]$/.test(event.key)) {
    return { kind: 'type', key: event.key };
  }
  return null;
}

export function useSearchKeys(
  enabled: boolean,
  buttonRef: RefObject<HTMLElement | null>,
  onIntent: (intent: SearchKeyIntent) => void,
): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const intent = intentOf(event, buttonRef.current);
      if (!intent) return;
      // As upstream: the browser's own "/" (quick find) and Ctrl+K must not also run.
      event.preventDefault();
      onIntent(intent);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, buttonRef, onIntent]);
}
