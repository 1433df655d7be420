import { describe, it, expect } from 'vitest';

import {
  createPageViewTracker,
  pagePathOf,
  type PageView,
  type RouteLocation,
} from '../../../src/plugins/analytics/pageViews';

function at(url: string): RouteLocation {
  const parsed = new URL(url, 'https://docs.example.com');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

/** A tracker whose "title update" happens when the test says so, like react-helmet's frame. */
function setUp() {
  const sent: PageView[] = [];
  const pendingTitleWaits: Array<() => void> = [];
  let title = 'Start';
  const tracker = createPageViewTracker({
    send: (view) => sent.push(view),
    afterTitleUpdate: (callback) => pendingTitleWaits.push(callback),
    readTitle: () => title,
    origin: 'https://docs.example.com',
  });
  return {
    sent,
    navigate(url: string, newTitle: string) {
      tracker.onRouteDidUpdate(at(url));
      title = newTitle;
      pendingTitleWaits.splice(0).forEach((callback) => callback());
    },
  };
}

describe('page-view tracker', () => {
  it('reports path, query and hash together', () => {
    expect(pagePathOf(at('/docs/routing?api-language=curl#request'))).toBe(
      '/docs/routing?api-language=curl#request',
    );
  });

  it('sends one view for the initial load and one per changed path, query or hash', () => {
    const site = setUp();
    site.navigate('/docs/intro', 'Introduction');
    site.navigate('/docs/routing', 'Routing API');
    site.navigate('/docs/routing?api-language=python', 'Routing API');
    site.navigate('/docs/routing?api-language=python#request', 'Routing API');
    site.navigate('/docs/routing?api-language=python', 'Routing API');
    expect(site.sent.map((view) => view.pagePath)).toEqual([
      '/docs/intro',
      '/docs/routing',
      '/docs/routing?api-language=python',
      '/docs/routing?api-language=python#request',
      '/docs/routing?api-language=python',
    ]);
  });

  it('sends nothing when a navigation changes neither path, query nor hash', () => {
    const site = setUp();
    site.navigate('/docs/faq/faq', 'FAQ');
    site.navigate('/docs/faq/faq', 'FAQ');
    site.navigate('/docs/faq/faq', 'FAQ');
    expect(site.sent).toHaveLength(1);
  });

  it('takes the title after the page updated it, not the previous page title', () => {
    const site = setUp();
    site.navigate('/docs/intro', 'Introduction | RouteKit');
    site.navigate('/docs/faq/faq', 'FAQ | RouteKit');
    expect(site.sent.map((view) => view.pageTitle)).toEqual([
      'Introduction | RouteKit',
      'FAQ | RouteKit',
    ]);
  });

  it('carries the full location for GA4', () => {
    const site = setUp();
    site.navigate('/docs/intro?api-language=python#a', 'Introduction');
    expect(site.sent[0]?.pageLocation).toBe(
      'https://docs.example.com/docs/intro?api-language=python#a',
    );
  });

  it('sends redacted views, one per new search or share link', () => {
    const site = setUp();
    site.navigate('/search?q=first+customer', 'Search results for "first customer"');
    site.navigate('/search?q=second+customer', 'Search results for "second customer"');
    site.navigate('/playground#req=AAAA', 'Playground');
    site.navigate('/playground#req=BBBB', 'Playground');
    expect(site.sent).toEqual([
      {
        pagePath: '/search',
        pageTitle: 'Search results for "…"',
        pageLocation: 'https://docs.example.com/search',
      },
      {
        pagePath: '/search',
        pageTitle: 'Search results for "…"',
        pageLocation: 'https://docs.example.com/search',
      },
      {
        pagePath: '/playground#req',
        pageTitle: 'Playground',
        pageLocation: 'https://docs.example.com/playground#req',
      },
      {
        pagePath: '/playground#req',
        pageTitle: 'Playground',
        pageLocation: 'https://docs.example.com/playground#req',
      },
    ]);
  });
});
