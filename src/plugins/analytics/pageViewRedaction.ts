/**
 * What of a URL and title a page view may carry to analytics. The playground's share link holds
 * the whole request (ids, coordinates, shift times) and the search page's `q` holds what the
 * reader typed; neither belongs in a third party's reports.
 */
import { SHARE_PARAM } from '../shared/playgroundShareParam';

import type { RouteLocation } from './pageViews';

/**
 * Query parameters a page view keeps: `api-language` is the code tab a reader picked (the site's
 * only `queryString` tab group) and the `utm_*` campaign tags are set by whoever wrote the link,
 * and GA reads them from `page_location`. Everything else (the search page's `q` first) may be
 * text a reader typed, so it is dropped.
 */
const REPORTED_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'api-language',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
]);

/** Stands in the title for the value of a dropped query parameter. */
const REDACTED = '…';

export interface RedactedPageView {
  pagePath: string;
  pageTitle: string;
}

export function redactPageView(location: RouteLocation, title: string): RedactedPageView {
  const kept = new URLSearchParams();
  const droppedValues: string[] = [];
  new URLSearchParams(location.search).forEach((value, key) => {
    if (REPORTED_QUERY_PARAMS.has(key)) kept.append(key, value);
    else if (value.trim() !== '') droppedValues.push(value, value.trim());
  });
  const query = kept.toString();
  // A share link says only that it was one; its payload stays in the reader's address bar.
  const isShareLink = new URLSearchParams(location.hash.replace(/^#/, '')).has(SHARE_PARAM);
  const hash = isShareLink ? `#${SHARE_PARAM}` : location.hash;
  // The search page puts the query in its title ("Search results for …"); longest first, so a
  // value that contains another is not left half visible.
  let pageTitle = title;
  for (const value of droppedValues.sort((a, b) => b.length - a.length)) {
    pageTitle = pageTitle.split(value).join(REDACTED);
  }
  return { pagePath: `${location.pathname}${query ? `?${query}` : ''}${hash}`, pageTitle };
}
