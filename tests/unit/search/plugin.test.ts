import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';

import searchIndexPlugin from '../../../src/plugins/search-index';
import { EmitSearchIndexAssetPlugin } from '../../../src/plugins/search-index/emitIndexAsset';
import { algoliaThemeConfig, searchPlugins } from '../../../src/search/siteConfig';

function siteWithOneDoc() {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'search-plugin-'));
  mkdirSync(path.join(siteDir, 'docs'), { recursive: true });
  writeFileSync(
    path.join(siteDir, 'docs', 'intro.mdx'),
    '---\ntitle: Intro\n---\nWelcome.\n\n## Next steps\n\nRead on.\n',
  );
  const context = {
    siteDir,
    baseUrl: '/base/',
    i18n: { currentLocale: 'en' },
  } as unknown as LoadContext;
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            versionName: 'current',
            sidebars: {
              main: [{ type: 'category', label: 'Start', items: [{ type: 'doc', id: 'intro' }] }],
            },
            docs: [
              {
                id: 'intro',
                title: 'Intro',
                description: 'Welcome.',
                source: '@site/docs/intro.mdx',
                permalink: '/base/docs/intro',
                unlisted: false,
              },
            ],
          },
        ],
      },
    },
  };
  return { siteDir, context, allContent };
}

/** The smallest compiler the emit plugin needs: the two hooks it taps and the asset sink. */
function fakeCompiler() {
  const assets = new Map<string, string>();
  let processAssets: (() => void) | undefined;
  const compilation = {
    hooks: {
      processAssets: {
        tap: (_options: unknown, callback: () => void) => (processAssets = callback),
      },
    },
    emitAsset: (name: string, source: { source(): string }) => assets.set(name, source.source()),
  };
  const compiler = {
    webpack: {
      Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: -2000 },
      sources: {
        RawSource: class {
          constructor(private readonly text: string) {}
          source() {
            return this.text;
          }
        },
      },
    },
    hooks: {
      thisCompilation: {
        tap: (_name: string, callback: (c: typeof compilation) => void) => callback(compilation),
      },
    },
  };
  return { compiler, assets, run: () => processAssets?.() };
}

describe('search index plugin', () => {
  it('builds the index from loaded content, publishes its URL and emits it as a client asset', async () => {
    const { context, allContent } = siteWithOneDoc();
    const plugin = searchIndexPlugin(context, { apiSpecs: [] }) as Plugin<unknown>;
    let globalData: unknown;
    await plugin.allContentLoaded!({
      allContent,
      actions: {
        setGlobalData: (data: unknown) => (globalData = data),
        addRoute: () => {},
        createData: async () => '',
      },
    });
    expect(globalData).toEqual({
      indexUrl: expect.stringMatching(/^\/base\/search-index\/en\.[0-9a-f]{12}\.json$/),
    });

    const clientConfig = plugin.configureWebpack!({}, false, {} as never, undefined) as {
      resolve: { alias: Record<string, string> };
      plugins: unknown[];
    };
    expect(clientConfig.resolve.alias['algoliasearch/lite$']).toMatch(
      /src\/search\/client\/algoliaLiteShim\.ts$/,
    );
    expect(clientConfig.plugins).toHaveLength(1);
    const serverConfig = plugin.configureWebpack!({}, true, {} as never, undefined) as {
      plugins: unknown[];
    };
    expect(serverConfig.plugins).toEqual([]);

    const { compiler, assets, run } = fakeCompiler();
    (clientConfig.plugins[0] as EmitSearchIndexAssetPlugin).apply(compiler as never);
    run();
    const fileName = (globalData as { indexUrl: string }).indexUrl.replace('/base/', '');
    const index = JSON.parse(assets.get(fileName)!) as { pages: unknown[]; sections: unknown[] };
    expect(index.pages).toEqual([{ u: '/base/docs/intro', l0: 'Start', l1: 'Intro', t: 0 }]);
    expect(index.sections).toHaveLength(2);
  });

  it('rejects malformed options', () => {
    const { context } = siteWithOneDoc();
    expect(() => searchIndexPlugin(context, { apiSpecs: [{ file: 1 }] })).toThrow(/apiSpecs/);
  });
});

describe('site search config', () => {
  it('serves the local index unless all hosted values are set', () => {
    expect(searchPlugins(null)).toHaveLength(1);
    expect(searchPlugins({ appId: 'APP', apiKey: 'key', indexName: 'docs' })).toEqual([]);
  });

  it('configures the theme for both modes', () => {
    expect(algoliaThemeConfig(null)).toMatchObject({
      appId: 'LOCAL',
      contextualSearch: true,
      searchPagePath: 'search',
      insights: false,
    });
    expect(algoliaThemeConfig({ appId: 'APP', apiKey: 'key', indexName: 'docs' })).toMatchObject({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
      contextualSearch: true,
      insights: true,
    });
  });
});
