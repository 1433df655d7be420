import { describe, expect, it } from 'vitest';

import {
  chunkNamesByRoutePath,
  createRoutePrefetcher,
  matchedRoutePaths,
  type PrefetchRoute,
  type RouteMatcher,
} from '../../../src/clientModules/routePrefetch';

/** react-router's rules for the paths below: exact or not, and the catch-all. */
const matches: RouteMatcher = (pathname, { path, exact }) =>
  path === '*' ||
  pathname === path ||
  (!exact && typeof path === 'string' && pathname.startsWith(`${path}/`));

// The shape Docusaurus generates: a docs layout route holding its pages, beside other pages.
const ROUTES: PrefetchRoute[] = [
  { path: '/', exact: true },
  {
    path: '/docs',
    routes: [
      { path: '/docs/intro', exact: true },
      { path: '/docs/faq', exact: true },
    ],
  },
  { path: '*' },
];

const CHUNK_NAMES = {
  '/-2e1': { __comp: 'home' },
  '/docs-0a4': { __comp: 'docRoot', __context: { plugin: 'docsPlugin' } },
  '/docs/intro-5a1': { __comp: 'docItem', content: 'intro', __props: { sidebar: 'sidebar' } },
  '/docs/faq-9c2': { __comp: 'docItem', content: 'faq', __props: { sidebar: 'sidebar' } },
  '*-f00': { __comp: 'notFound' },
};

describe('route prefetching', () => {
  it('matches a page inside its layout route, outermost first, and stops at the first match', () => {
    expect(matchedRoutePaths(ROUTES, '/docs/faq', matches)).toEqual(['/docs', '/docs/faq']);
    expect(matchedRoutePaths(ROUTES, '/', matches)).toEqual(['/']);
    expect(matchedRoutePaths(ROUTES, '/nowhere', matches)).toEqual(['*']);
  });

  it('indexes the chunk names by route path, without the hash, nested names flattened', () => {
    const byPath = chunkNamesByRoutePath(CHUNK_NAMES);
    expect(byPath.get('/docs')).toEqual(['docRoot', 'docsPlugin']);
    expect(byPath.get('/docs/intro')).toEqual(['docItem', 'intro', 'sidebar']);
  });

  it('asks for each file once, however many linked routes share it', () => {
    const asked: string[] = [];
    const prefetch = createRoutePrefetcher({
      routes: ROUTES,
      matches,
      chunkNames: CHUNK_NAMES,
      chunkUrl: (name) => (name === 'sidebar' ? undefined : `/assets/js/${name}.js`),
      fetchLater: (url) => asked.push(url),
    });
    prefetch('/docs/intro');
    prefetch('/docs/faq');
    prefetch('/docs/intro');
    expect(asked).toEqual([
      '/assets/js/docRoot.js',
      '/assets/js/docsPlugin.js',
      '/assets/js/docItem.js',
      '/assets/js/intro.js',
      '/assets/js/faq.js',
    ]);
  });

  it('skips a chunk the bundler merged away', () => {
    const asked: string[] = [];
    const prefetch = createRoutePrefetcher({
      routes: ROUTES,
      matches,
      chunkNames: CHUNK_NAMES,
      chunkUrl: (name) => `/assets/js/${name === 'home' ? 'undefined' : name}.js`,
      fetchLater: (url) => asked.push(url),
    });
    prefetch('/');
    expect(asked).toEqual([]);
  });
});
