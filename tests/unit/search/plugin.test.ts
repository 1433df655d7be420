import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';

import searchPlugin from '../../../src/plugins/search';
import { collectLoadedPages } from '../../../src/plugins/search/collectLoadedPages';
import { EmitFilesPlugin } from '../../../src/plugins/shared/emitGeneratedFiles';
import { isShardManifest, type ShardManifest } from '../../../src/search/shards/format';
import { piecesOf } from './shardPieces';
import { algoliaThemeConfig } from '../../../src/plugins/search/themeConfig';

/** The docs plugin's loaded content: one version, one sidebar with one category. */
function loadedDocs(category: { label: string; docIds: string[] }, docs: unknown[]) {
  const items = category.docIds.map((id) => ({ type: 'doc', id }));
  const sidebars = { main: [{ type: 'category', label: category.label, items }] };
  return { default: { loadedVersions: [{ versionName: 'current', sidebars, docs }] } };
}

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
    'docusaurus-plugin-content-docs': loadedDocs({ label: 'Start', docIds: ['intro'] }, [
      {
        id: 'intro',
        title: 'Intro',
        description: 'Welcome.',
        frontMatter: { title: 'Intro' },
        source: '@site/docs/intro.mdx',
        permalink: '/base/docs/intro',
        unlisted: false,
      },
    ]),
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

describe('search plugin', () => {
  it('builds the index from loaded content, publishes its URL and emits it as a client asset', async () => {
    const { context, allContent } = siteWithOneDoc();
    const plugin = searchPlugin(context, { apiSpecs: [] }) as Plugin<unknown>;
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
    expect(clientConfig.resolve.alias['@docsearch/react/modal$']).toMatch(
      /src\/plugins\/search\/docSearchModal\.ts$/,
    );
    expect(clientConfig.plugins).toHaveLength(1);
    const serverConfig = plugin.configureWebpack!({}, true, {} as never, undefined) as {
      plugins: unknown[];
    };
    expect(serverConfig.plugins).toEqual([]);

    const { compiler, assets, run } = fakeCompiler();
    (clientConfig.plugins[0] as EmitFilesPlugin).apply(compiler as never);
    run();
    const fileName = (globalData as { indexUrl: string }).indexUrl.replace('/base/', '');
    const manifest = JSON.parse(assets.get(fileName)!) as ShardManifest;
    expect(isShardManifest(manifest)).toBe(true);
    // Every piece the manifest names is emitted beside it, under search-index/en/.
    const read = (file: string) => assets.get(`search-index/${file}`) ?? '';
    const { termFiles, recordFiles } = piecesOf(manifest, read);
    const named = [
      ...termFiles,
      ...recordFiles,
      manifest.pages,
      ...manifest.dictionary.map(([, file]) => file),
      manifest.whole,
    ];
    expect(named.filter((file) => !assets.has(`search-index/${file}`))).toEqual([]);
    expect(
      named.every((file) => /^en\/(?:terms\.|all\.|pages\.)?[0-9a-f]{12}\.json$/.test(file)),
    ).toBe(true);
    const index = JSON.parse(assets.get(`search-index/${manifest.whole}`)!) as {
      pages: unknown[];
      sections: unknown[];
    };
    expect(index.pages).toEqual([{ u: '/base/docs/intro', l0: 'Start', l1: 'Intro', t: 0 }]);
    expect(index.sections).toHaveLength(2);
  });

  it('rejects malformed options', () => {
    const { context } = siteWithOneDoc();
    expect(() => searchPlugin(context, { apiSpecs: [{ file: 1 }] })).toThrow(/apiSpecs/);
    expect(() => searchPlugin(context, { localIndex: 'no' })).toThrow(/localIndex/);
  });

  it("serves its SearchBar in place of the search theme's, hosted or local", () => {
    const { context } = siteWithOneDoc();
    for (const localIndex of [true, false]) {
      const plugin = searchPlugin(context, { localIndex, apiSpecs: [] }) as Plugin<unknown>;
      const themePath = plugin.getThemePath!();
      expect(existsSync(path.join(themePath, 'SearchBar/index.tsx')), themePath).toBe(true);
    }
  });

  it('with hosted search builds no index and leaves the search page its hosted client', () => {
    const { context } = siteWithOneDoc();
    const plugin = searchPlugin(context, { localIndex: false }) as Plugin<unknown>;
    expect(plugin.allContentLoaded).toBeUndefined();
    expect(plugin.getPathsToWatch).toBeUndefined();
    const clientConfig = plugin.configureWebpack!({}, false, {} as never, undefined) as {
      resolve: { alias: Record<string, string> };
      plugins?: unknown[];
    };
    expect(clientConfig.resolve.alias).not.toHaveProperty('algoliasearch/lite$');
    // DocSearch still ships as one ESM copy with the modal in its own chunk, and the SearchBar
    // wrapper still finds the search theme's.
    expect(clientConfig.resolve.alias['@docsearch/react/modal$']).toMatch(/docSearchModal\.ts$/);
    expect(
      clientConfig.resolve.alias['@docusaurus/theme-search-algolia/lib/theme/SearchBar$'],
    ).toMatch(/theme-search-algolia\/lib\/theme\/SearchBar\/index\.js$/);
    expect(clientConfig.plugins).toBeUndefined();
  });
});

/** A site with one of each kind of page, as the content plugins load it. */
function siteWithEveryKindOfPage() {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'search-site-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    writeFileSync(path.join(siteDir, file), text);
  };
  write(
    'docs/guides/setup.md',
    // The file's front matter says otherwise; the docs plugin's reading of it is what counts.
    '---\nkeywords: [stale]\n---\n# Setting up\n\nInstall it.\n',
  );
  write('docs/draft.md', 'Not for readers yet.\n');
  write('src/pages/index.tsx', 'export default () => <Layout title="Home"><p>Hello.</p></Layout>;');
  write('src/pages/helper.tsx', 'export default () => <div><p>No title here.</p></div>;');
  write('src/pages/markdown-page.md', '# Markdown page\n\nSome text.\n');
  write(
    'openapi/routing.yaml',
    'info: {title: Routing API}\npaths:\n  /plans:\n    post: {operationId: createPlan, tags: [Plans], summary: Create a plan}\n',
  );
  const doc = (
    id: string,
    title: string,
    frontMatter: Record<string, unknown>,
    unlisted: boolean,
  ) => ({
    id,
    title,
    description: '',
    frontMatter,
    source: `@site/docs/${id}.md`,
    // The docs plugin's own URL, deliberately not one the file path would give.
    permalink: `/docs/renamed/${id}`,
    unlisted,
  });
  const allContent = {
    'docusaurus-plugin-content-docs': loadedDocs({ label: 'Guides', docIds: ['guides/setup'] }, [
      doc('guides/setup', 'Setting up', { keywords: ['install'], sidebar_label: 'Setup' }, false),
      doc('draft', 'Draft', {}, true),
    ]),
    'docusaurus-plugin-content-pages': {
      default: [
        { type: 'jsx', permalink: '/', source: '@site/src/pages/index.tsx' },
        { type: 'jsx', permalink: '/helper', source: '@site/src/pages/helper.tsx' },
        {
          type: 'mdx',
          permalink: '/markdown-page',
          source: '@site/src/pages/markdown-page.md',
          frontMatter: {},
          title: 'Markdown page',
          unlisted: false,
        },
      ],
      fixtures: [{ type: 'jsx', permalink: '/__tests/x', source: '@site/src/pages/index.tsx' }],
    },
  };
  return { siteDir, allContent };
}

describe('pages from loaded content', () => {
  it('indexes listed docs, titled site pages and API specs under the URLs Docusaurus gave them', async () => {
    const { siteDir, allContent } = siteWithEveryKindOfPage();
    const pages = await collectLoadedPages({
      siteDir,
      allContent,
      apiSpecs: [{ file: 'openapi/routing.yaml', route: '/api-portal/routing' }],
    });
    expect(
      pages.map((page) => [page.permalink, page.title, page.category, page.searchTag]),
    ).toEqual([
      ['/docs/renamed/guides/setup', 'Setting up', 'Guides', 'docs-default-current'],
      ['/', 'Home', 'Product', 'default'],
      ['/markdown-page', 'Markdown page', 'Product', 'default'],
      ['/api-portal/routing', 'Routing API', 'API reference', 'default'],
    ]);
    // Front matter comes from the docs plugin, not from a second reading of the file.
    expect(pages[0]!.keywords).toEqual(['install', 'Setup']);
    expect(pages[0]!.sections[0]!.paragraphs).toEqual(['Install it.']);
    expect(pages[3]!.sections[2]!.anchor).toBe('tag/Plans/operation/createPlan');
  });

  it('fails on a listed API spec whose file is missing', async () => {
    const { siteDir, allContent } = siteWithEveryKindOfPage();
    await expect(
      collectLoadedPages({
        siteDir,
        allContent,
        apiSpecs: [{ file: 'openapi/missing.yaml', route: '/api-portal/missing' }],
      }),
    ).rejects.toThrow(/missing\.yaml/);
  });
});

describe('site search config', () => {
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
