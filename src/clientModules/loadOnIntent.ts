/**
 * The site's one way to start heavy work late: once the page has loaded, when the browser is
 * idle, on the reader's intent (a pointer, a touch, a focus, a key on an element) or when an
 * element comes near the viewport. Each function does nothing on the server and returns the
 * function that cancels what has not run yet.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export type Cancel = () => void;

const NOTHING: Cancel = () => {};

function inBrowser(): boolean {
  return typeof window !== 'undefined';
}

/** Runs `task` once the window's `load` event has fired (at once if it has). */
export function afterLoad(task: () => void): Cancel {
  if (!inBrowser()) return NOTHING;
  if (document.readyState === 'complete') {
    task();
    return NOTHING;
  }
  window.addEventListener('load', task, { once: true });
  return () => window.removeEventListener('load', task);
}

export interface IdleOptions {
  /** The longest wait for an idle period, so a page that is never idle still gets there. */
  timeoutMs: number;
  /** Where the browser has no idle callbacks (Safari): a plain timer of this length. */
  fallbackMs: number;
  /** Wait for the `load` event first, so the page's own resources come first. */
  afterLoad?: boolean;
}

/**
 * Runs `task` in the next idle period; `timeLeft` says how many milliseconds of it remain (0
 * on the fallback timer).
 */
export function whenIdle(task: (timeLeft: () => number) => void, options: IdleOptions): Cancel {
  if (!inBrowser()) return NOTHING;
  let cancel: Cancel = NOTHING;
  const schedule = () => {
    // Looked up at each call: Safari has none, and a test may wrap it.
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(
        (deadline) => task(() => deadline.timeRemaining()),
        { timeout: options.timeoutMs },
      );
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(() => task(() => 0), options.fallbackMs);
      cancel = () => clearTimeout(timer);
    }
  };
  if (options.afterLoad) cancel = afterLoad(schedule);
  else schedule();
  return () => cancel();
}

/**
 * After the `load` event and an idle period: third-party SDKs (firebase, gtag.js) never compete
 * with the page's paint and hydration.
 */
export function whenPageInteractive(task: () => void): Cancel {
  return whenIdle(() => task(), { afterLoad: true, timeoutMs: 3000, fallbackMs: 200 });
}

export interface IntentOptions {
  /** Listen in the capture phase: the target's own handlers cannot hide the intent. */
  capture?: boolean;
  /** Only the first of the events counts; then every listener goes. */
  once?: boolean;
}

/**
 * Calls `handler` on each of `events` at `target` (and, where they bubble, inside it). The
 * listeners are passive: watching for intent never holds up a touch's scrolling.
 */
export function onIntent(
  target: EventTarget,
  events: readonly string[],
  handler: (event: Event) => void,
  { capture = false, once = false }: IntentOptions = {},
): Cancel {
  if (!inBrowser()) return NOTHING;
  const listenerOptions = { capture, passive: true };
  const stop = () => {
    for (const type of events) target.removeEventListener(type, listen, listenerOptions);
  };
  function listen(event: Event) {
    if (once) stop();
    handler(event);
  }
  for (const type of events) target.addEventListener(type, listen, listenerOptions);
  return stop;
}

/** `onIntent` on the element in `ref` while it is mounted and `enabled`. */
export function useOnIntent(
  ref: RefObject<EventTarget | null>,
  events: readonly string[],
  handler: (event: Event) => void,
  enabled = true,
): void {
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target) return undefined;
    return onIntent(target, events, handler);
  }, [ref, events, handler, enabled]);
}

/**
 * Runs `task` once `element` comes within `rootMargin` of the viewport; at once where the
 * browser has no IntersectionObserver, as there is no cheap way to know.
 */
export function whenNearViewport(element: Element, rootMargin: string, task: () => void): Cancel {
  if (!inBrowser()) return NOTHING;
  if (typeof IntersectionObserver === 'undefined') {
    task();
    return NOTHING;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Whether the element in the returned ref has come within `rootMargin` of the viewport. Once
 * true it stays true: the caller loads something heavy then and must not unload it when the
 * reader scrolls on.
 */
export function useNearViewport<T extends Element>(rootMargin: string): [RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return undefined;
    return whenNearViewport(element, rootMargin, () => setIsNear(true));
  }, [isNear, rootMargin]);
  return [ref, isNear];
}
