/**
 * How a spec too large for one Redoc page is split: one page per tag at `<route>/<tag slug>`,
 * each over a sub-spec holding only that tag's operations (paths and webhooks) and the
 * components they reach, and the anchors Redoc gave those operations on the single page, so the
 * overview at `<route>` can send an old link on to its operation. The reference pages and their
 * overview (src/plugins/api-reference), the search records (src/plugins/search) and the error
 * catalogue (src/plugins/problem-catalogue) all read their URLs from here.
 */
import { redocOperationAnchor, redocTagId } from './redocAnchor';

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

export type OpenApiOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
};
type PathItem = Record<string, unknown>;
export type OpenApiTag = { name: string; description?: string; 'x-displayName'?: string };
export type OpenApiDocument = {
  info?: { title?: string; summary?: string; description?: string; [key: string]: unknown };
  tags?: OpenApiTag[];
  paths?: Record<string, PathItem>;
  webhooks?: Record<string, PathItem>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};

export type ReferenceOperation = {
  operationId: string;
  /** Upper-case HTTP method, or `WEBHOOK` for an entry of the spec's `webhooks`. */
  method: string;
  /** The path, or the webhook's name. */
  path: string;
  summary: string;
  deprecated: boolean;
  /** Redoc's anchor of the operation on its tag's page (and on the old single page). */
  anchor: string;
};

export type ReferenceTagPage = {
  tag: OpenApiTag;
  /** The tag's display name. */
  title: string;
  /** URL path (with baseUrl) of the tag's page. */
  route: string;
  /** Redoc's anchor of the tag's section. */
  anchor: string;
  operations: ReferenceOperation[];
};

export function tagTitle(tag: OpenApiTag): string {
  return tag['x-displayName'] ?? tag.name;
}

/** `Integration API: Bookings`: the tag page's title, in its <title>, its heading and search. */
export function tagPageTitle(apiTitle: string, page: ReferenceTagPage): string {
  return `${apiTitle}: ${page.title}`;
}

/** `Vehicle types` -> `vehicle-types`: Redoc's tag slug, lower-cased for a URL segment. */
function tagSlug(tagName: string): string {
  return redocTagId(tagName).slice('tag/'.length).toLowerCase();
}

type OperationEntry = { operation: OpenApiOperation; method: string; path: string };

function operationEntries(spec: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  const collect = (items: Record<string, PathItem> | undefined, isWebhook: boolean) => {
    for (const [path, item] of Object.entries(items ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = item[method] as OpenApiOperation | undefined;
        if (!operation) continue;
        entries.push({ operation, path, method: isWebhook ? 'WEBHOOK' : method.toUpperCase() });
      }
    }
  };
  collect(spec.paths, false);
  collect(spec.webhooks, true);
  return entries;
}

/**
 * The pages of a split spec, in the order of the spec's `tags` (tags used only on operations
 * follow, in order of first use). Every operation must have a tag and an operationId: an
 * untagged operation would have no page, and its anchor no target.
 */
export function referenceTagPages(spec: OpenApiDocument, route: string): ReferenceTagPage[] {
  const base = route.replace(/\/$/, '');
  const pages = new Map<string, ReferenceTagPage>();
  const pageOf = (name: string): ReferenceTagPage => {
    let page = pages.get(name);
    if (!page) {
      const tag = spec.tags?.find((candidate) => candidate.name === name) ?? { name };
      page = {
        tag,
        title: tagTitle(tag),
        route: `${base}/${tagSlug(name)}`,
        anchor: redocTagId(name),
        operations: [],
      };
      pages.set(name, page);
    }
    return page;
  };
  for (const tag of spec.tags ?? []) pageOf(tag.name);
  for (const { operation, method, path } of operationEntries(spec)) {
    const [tag] = operation.tags ?? [];
    if (!tag || !operation.operationId) {
      throw new Error(
        `[api-reference] ${method} ${path}: a spec split by tag needs a tag and an operationId on every operation`,
      );
    }
    pageOf(tag).operations.push({
      operationId: operation.operationId,
      method,
      path,
      summary: operation.summary ?? operation.operationId,
      deprecated: operation.deprecated === true,
      anchor: redocOperationAnchor(operation.operationId, tag),
    });
  }
  const used = [...pages.values()].filter((page) => page.operations.length > 0);
  const routes = new Set(used.map((page) => page.route));
  if (routes.size !== used.length) {
    throw new Error(`[api-reference] two tags of ${route} share a URL slug`);
  }
  return used;
}

/**
 * The page each anchor of the old single page lives on now (anchors without '#'): a tag's
 * section and each of its operations, in both forms Redoc accepts (`tag/<tag>/operation/<id>`
 * and `operation/<id>`). Redoc gives a tag page the same anchors, so only the path changes.
 */
export function legacyAnchorRoutes(pages: readonly ReferenceTagPage[]): Record<string, string> {
  const routes: Record<string, string> = {};
  for (const page of pages) {
    routes[page.anchor] = page.route;
    for (const operation of page.operations) {
      routes[operation.anchor] = page.route;
      routes[`operation/${operation.operationId}`] ??= page.route;
    }
  }
  return routes;
}

/** Every `#/components/<kind>/<name>` reference in `value` (`$ref`s and discriminator mappings). */
function componentRefs(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) componentRefs(item, found);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/')) {
      found.add(child);
    } else if (key === 'mapping' && child && typeof child === 'object') {
      for (const target of Object.values(child)) {
        if (typeof target === 'string' && target.startsWith('#/components/')) found.add(target);
      }
      componentRefs(child, found);
    } else {
      componentRefs(child, found);
    }
  }
}

/** `#/components/schemas/Booking` -> ['schemas', 'Booking'] (JSON-pointer escapes undone). */
function refParts(ref: string): [string, string] | null {
  const [kind, name, ...rest] = ref.slice('#/components/'.length).split('/');
  if (!kind || !name || rest.length > 0) return null;
  return [kind, name.replace(/~1/g, '/').replace(/~0/g, '~')];
}

/**
 * The components `roots` reach, transitively. Security schemes are named by `security`
 * requirements rather than referenced, so they are all kept.
 */
function reachableComponents(
  components: OpenApiDocument['components'],
  roots: unknown,
): OpenApiDocument['components'] {
  if (!components) return undefined;
  const kept: Record<string, Record<string, unknown>> = {};
  if (components.securitySchemes) kept.securitySchemes = components.securitySchemes;
  const seen = new Set<string>();
  let pending = new Set<string>();
  componentRefs(roots, pending);
  while (pending.size > 0) {
    const next = new Set<string>();
    for (const ref of pending) {
      if (seen.has(ref)) continue;
      seen.add(ref);
      const parts = refParts(ref);
      const component = parts ? components[parts[0]]?.[parts[1]] : undefined;
      if (!parts || component === undefined) continue;
      (kept[parts[0]] ??= {})[parts[1]] = component;
      componentRefs(component, next);
    }
    pending = next;
  }
  return kept;
}

/** The path items of `items` cut down to the operations tagged `tag`, shown under it alone. */
function itemsOfTag(
  items: Record<string, PathItem> | undefined,
  tag: string,
): Record<string, PathItem> | undefined {
  if (!items) return undefined;
  const kept: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries(items)) {
    const methods = HTTP_METHODS.filter((method) =>
      (item[method] as OpenApiOperation | undefined)?.tags?.includes(tag),
    );
    if (methods.length === 0) continue;
    const rest = Object.fromEntries(
      Object.entries(item).filter(([key]) => !(HTTP_METHODS as readonly string[]).includes(key)),
    );
    kept[path] = {
      ...rest,
      ...Object.fromEntries(
        methods.map((method) => [method, { ...(item[method] as object), tags: [tag] }]),
      ),
    };
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * The spec of one tag's page: its operations, the components they reach, the tag itself and
 * `info` with the page's title and a description pointing back to the overview.
 */
export function tagSubSpec(
  spec: OpenApiDocument,
  page: ReferenceTagPage,
  info: { title: string; description: string },
): OpenApiDocument {
  const paths = itemsOfTag(spec.paths, page.tag.name);
  const webhooks = itemsOfTag(spec.webhooks, page.tag.name);
  const { summary: _summary, ...specInfo } = spec.info ?? {};
  const subSpec: OpenApiDocument = {
    ...spec,
    info: { ...specInfo, ...info },
    tags: [page.tag],
    paths: paths ?? {},
    components: reachableComponents(spec.components, [paths, webhooks, spec.security]),
  };
  if (webhooks) subSpec.webhooks = webhooks;
  else delete subSpec.webhooks;
  if (!subSpec.components) delete subSpec.components;
  return subSpec;
}
