/**
 * The playground's pages come from src/plugins/playground and the examples list: the
 * default example at /playground/ (with the trailing slash the pages plugin gave the old
 * index page, so the sitemap entry is unchanged) and one page per example.
 */
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';

import playgroundRoutesPlugin, { playgroundRoutes } from '../../../src/plugins/playground';
import {
  DEFAULT_EXAMPLE_ID,
  PLAYGROUND_EXAMPLES,
} from '../../../src/plugins/playground/client/examples';

async function addedRoutes(baseUrl: string): Promise<RouteConfig[]> {
  const plugin = playgroundRoutesPlugin({ baseUrl } as LoadContext) as Plugin;
  const routes: RouteConfig[] = [];
  const actions = { addRoute: (route: RouteConfig) => routes.push(route) };
  await plugin.contentLoaded?.({
    content: undefined,
    actions: actions as unknown as Parameters<NonNullable<Plugin['contentLoaded']>>[0]['actions'],
  });
  return routes;
}

describe('playground routes', () => {
  it('serves the default example at /playground/ and each example at /playground/<id>', () => {
    expect(playgroundRoutes('/')).toEqual([
      { path: '/playground/', exampleId: DEFAULT_EXAMPLE_ID },
      ...PLAYGROUND_EXAMPLES.map(({ id }) => ({ path: `/playground/${id}`, exampleId: id })),
    ]);
  });

  it('puts the routes under the base URL', () => {
    const paths = playgroundRoutes('/portal/').map((route) => route.path);
    expect(paths[0]).toBe('/portal/playground/');
    expect(paths.slice(1).every((path) => path.startsWith('/portal/playground/'))).toBe(true);
  });

  it('adds one exact route per page, rendering the playground page with its example', async () => {
    const routes = await addedRoutes('/');
    expect(routes).toHaveLength(PLAYGROUND_EXAMPLES.length + 1);
    for (const route of routes) {
      expect(route).toEqual({
        path: expect.stringMatching(/^\/playground\//),
        component: '@site/src/plugins/playground/components/PlaygroundPage',
        exact: true,
        props: { exampleId: expect.any(String) },
      });
    }
    expect(routes.find((route) => route.path === '/playground/labels')?.props).toEqual({
      exampleId: 'labels',
    });
  });
});
