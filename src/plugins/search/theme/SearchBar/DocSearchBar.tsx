/**
 * The SearchBar wrapper's lazy part (./index.tsx renders a light button until the reader reaches
 * for search, then this): @docusaurus/theme-search-algolia/lib/theme/SearchBar, the DocSearch
 * 3.9.0 button and modal. Reason: with no hosted search configured, the same unmodified modal must answer from the
 * site's own index. Upstream spreads our props after its own, so passing `transformSearchClient`
 * swaps the client without forking. Around that:
 * - local mode replaces upstream's preconnect hint to the placeholder Algolia host (Helmet keeps
 *   the last <link> per href), so nothing leaves for algolia.net, and starts loading the index
 *   and the modal's code as soon as it mounts, which ./index.tsx does only when the reader
 *   reaches for search or, once they have interacted with the page, in idle time (the index is
 *   then indexed in a worker, so the first "/" has only the modal to render);
 * - both modes hand DocSearch promises that let its failure screen show (see
 *   withVisibleSearchErrors), restore DocSearch's own "No results for" wording, and keep the
 *   search page's `q` within 64 characters.
 * Policy: src/theme/README.md.
 */
import React, { useCallback, useEffect, useMemo, type ReactNode } from 'react';
// The search theme's SearchBar, by its file (the `algoliaSearchBar` bundle patch): from this
// plugin's theme `@theme-original/SearchBar` is this wrapper itself and `@theme-init/SearchBar`
// theme-classic's empty placeholder.
import SearchBar from '@docusaurus/theme-search-algolia/lib/theme/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useGlobalData from '@docusaurus/useGlobalData';
import { useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import docusaurusTranslations from '@theme/SearchTranslations';

import { getBrowserSearchClient } from '@site/src/search/client/browserSearchClient';
import type { LocalSearchClient } from '@site/src/search/client/createLocalSearchClient';
import { withVisibleSearchErrors } from '@site/src/search/client/withVisibleSearchErrors';
import { SEARCH_PLUGIN_NAME } from '@site/src/search/pluginData';
import { warmLocalSearch } from './warmLocalSearch';

type Props = WrapperProps<typeof SearchBarType> & {
  /** Called once upstream's button and keyboard shortcuts are in place. */
  onMounted: () => void;
};
type HostedClient = { addAlgoliaAgent(segment: string, version?: string): void } & {
  search: (...args: never[]) => Promise<unknown>;
};

let localClient: LocalSearchClient | null = null;

function sharedLocalClient(): LocalSearchClient {
  localClient ??= withVisibleSearchErrors(getBrowserSearchClient());
  return localClient;
}

function preloadLocalIndex(): void {
  sharedLocalClient().preload();
}

/** Called when the modal mounts: hand it the local client and make sure the index is loading. */
function toLocalSearchClient(): LocalSearchClient {
  preloadLocalIndex();
  return sharedLocalClient();
}

function useModalTranslations() {
  return useMemo(() => {
    const { modal } = docusaurusTranslations;
    return {
      button: docusaurusTranslations.button,
      modal: {
        ...modal,
        noResultsScreen: {
          ...modal?.noResultsScreen,
          noResultsText: translate({
            id: 'search.modal.noResultsText',
            message: 'No results for',
            description: 'DocSearch wording before the query on the no-results screen of the modal',
          }),
        },
      },
    };
  }, []);
}

export default function DocSearchBar({ onMounted, ...props }: Props): ReactNode {
  const isLocal = useGlobalData()[SEARCH_PLUGIN_NAME] !== undefined;
  useEffect(() => {
    if (isLocal) warmLocalSearch();
  }, [isLocal]);
  // Children's effects run first, so upstream's keyboard listener exists when this one runs.
  useEffect(onMounted, [onMounted]);
  const {
    algolia: { appId },
  } = useAlgoliaThemeConfig();
  const {
    siteMetadata: { docusaurusVersion },
  } = useDocusaurusContext();
  const translations = useModalTranslations();
  // Keeps what upstream's own transform does (the agent segment) for the hosted client.
  const toHostedSearchClient = useCallback(
    (client: HostedClient) => {
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return withVisibleSearchErrors(client);
    },
    [docusaurusVersion],
  );

  if (!isLocal) {
    return (
      <SearchBar
        {...props}
        translations={translations}
        transformSearchClient={toHostedSearchClient}
      />
    );
  }
  return (
    <>
      <SearchBar
        {...props}
        translations={translations}
        transformSearchClient={toLocalSearchClient}
      />
      <Head>
        {/* Same href as upstream's preconnect, so Helmet drops that one; an unknown rel is inert. */}
        <link rel="x-local-search" href={`https://${appId}-dsn.algolia.net`} />
      </Head>
    </>
  );
}
