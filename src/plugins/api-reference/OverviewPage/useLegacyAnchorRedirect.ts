import { useEffect } from 'react';
import { useLocation } from '@docusaurus/router';

import { legacyAnchorRoute } from './legacyAnchor';

/**
 * Sends a link to the old single-page reference (`/api-portal/integration#tag/…`) on to the
 * page that holds its section now, keeping the anchor, which Redoc gave the same id there. A
 * full load, not a client-side navigation: the tag page then arrives as static HTML and the
 * browser scrolls to the anchor itself (src/plugins/api-reference/theme/Redoc). It replaces the
 * history entry, so Back skips the overview the reader never asked for. Without JavaScript the
 * browser lands on the operation's entry in the overview, a link to it.
 */
export function useLegacyAnchorRedirect(routesByAnchor: Readonly<Record<string, string>>): void {
  const { hash } = useLocation();
  useEffect(() => {
    const route = legacyAnchorRoute(hash, routesByAnchor);
    if (route) window.location.replace(`${route}${hash}`);
  }, [hash, routesByAnchor]);
}
