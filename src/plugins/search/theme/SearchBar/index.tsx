/**
 * Wrapper around @docusaurus/theme-search-algolia/lib/theme/SearchBar (DocSearch 3.9.0).
 * Reason: upstream's button and keyboard hook pull @docsearch/react (about 14 KB gzip with the
 * tslib it brings) into main.js, which every page pays although few readers search. This part
 * stays in main.js and renders the same button markup (./LightSearchButton.tsx) and answers the
 * same keys (./useSearchKeys.ts); the reader's intent (pointer or focus on the button, a press,
 * a shortcut) or idle time after they interacted with the page loads ./DocSearchBar.tsx, which
 * renders upstream in its place; with the local index, the same intent starts the index and the
 * modal's code at once (./warmLocalSearch.ts). Once mounted, the intent that loaded it is
 * replayed on upstream's button: a press or shortcut opens the modal, a typed key opens it with
 * that key.
 * Policy: src/theme/README.md.
 */
import React, {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ComponentProps,
  type ReactNode,
} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';
import useGlobalData from '@docusaurus/useGlobalData';
import { useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import docusaurusTranslations from '@theme/SearchTranslations';

import { useOnIntent } from '@site/src/clientModules/loadOnIntent';
import { SEARCH_PLUGIN_NAME } from '@site/src/search/pluginData';
import { LightSearchButton } from './LightSearchButton';
import { useSearchKeys, type SearchKeyIntent } from './useSearchKeys';
import { useSearchPageQueryGuard } from './useSearchPageQueryGuard';
import { useWarmSearchWhenIdle } from './useWarmSearchWhenIdle';
import { warmLocalSearch } from './warmLocalSearch';

type Props = WrapperProps<typeof SearchBarType>;
type DocSearchBarType = ComponentType<ComponentProps<typeof import('./DocSearchBar').default>>;
type Intent = SearchKeyIntent | { kind: 'load' };

/** Reaching for the button: the pointer over it, a touch, the focus. */
const BUTTON_INTENT = ['pointerenter', 'touchstart', 'focus'] as const;

let docSearchBarModule: Promise<DocSearchBarType> | null = null;

function loadDocSearchBar(): Promise<DocSearchBarType> {
  docSearchBarModule ??= import('./DocSearchBar').then(
    (module) => module.default,
    (error: unknown) => {
      // A failed chunk (offline, a deploy replaced it) is tried again on the next intent.
      docSearchBarModule = null;
      throw error;
    },
  );
  return docSearchBarModule;
}

function searchUnavailable(): string {
  return translate({
    id: 'search.button.unavailable',
    message: 'Search could not load. Check your connection and try again.',
    description: 'Tooltip of the navbar search button when the search code failed to download',
  });
}

/** Repeats on upstream's button what the reader did before it existed. */
function replayIntent(button: HTMLButtonElement, intent: Intent): void {
  if (intent.kind === 'open') {
    button.click();
  } else if (intent.kind === 'type') {
    button.focus();
    // Upstream's hook tests keyCode, which a KeyboardEvent built from `key` alone leaves at 0.
    const keyCode = intent.key.toUpperCase().charCodeAt(0);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: intent.key, keyCode }));
  }
}

/** Upstream's hint for hosted search, from the first paint on as before, not only once loaded. */
function HostedSearchPreconnect(): ReactNode {
  const {
    algolia: { appId },
  } = useAlgoliaThemeConfig();
  return (
    <Head>
      <link rel="preconnect" href={`https://${appId}-dsn.algolia.net`} crossOrigin="anonymous" />
    </Head>
  );
}

export default function SearchBarWrapper(props: Props): ReactNode {
  useSearchPageQueryGuard();
  const isLocal = useGlobalData()[SEARCH_PLUGIN_NAME] !== undefined;
  const [DocSearchBar, setDocSearchBar] = useState<DocSearchBarType | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const lightButtonRef = useRef<HTMLButtonElement | null>(null);
  const hostRef = useRef<HTMLElement | null>(null);
  const pendingIntent = useRef<Intent | null>(null);
  const focusFollowsSwap = useRef(false);

  const request = useCallback(
    (intent: Intent) => {
      // A press or typed key outranks a load already under way for a hover or idle time.
      if (intent.kind !== 'load' || pendingIntent.current === null) pendingIntent.current = intent;
      if (isLocal) warmLocalSearch();
      loadDocSearchBar().then(
        (component) => {
          // Removing the focused light button would drop the focus on the page's body.
          focusFollowsSwap.current = document.activeElement === lightButtonRef.current;
          setLoadFailed(false);
          setDocSearchBar(() => component);
        },
        () => {
          if (pendingIntent.current?.kind !== 'load') setLoadFailed(true);
          pendingIntent.current = null;
        },
      );
    },
    [isLocal],
  );
  const requestLoad = useCallback(() => request({ kind: 'load' }), [request]);
  const requestOpen = useCallback(() => request({ kind: 'open' }), [request]);

  const docSearchButton = () =>
    hostRef.current?.querySelector<HTMLButtonElement>('.DocSearch-Button') ?? null;

  // In the commit that swaps the buttons, so no key can land on the page in between.
  useLayoutEffect(() => {
    if (DocSearchBar && focusFollowsSwap.current) docSearchButton()?.focus();
  }, [DocSearchBar]);

  const onDocSearchBarMounted = useCallback(() => {
    const intent = pendingIntent.current;
    pendingIntent.current = null;
    const button = docSearchButton();
    if (button && intent) replayIntent(button, intent);
  }, []);

  useSearchKeys(DocSearchBar === null, lightButtonRef, request);
  useOnIntent(lightButtonRef, BUTTON_INTENT, requestLoad, DocSearchBar === null);
  useWarmSearchWhenIdle(DocSearchBar === null, requestLoad);

  if (DocSearchBar) return <DocSearchBar {...props} onMounted={onDocSearchBarMounted} />;
  return (
    <>
      {!isLocal && <HostedSearchPreconnect />}
      <LightSearchButton
        ref={(button) => {
          lightButtonRef.current = button;
          if (button) hostRef.current = button.parentElement;
        }}
        translations={docusaurusTranslations.button}
        onClick={requestOpen}
        title={loadFailed ? searchUnavailable() : undefined}
      />
    </>
  );
}
