/**
 * The API reference's spec side (its theme side: ./redocTheme.ts): docusaurus-plugin-redoc, one
 * instance per API spec, with three changes.
 *
 * Its global data is slimmed down: the `redocSpecGlobalData` bundle patch
 * (its upstream file and bytes: ./bundlePatches.ts). Upstream puts the whole
 * converted spec into global data, which Docusaurus ships in the main bundle of every page,
 * although the reference pages receive the spec through their own route data. We drop `spec` from
 * the global data; the theme's `useSpecData` reads it only when a component is given an id without
 * a spec, which this site never does.
 *
 * With `splitByTag`, a spec too large for one page (Redoc renders every operation into the HTML
 * and hydrates all of it) gets one Redoc page per tag at `<route>/<tag>` over a sub-spec of that
 * tag (src/plugins/shared/referenceTagPages.ts), and `<route>` becomes an overview listing every
 * operation, which also sends the anchors of the old single page on to their operations
 * (./overview.ts).
 *
 * And the spec Redoc renders gets an `x-summary` for every response whose description links
 * somewhere, so no link ends up inside a response's toggle button (./responseTitles.ts).
 */
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import redocPlugin, { validateOptions, type PluginOptions } from 'docusaurus-plugin-redoc';
import { toString as markdownText } from 'mdast-util-to-string';

import { parseGfm } from '../../markdown/parseMdx';
import { overviewData } from './overview';
import { withLinkFreeResponseTitles } from './responseTitles';
import {
  referenceTagPages,
  tagPageTitle,
  tagSubSpec,
  type OpenApiDocument,
  type ReferenceTagPage,
} from '../shared/referenceTagPages';

export type RedocSpecOptions = PluginOptions & {
  /** One Redoc page per tag under `route`, with an overview at `route` itself. */
  splitByTag?: boolean;
};

/** What upstream gives its route as `specProps` (and as global data). */
type SpecProps = { url?: string; spec: OpenApiDocument } & Record<string, unknown>;

const OVERVIEW_PAGE = '@site/src/plugins/api-reference/OverviewPage';

function tagPageDescription(apiTitle: string, overviewRoute: string): string {
  return `Part of the [${apiTitle} reference](${overviewRoute}), which covers authentication, conventions and errors and lists every endpoint.`;
}

async function addTagRoutes(
  context: LoadContext,
  options: RedocSpecOptions,
  specProps: SpecProps,
  actions: Parameters<NonNullable<Plugin['contentLoaded']>>[0]['actions'],
): Promise<void> {
  const { createData, addRoute } = actions;
  const route = normalizeUrl([context.baseUrl, options.route ?? options.id ?? '']);
  const { spec } = specProps;
  const apiTitle = spec.info?.title ?? 'API reference';
  const pages = referenceTagPages(spec, route);
  const dataName = (page: ReferenceTagPage) =>
    `${options.id ?? 'api'}-${page.route.split('/').pop() ?? ''}`;

  for (const page of pages) {
    const title = tagPageTitle(apiTitle, page);
    const subSpec = tagSubSpec(spec, page, {
      title,
      description: tagPageDescription(apiTitle, route),
    });
    const description = markdownText(parseGfm(page.tag.description ?? '')) || title;
    addRoute({
      path: page.route,
      component: '@theme/ApiDoc',
      exact: true,
      modules: {
        specProps: await createData(
          `redocApiSpecV1.2-${dataName(page)}.json`,
          JSON.stringify({ ...specProps, spec: subSpec }),
        ),
        layoutProps: await createData(
          `redocApiLayoutV1-${dataName(page)}.json`,
          JSON.stringify({ ...(options.layout as object), title, description }),
        ),
      },
    });
  }

  const downloadUrl = specProps.url ? normalizeUrl([context.baseUrl, specProps.url]) : '';
  addRoute({
    path: route,
    component: OVERVIEW_PAGE,
    exact: true,
    modules: {
      overview: await createData(
        `redocApiOverview-${options.id ?? 'api'}.json`,
        JSON.stringify(overviewData(spec, pages, downloadUrl)),
      ),
    },
  });
}

/** `options` arrive already checked and defaulted by `validateOptions` below. */
async function redocSpecPlugin(context: LoadContext, options: unknown): Promise<Plugin<unknown>> {
  const specOptions = options as RedocSpecOptions;
  const { splitByTag = false, ...upstreamOptions } = specOptions;
  // Without a route upstream adds none; the split pages are added below instead.
  const inner = (await redocPlugin(
    context,
    splitByTag ? { ...upstreamOptions, route: undefined } : upstreamOptions,
  )) as Plugin<unknown>;
  return {
    ...inner,
    async contentLoaded(args) {
      let specProps: SpecProps | undefined;
      const loaded = args.content as { converted?: OpenApiDocument } | undefined;
      await inner.contentLoaded?.({
        ...args,
        // Every reference page (upstream's and the tag pages) renders this spec.
        content: loaded?.converted
          ? { ...loaded, converted: withLinkFreeResponseTitles(loaded.converted) }
          : loaded,
        actions: {
          ...args.actions,
          setGlobalData(data: unknown) {
            specProps = data as SpecProps;
            const { spec: _spec, ...rest } = specProps;
            args.actions.setGlobalData(rest);
          },
        },
      });
      if (splitByTag) {
        if (!specProps) throw new Error(`[api-reference] ${specOptions.spec} gave no spec data`);
        await addTagRoutes(context, specOptions, specProps, args.actions);
      }
    },
  };
}

/**
 * Docusaurus validates options (and fills in upstream's defaults) through `validateOptions`.
 * Upstream types it for its own options, and rejects keys it does not know, so `splitByTag` is
 * checked here and the rest handed on; Docusaurus' slot is generic, hence the casts.
 */
function validateSpecOptions(data: {
  options: unknown;
  validate: (schema: unknown, options: unknown) => unknown;
}): RedocSpecOptions {
  const { splitByTag, ...upstream } = data.options as RedocSpecOptions;
  if (splitByTag !== undefined && typeof splitByTag !== 'boolean') {
    throw new Error('[api-reference] splitByTag must be true or false');
  }
  const validated = (validateOptions as unknown as typeof validateSpecOptions)({
    ...data,
    options: upstream,
  });
  return { ...validated, splitByTag: splitByTag ?? false };
}

const redocSpecModule: PluginModule = Object.assign(redocSpecPlugin, {
  validateOptions: validateSpecOptions as unknown as PluginModule['validateOptions'],
});

export default redocSpecModule;
