import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import type { PageTrees } from '../../markdown/pageTrees';
import { writeBuildStats, type TwinsBuildStats } from './buildStats';
import { collectTwins, twinSourceFiles } from './collectTwins';
import { EmitFilesPlugin } from '../shared/emitGeneratedFiles';
import { llmsFiles, llmsSections, type ApiSpecLink } from './llmsTxt';
import type { NavbarItem } from '../shared/navbarSections';
import { twinFileName } from './twinPath';

/**
 * Markdown twins (issue #20): every docs page, generated index and tag page, every page of
 * src/pages with prose, and the changelog's posts and list page, also as clean Markdown at its URL + `.md` (./twinPath.ts), converted
 * from its source through the site's remark/mdast reader; and `/llms.txt`, `/llms-full.txt`.
 *
 * Written here rather than with docusaurus-plugin-llms (0.6.1) or
 * @signalwire/docusaurus-plugin-llms-txt (1.2.2): the first strips MDX with regular expressions
 * (no tabs as sections, no component output), the second converts the built HTML back to
 * Markdown; both write files only after a build, so `npm start` would have no twins.
 *
 * Also serves the docs pages' breadcrumb row (./theme/DocBreadcrumbs, through `getThemePath`),
 * whose "Copy page" menu copies, shows or hands a chat the page's twin.
 */

export type MarkdownTwinsOptions = {
  /** The paragraph under the title of llms.txt: what the service does. */
  summary: string;
  /** The API specs, whose downloads (src/plugins/openapi-downloads) llms.txt links. */
  specs: readonly ApiSpecLink[];
  /** The page trees shared with the search index; without it every page is parsed here. */
  pageTrees?: PageTrees;
};

export function validateOptions({
  options,
}: {
  options: Partial<MarkdownTwinsOptions> & { id?: string };
}): MarkdownTwinsOptions & { id: string } {
  const { summary, specs, pageTrees } = options;
  if (typeof summary !== 'string' || summary.trim() === '') {
    throw new Error('markdown-twins: `summary` must be a paragraph saying what the service does');
  }
  if (!Array.isArray(specs) || specs.some((spec) => typeof spec?.id !== 'string')) {
    throw new Error('markdown-twins: `specs` must be [{ id, title, summary }] (src/apiSpecs.ts)');
  }
  // Docusaurus namespaces a plugin's generated files by the `id` of its validated options.
  return { id: options.id ?? 'default', summary, specs, pageTrees };
}

export default function markdownTwinsPlugin(
  context: LoadContext,
  options: MarkdownTwinsOptions,
): Plugin {
  const { siteConfig, siteDir, baseUrl, generatedFilesDir } = context;
  let twinFiles: Map<string, string> | null = null;
  let stats: TwinsBuildStats | null = null;

  return {
    name: 'markdown-twins',

    async allContentLoaded({ allContent }) {
      const files = twinSourceFiles(siteDir, allContent);
      const sources = new Map(
        await Promise.all(files.map(async (file) => [file, await readFile(file, 'utf8')] as const)),
      );
      // From here on synchronous: the wall-clock and CPU time are this plugin's alone.
      const startedAt = performance.now();
      const cpuAtStart = process.cpuUsage();
      const twins = collectTwins({
        siteDir,
        siteUrl: siteConfig.url,
        siteTitle: siteConfig.title,
        allContent,
        sources,
        pageTrees: options.pageTrees,
      });
      const navbar = (siteConfig.themeConfig.navbar ?? {}) as { items?: NavbarItem[] };
      const { llmsTxt, llmsFullTxt } = llmsFiles({
        siteTitle: siteConfig.title,
        summary: options.summary,
        siteUrl: siteConfig.url,
        baseUrl,
        sections: llmsSections(navbar.items ?? [], twins.sidebars),
        twins: twins.pages,
        blogs: twins.blogs,
        specs: options.specs,
      });
      twinFiles = new Map(twins.pages.map((twin) => [twinFileName(twin.permalink), twin.markdown]));
      twinFiles.set('llms.txt', llmsTxt);
      twinFiles.set('llms-full.txt', llmsFullTxt);
      const cpu = process.cpuUsage(cpuAtStart);
      stats = {
        twins: twins.pages.length,
        bytes: [...twinFiles.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0),
        llmsFullTxtBytes: Buffer.byteLength(llmsFullTxt),
        generateMs: Math.round(performance.now() - startedAt),
        generateCpuMs: Math.round((cpu.user + cpu.system) / 1000),
      };
      for (const warning of new Set(twins.warnings)) console.warn(`[markdown-twins] ${warning}`);
    },

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    configureWebpack(_config, isServer) {
      return { plugins: isServer ? [] : [new EmitFilesPlugin(() => twinFiles)] };
    },

    async postBuild() {
      if (stats === null) return;
      await writeBuildStats(generatedFilesDir, stats);
      console.info(
        `[markdown-twins] ${stats.twins} twins, llms.txt and llms-full.txt: ${(stats.bytes / 1024).toFixed(0)} KB in ${stats.generateMs} ms (${stats.generateCpuMs} ms CPU)`,
      );
    },
  };
}
