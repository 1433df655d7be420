import path from 'node:path';

import { twinPath } from './twinPath';

/**
 * Links as written in a page (a relative `.mdx` file, a site path, a relative URL, an anchor)
 * as absolute URLs: to the linked page's twin when it has one and the link names no anchor
 * (the twin has no anchors), else to the page itself. External links are left as written.
 */

export type SiteLinks = {
  /** Public origin and base URL, e.g. `https://docs.example.com/`. */
  siteUrl: string;
  siteDir: string;
  /** Absolute source file -> permalink, for links written as file paths. */
  permalinkBySource: ReadonlyMap<string, string>;
  /** Permalinks that have a twin. */
  twinned: ReadonlySet<string>;
};

export type PageLocation = { sourceFile: string | null; permalink: string };

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const FILE_LINK = /\.mdx?$/;

function withoutTrailingSlash(urlPath: string): string {
  return urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
}

export function createLinkResolver(site: SiteLinks, page: PageLocation): (url: string) => string {
  const origin = new URL(site.siteUrl);
  const twinnedByBarePath = new Map(
    [...site.twinned].map((permalink) => [withoutTrailingSlash(permalink), permalink]),
  );

  const pageUrl = (urlPath: string, suffix: string): string => {
    const twinOf = twinnedByBarePath.get(withoutTrailingSlash(urlPath));
    const toTwin = twinOf !== undefined && !suffix.includes('#');
    return new URL(toTwin ? twinPath(twinOf) : `${urlPath}${suffix}`, origin).href;
  };

  return (url: string): string => {
    if (EXTERNAL.test(url)) return url;
    const [, pathPart = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
    if (pathPart === '') return new URL(`${page.permalink}${suffix}`, origin).href;
    if (FILE_LINK.test(pathPart) && page.sourceFile !== null) {
      const file = pathPart.startsWith('@site/')
        ? path.join(site.siteDir, decodeURIComponent(pathPart.slice('@site/'.length)))
        : path.resolve(path.dirname(page.sourceFile), decodeURIComponent(pathPart));
      const permalink = site.permalinkBySource.get(file);
      if (permalink !== undefined) return pageUrl(permalink, suffix);
    }
    const resolved = new URL(pathPart, new URL(page.permalink, origin));
    return pageUrl(resolved.pathname, suffix);
  };
}
