/**
 * The error catalogue: one page at /problems/<slug> for every problem type URI the API specs
 * name, and an index at /problems. Status, title, `errors[]` entries, the example body and the
 * operations come from the specs (./problemTypes.ts), so a type the specs gain gets its page
 * without anyone writing one; what the specs cannot say (when it happens, how to fix it) is a
 * short MDX body per type in `problems/<slug>.mdx`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createMDXLoaderRule, type MDXPlugin } from '@docusaurus/mdx-loader';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';

import {
  legacyAnchorRoutes,
  referenceTagPages,
  type OpenApiDocument,
} from '../shared/referenceTagPages';
import { redocOperationAnchor } from '../shared/redocAnchor';
import {
  PROBLEM_CATALOGUE_PATH,
  collectProblemTypes,
  problemPagePath,
  readSpecFiles,
  type ProblemType,
} from './problemTypes';
import type { ProblemPageData, ProblemSummary } from './pageData';

export interface ProblemCatalogueOptions {
  specs: readonly { id: string; file: string; title: string; splitByTag: boolean }[];
  /** Folder of the spec files, relative to the site. */
  specDir: string;
  /** Folder of the MDX bodies, `<slug>.mdx`, relative to the site. */
  bodyDir: string;
  /** Remark plugins for the bodies, as the docs get them (the site config's code-blocks one). */
  remarkPlugins?: MDXPlugin[];
}

interface CatalogueContent {
  types: ProblemType[];
  /** For a spec split by tag: the page each operation anchor lives on (src/plugins/api-reference). */
  anchorRoutes: Record<string, Record<string, string>>;
}

/** The files the specs `$ref` besides themselves; their examples and mentions count too. */
const COMPONENT_FILES = ['shared'];

function pageData(
  type: ProblemType,
  specs: ProblemCatalogueOptions['specs'],
  anchorRoutes: CatalogueContent['anchorRoutes'],
  baseUrl: string,
): ProblemPageData {
  const example = type.examples[0]?.body;
  return {
    slug: type.slug,
    uri: type.uri,
    title: type.title,
    status: type.status ?? null,
    example: example ?? null,
    fieldErrors: type.fieldErrors,
    operations: type.operations.map((operation) => {
      const spec = specs.find((candidate) => candidate.id === operation.api);
      const anchor = redocOperationAnchor(operation.operationId, operation.tag);
      // Link the page that holds the operation, not the split spec's overview, whose old-anchor
      // redirect needs JavaScript and which Docusaurus' anchor check reports as broken.
      const route = anchorRoutes[operation.api]?.[anchor] ?? `/api-portal/${operation.api}`;
      return {
        api: spec?.title ?? operation.api,
        kind: operation.section === 'webhooks' ? 'webhook' : 'response',
        method: operation.method.toUpperCase(),
        path: operation.path,
        summary: operation.summary,
        status: operation.status ?? null,
        href: `${normalizeUrl([baseUrl, route])}#${anchor}`,
      };
    }),
  };
}

/** `plugins: [['./src/plugins/problem-catalogue/index.ts', { specs, specDir, bodyDir }]]` */
export default async function problemCataloguePlugin(
  context: LoadContext,
  options: ProblemCatalogueOptions,
): Promise<Plugin<CatalogueContent>> {
  const { siteDir, siteConfig, baseUrl } = context;
  const specDir = path.join(siteDir, options.specDir);
  const bodyDir = path.join(siteDir, options.bodyDir);
  const bodyFile = (slug: string): string => path.join(bodyDir, `${slug}.mdx`);
  const mdxRule = await createMDXLoaderRule({
    // The trailing separator keeps a sibling folder with the same prefix out.
    include: [`${bodyDir}${path.sep}`],
    options: {
      siteDir,
      staticDirs: siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
      markdownConfig: siteConfig.markdown,
      remarkPlugins: options.remarkPlugins ?? [],
    },
  });

  return {
    name: 'problem-catalogue',
    getPathsToWatch() {
      return [path.join(specDir, '*.yaml'), path.join(bodyDir, '*.mdx')];
    },
    loadContent() {
      const names = [
        ...options.specs.map((spec) => path.basename(spec.file, '.yaml')),
        ...COMPONENT_FILES,
      ];
      const files = readSpecFiles(specDir, names);
      const anchorRoutes = Object.fromEntries(
        options.specs
          .filter((spec) => spec.splitByTag)
          .map((spec) => {
            const { document } = files.find(
              (file) => file.name === path.basename(spec.file, '.yaml'),
            )!;
            const pages = referenceTagPages(
              document as unknown as OpenApiDocument,
              `/api-portal/${spec.id}`,
            );
            return [spec.id, legacyAnchorRoutes(pages)];
          }),
      );
      return {
        types: collectProblemTypes(
          files,
          options.specs.map((spec) => spec.id),
        ),
        anchorRoutes,
      };
    },
    async contentLoaded({ content, actions }) {
      const summaries: ProblemSummary[] = [];
      for (const type of content.types) {
        const data = pageData(type, options.specs, content.anchorRoutes, baseUrl);
        const permalink = normalizeUrl([baseUrl, problemPagePath(type.slug)]);
        summaries.push({
          slug: type.slug,
          title: type.title,
          status: data.status,
          permalink,
          operationCount: type.operations.length,
        });
        const dataPath = await actions.createData(`${type.slug}.json`, JSON.stringify(data));
        const body = bodyFile(type.slug);
        actions.addRoute({
          path: permalink,
          component: '@site/src/plugins/problem-catalogue/components/ProblemTypePage/index.tsx',
          exact: true,
          modules: { problem: dataPath, ...(existsSync(body) ? { body } : {}) },
        });
      }
      const indexPath = await actions.createData('index.json', JSON.stringify(summaries));
      actions.addRoute({
        path: normalizeUrl([baseUrl, PROBLEM_CATALOGUE_PATH]),
        component: '@site/src/plugins/problem-catalogue/components/ProblemCatalogue/index.tsx',
        exact: true,
        modules: { problems: indexPath },
      });
    },
    configureWebpack() {
      return { module: { rules: [mdxRule] } };
    },
  };
}
