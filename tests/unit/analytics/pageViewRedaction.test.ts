import { describe, expect, it } from 'vitest';

import { redactPageView } from '../../../src/plugins/analytics/pageViewRedaction';
import type { RouteLocation } from '../../../src/plugins/analytics/pageViews';

function at(url: string): RouteLocation {
  const parsed = new URL(url, 'https://docs.example.com');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

describe('page-view redaction', () => {
  it('keeps ordinary pages, anchors and the allow-listed query parameters', () => {
    expect(redactPageView(at('/docs/routing?api-language=curl#request'), 'Routing')).toEqual({
      pagePath: '/docs/routing?api-language=curl#request',
      pageTitle: 'Routing',
    });
    expect(
      redactPageView(at('/docs/intro?utm_source=newsletter&utm_campaign=spring'), 'Intro').pagePath,
    ).toBe('/docs/intro?utm_source=newsletter&utm_campaign=spring');
  });

  it('drops the search text from the path and the title', () => {
    expect(
      redactPageView(
        at('/search?q=secret+customer+name#section'),
        'Search results for "secret customer name" | RouteKit',
      ),
    ).toEqual({ pagePath: '/search#section', pageTitle: 'Search results for "…" | RouteKit' });
    // Padding around the words is no way around it.
    expect(
      redactPageView(at('/search?q=%20secret%20'), 'Search results for "secret"').pageTitle,
    ).toBe('Search results for "…"');
  });

  it('drops query parameters that are not on the allow-list', () => {
    expect(
      redactPageView(at('/docs/faq?api-language=python&email=a%40b.example&token=x'), 'FAQ')
        .pagePath,
    ).toBe('/docs/faq?api-language=python');
  });

  it('keeps only that a share link was opened, not its payload', () => {
    const payload = 'q1ZKzkksLlayUlAqzs9NVUjOzytJzSsBAA';
    expect(redactPageView(at(`/playground#req=${payload}`), 'Playground')).toEqual({
      pagePath: '/playground#req',
      pageTitle: 'Playground',
    });
    expect(redactPageView(at(`/playground/solomon#x=1&req=${payload}`), 'P').pagePath).toBe(
      '/playground/solomon#req',
    );
    // An anchor that merely starts with the parameter name is an anchor.
    expect(redactPageView(at('/docs/routing#request-body'), 'R').pagePath).toBe(
      '/docs/routing#request-body',
    );
  });
});
