/**
 * Wraps docusaurus-theme-redoc's Redoc; served by the API reference plugin's theme
 * (../../../redocTheme.ts, `getThemePath`). Policy: src/theme/README.md.
 * Reasons:
 * - Static first. The server renders the whole reference into the page (every operation, the
 *   CSS of both colour modes), which is all a reader needs to read it and follow its anchors.
 *   Loading Redoc in the browser and hydrating that markup blocked a mid-range phone's main
 *   thread for seconds even on a one-operation page. So a page that
 *   comes from the server keeps the server's markup as it is, and Redoc loads only on the
 *   reader's first press, key or focus inside it (./wakeOnIntent.ts); it then renders the same
 *   markup live, the page keeps its scroll position, and the click or focus that woke it is
 *   repeated. The server's CSS styles the markup in both colour modes, so switching modes keeps
 *   it static too (./staticDarkMode.ts). On a page reached by client-side navigation (no server
 *   markup), and in dark mode where the server could only style the light one, Redoc renders at
 *   once; reached from a page whose CSP blocks blob workers (only reference
 *   pages allow Redoc's search worker), the page first reloads once to get its own policy.
 * - Names Redoc's example pickers and makes its scrolling samples keyboard-reachable (see
 *   ./accessibleSamples.ts), and gives its <h5> section titles their outline level
 *   (./accessibleHeadings.ts), on the server's markup and again whenever the live Redoc
 *   re-renders (a tab switch, an expanded operation) or the layout changes, at most once per
 *   frame.
 * - Puts a "Try it" button on every operation (src/plugins/sandbox-console/TryItLauncher.tsx), in the
 *   server's markup and in the live rendering alike; pressing it opens the sandbox console
 *   beside the reference without waking Redoc.
 */
import React, {
  Suspense,
  lazy,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useColorMode } from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
// `@theme-original/Redoc` would be this wrapper itself (a plugin's theme provides it);
// `@theme-init/Redoc` is docusaurus-theme-redoc's.
import type OriginalRedoc from '@theme-init/Redoc';

// The sandbox console's buttons, served by its plugin's theme.
import { insertTryItButtons, useTryIt } from '@theme/TryIt';
import { loadedAtThisPath } from '@site/src/plugins/shared/loadedAtThisPath';
import { levelRedocHeadings } from './accessibleHeadings';
import { fixRedocSamples } from './accessibleSamples';
import { blobWorkersAllowed } from './blobWorkersAllowed';
import { servesDarkModeStatically } from './staticDarkMode';
import { elementAt, watchForIntent, type Intent } from './wakeOnIntent';
import styles from './styles.module.css';

type RedocProps = ComponentProps<typeof OriginalRedoc>;

type RedocModule = typeof import('@theme-init/Redoc');

let loadedRedoc: RedocModule | undefined;
function loadRedoc(): Promise<RedocModule> {
  return import('@theme-init/Redoc').then((module) => (loadedRedoc = module));
}
// The server renders Redoc into the HTML synchronously: through a Suspense boundary React would
// stream it out of order (a fallback, then a script moving the content in), which the static
// page cannot hydrate. The module is loaded while the page's route is preloaded, before any
// page renders.
if (!ExecutionEnvironment.canUseDOM) void loadRedoc();

function serverRedoc(): RedocModule['default'] {
  if (!loadedRedoc) {
    throw new Error(
      'src/plugins/api-reference/theme/Redoc: Redoc was not loaded before the server rendered a page',
    );
  }
  return loadedRedoc.default;
}

/** After a client-side navigation there is no server markup: Redoc renders at once. */
const LazyRedoc = lazy(loadRedoc);

type Woken = {
  Redoc: ComponentType<RedocProps>;
  /** What woke Redoc, if the reader did. */
  intent: () => Intent | null;
  scrollY: number;
};

function fixRedocMarkup(element: HTMLElement): void {
  fixRedocSamples(element);
  levelRedocHeadings(element);
  insertTryItButtons(element);
}

function useAccessibleRedoc(root: RefObject<HTMLDivElement | null>, isStatic: boolean): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    let frame = 0;
    const schedule = () => {
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          fixRedocMarkup(element);
        });
      }
    };
    fixRedocMarkup(element);
    const mutations = new MutationObserver(schedule);
    mutations.observe(element, { subtree: true, childList: true });
    // The wrapper has no box of its own (display: contents) for a ResizeObserver to watch.
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      mutations.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, [root, isStatic]);
}

export default function RedocWrapper(props: RedocProps): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  const isBrowser = useIsBrowser();
  // The first render in the browser before hydration has finished: the server's markup is there.
  const [fromServer] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  const [woken, setWoken] = useState<Woken | null>(null);
  const isStatic = fromServer && woken === null;
  // Reached by a client-side link from a page whose policy blocks Redoc's blob worker: reload
  // once, before Redoc starts, so the server sends this page's own policy.
  const [reloading] = useState(
    () =>
      ExecutionEnvironment.canUseDOM && isBrowser && !blobWorkersAllowed() && !loadedAtThisPath(),
  );
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);

  const wake = useCallback((intent: () => Intent | null) => {
    void loadRedoc().then(({ default: Redoc }) => {
      const scrollY = window.scrollY;
      startTransition(() => setWoken((current) => current ?? { Redoc, intent, scrollY }));
    });
  }, []);

  useEffect(() => {
    const element = root.current;
    if (!isStatic || !element) return undefined;
    return watchForIntent(element, wake);
  }, [isStatic, wake]);

  // A page whose server CSS has no dark mode (./staticDarkMode.ts) renders Redoc live, with its
  // dark theme, in dark mode.
  const { colorMode } = useColorMode();
  useEffect(() => {
    const element = root.current;
    if (isStatic && colorMode === 'dark' && element && !servesDarkModeStatically(element)) {
      wake(() => null);
    }
  }, [isStatic, colorMode, wake]);

  // Runs after Redoc's own mount effects (a child's effects run first), which scroll to the
  // URL's anchor: the reader stays where they were and gets their click or focus.
  useEffect(() => {
    const element = root.current;
    if (!woken || !element) return;
    // The static markup had the Try it buttons: the live one needs them before the scroll
    // position is restored, or the page below them moves by their height.
    insertTryItButtons(element);
    window.scrollTo({ top: woken.scrollY, behavior: 'instant' });
    const intent = woken.intent();
    if (!intent) return;
    const { path, click, focus } = intent;
    const target = elementAt(element, path);
    if (!(target instanceof HTMLElement)) return;
    if (focus) target.focus({ preventScroll: true });
    if (click) target.click();
  }, [woken]);

  useAccessibleRedoc(root, isStatic);
  const tryIt = useTryIt();

  if (!ExecutionEnvironment.canUseDOM) {
    const ServerRedoc = serverRedoc();
    return (
      <div key="live" ref={root} className={styles.root} data-redoc-state="static">
        <ServerRedoc {...props} />
      </div>
    );
  }
  if (reloading) {
    return <p className={styles.loading}>Loading the API reference…</p>;
  }
  if (isStatic) {
    // An empty dangerouslySetInnerHTML makes React keep the server's children, unhydrated.
    return (
      <>
        <div
          key="static"
          ref={root}
          className={styles.root}
          data-redoc-state="static"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: '' }}
        />
        {tryIt}
      </>
    );
  }
  return (
    <>
      {/* The quality walker waits for "live" after a switch to dark mode (see the effect above). */}
      <div
        key="live"
        ref={root}
        className={styles.root}
        data-redoc-state={woken ? 'live' : 'loading'}
      >
        {woken ? (
          <woken.Redoc {...props} />
        ) : (
          <Suspense fallback={<p className={styles.loading}>Loading the API reference…</p>}>
            <LazyRedoc {...props} />
          </Suspense>
        )}
      </div>
      {tryIt}
    </>
  );
}
