/**
 * The playground's pages: /playground (the default example) and /playground/<id> for every example
 * in ./client/examples, so adding an example adds its page. The paths are the ones
 * src/pages/playground/*.tsx used to get from the pages plugin, index trailing slash included, so
 * URLs and sitemap entries stay as they were.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';

import { DEFAULT_EXAMPLE_ID, PLAYGROUND_EXAMPLES } from './client/examples';

const PLAYGROUND_PAGE = '@site/src/plugins/playground/components/PlaygroundPage';

export interface PlaygroundRoute {
  path: string;
  exampleId: string;
}

export function playgroundRoutes(baseUrl: string): PlaygroundRoute[] {
  return [
    { path: normalizeUrl([baseUrl, 'playground/']), exampleId: DEFAULT_EXAMPLE_ID },
    ...PLAYGROUND_EXAMPLES.map(({ id }) => ({
      path: normalizeUrl([baseUrl, 'playground', id]),
      exampleId: id,
    })),
  ];
}

export default function playgroundRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'playground',
    contentLoaded({ actions }) {
      for (const { path, exampleId } of playgroundRoutes(context.baseUrl)) {
        actions.addRoute({ path, component: PLAYGROUND_PAGE, exact: true, props: { exampleId } });
      }
    },
  };
}
