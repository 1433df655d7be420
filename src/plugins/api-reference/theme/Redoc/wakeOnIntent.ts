/**
 * Serves the Redoc wrapper (./index.tsx): watches the server-rendered reference for the reader's
 * first intent to use it (a pointer press, a key, a focus inside it) and remembers where that
 * intent was aimed, as a path of child indexes from the root, so the same element can be found
 * again in Redoc's live rendering of the same markup.
 */

import { onIntent } from '@site/src/clientModules/loadOnIntent';
import { TRY_IT_ATTRIBUTE } from '@theme/TryIt';

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

export type Intent = {
  /** Child indexes from the root to the element the intent was aimed at. */
  path: number[];
  /** A click on something that is not a link: the live Redoc must receive it again. */
  click: boolean;
  /** The element had the focus: it gets it back. */
  focus: boolean;
};

/**
 * The children that count for a path: Redoc's own. The Try it buttons put into the server markup
 * (`@theme/TryIt`, src/plugins/sandbox-console) are not yet in the live rendering when the intent is
 * replayed, so counting them would point past the element the reader meant.
 */
function redocChildren(parent: Element): Element[] {
  return [...parent.children].filter((child) => !child.hasAttribute(TRY_IT_ATTRIBUTE));
}

function pathFrom(root: Element, target: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = target; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(redocChildren(node.parentElement).indexOf(node));
  }
  return path;
}

/** The element at `path` below `root`, if the markup still has one there. */
export function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | undefined = root;
  for (const index of path) {
    node = redocChildren(node)[index];
    if (!node) return null;
  }
  return node;
}

/**
 * Calls `wake` once, on the first intent inside `root`, with a reader of the latest intent (a
 * press is followed by its click while the live reference loads). A focus inside `root` given
 * before this was called (a reader who clicked into the search box while the page hydrated)
 * fires no event any more, so it counts as the first intent at once. Returns the function that
 * stops listening.
 */
export function watchForIntent(
  root: Element,
  wake: (latestIntent: () => Intent) => void,
): () => void {
  let intent: Intent | null = null;
  const remember = (type: string, target: Element | null) => {
    // A Try it button opens the sandbox console (`@theme/TryIt`), not Redoc.
    if (target?.closest(`[${TRY_IT_ATTRIBUTE}]`)) return;
    const path = target ? pathFrom(root, target) : null;
    if (!target || !path) return;
    const samePlace = intent !== null && intent.path.join() === path.join();
    const first = intent === null;
    intent = {
      path,
      click:
        (type === 'click' && target.closest('a[href]') === null) || (samePlace && intent!.click),
      focus: type === 'focusin' || document.activeElement === target,
    };
    if (first) wake(() => intent!);
  };
  const stop = onIntent(
    root,
    INTENT_EVENTS,
    (event) => remember(event.type, event.target instanceof Element ? event.target : null),
    { capture: true },
  );
  const focused = document.activeElement;
  if (focused && focused !== root && root.contains(focused)) remember('focusin', focused);
  return stop;
}
