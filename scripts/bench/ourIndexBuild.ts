/**
 * Our search index built the way the search plugin builds it in `allContentLoaded`
 * (collectLoadedPages, buildSearchIndex, splitSearchIndex, files written), outside a Docusaurus
 * build so its time and memory can be measured on their own: what Docusaurus would hand the
 * plugin is read back from the metadata a build leaves in `.docusaurus/`, the sidebars from
 * sidebars.ts, and the generated pages of `bench:scale` are added as scaleSearchIndex.ts adds
 * them.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { AllContent } from '@docusaurus/types';

import { defaultApiSpecRoutes } from '../../src/plugins/search/apiSpecRoutes';
import { buildSearchIndex } from '../../src/plugins/search/buildSearchIndex';
import { collectLoadedPages } from '../../src/plugins/search/collectLoadedPages';
import { splitSearchIndex } from '../../src/plugins/search/splitSearchIndex';
import { generatedPageSources } from './scaleSearchIndex';

const GENERATED = '.docusaurus';

function metadataFiles(root: string, pluginDir: string): Record<string, unknown>[] {
  const dir = path.join(root, GENERATED, pluginDir, 'default');
  return readdirSync(dir)
    .filter((file) => file.startsWith('site-') && file.endsWith('.json'))
    .map(
      (file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>,
    );
}

/** The site's own React pages (src/pages/*.tsx), as the pages plugin lists them. */
function reactPages(root: string): Record<string, unknown>[] {
  return readdirSync(path.join(root, 'src/pages'))
    .filter((file) => file.endsWith('.tsx') && !file.startsWith('_'))
    .map((file) => {
      const name = file.replace(/\.tsx$/, '');
      return {
        type: 'jsx',
        source: `@site/src/pages/${file}`,
        permalink: name === 'index' ? '/' : `/${name}`,
      };
    });
}

/** What the docs and pages plugins loaded, as far as collectLoadedPages reads it. */
async function loadedContent(root: string): Promise<AllContent> {
  const sidebars = ((await import('../../sidebars')) as { default: Record<string, unknown> })
    .default;
  const docs = metadataFiles(root, 'docusaurus-plugin-content-docs').filter(
    (doc) => typeof doc.id === 'string' && typeof doc.source === 'string',
  );
  const pages = [...metadataFiles(root, 'docusaurus-plugin-content-pages'), ...reactPages(root)];
  return {
    'docusaurus-plugin-content-docs': {
      default: { loadedVersions: [{ versionName: 'current', sidebars, docs }] },
    },
    'docusaurus-plugin-content-pages': { default: pages },
  } as unknown as AllContent;
}

export interface OurIndexBuild {
  pages: number;
  sections: number;
  files: number;
  /** Bytes of every file written, the whole index included. */
  rawBytes: number;
}

/** Reads the site's pages (plus `pageCount` generated ones), builds, splits and writes the index. */
export async function buildOurIndex(options: {
  root: string;
  pageCount: number;
  tagKeys: readonly string[];
  outDir: string;
}): Promise<OurIndexBuild> {
  const { root, outDir } = options;
  const site = await collectLoadedPages({
    siteDir: root,
    allContent: await loadedContent(root),
    apiSpecs: defaultApiSpecRoutes('/'),
  });
  const generated = generatedPageSources(options.pageCount, options.tagKeys);
  const data = buildSearchIndex([...site, ...generated], { language: 'en' });
  const split = splitSearchIndex(data, { locale: 'en' });
  rmSync(outDir, { recursive: true, force: true });
  let rawBytes = 0;
  for (const file of [split.manifest, ...split.files]) {
    const full = path.join(outDir, file.fileName);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, file.contents);
    rawBytes += Buffer.byteLength(file.contents);
  }
  return {
    pages: data.pages.length,
    sections: data.sections.length,
    files: split.files.length + 1,
    rawBytes,
  };
}
