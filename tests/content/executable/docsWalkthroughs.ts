/**
 * The walkthroughs of the docs: for every page with a copyable request, its steps, its
 * `executable` config and the scopes its token carries (what the page asks for; a page that
 * asks for none, such as a concept page, gets every scope, because it sends its reader to the
 * how-to that names them).
 */
import { declaredScopes, requestedScopes } from '../checks/apiScopes';
import type { Page } from '../../support/mdx';
import { API_SPEC_NAMES, isObject, listOperations, readSpec } from '../../support/openapiSchemas';
import { pageConfig, type PageConfig } from './pageConfig';
import { pageRequests, type PageRequests } from './pageSteps';

export interface PageWalkthrough extends PageRequests {
  page: Page;
  config: PageConfig | { errors: string[] };
  scopes: string[];
}

/** `integration#/components/schemas/ProjectCreate` for every schema a request body names. */
export function requestBodySchemas(): Set<string> {
  const schemas = new Set<string>();
  for (const entry of listOperations()) {
    const body = entry.operation.requestBody;
    const content = isObject(body) && isObject(body.content) ? body.content : {};
    for (const media of Object.values(content)) {
      const schema = isObject(media) && isObject(media.schema) ? media.schema : {};
      if (typeof schema.$ref === 'string') schemas.add(`${entry.spec}${schema.$ref}`);
    }
  }
  return schemas;
}

export function docsWalkthroughs(pages: readonly Page[]): PageWalkthrough[] {
  const declared = declaredScopes(API_SPEC_NAMES.map((name) => readSpec(name)));
  const bodies = requestBodySchemas();
  return pages.flatMap((page) => {
    if (!page.tree) return [];
    const requests = pageRequests(page.tree, (schema) => bodies.has(schema));
    if (requests.steps.length === 0 && requests.notRunnable.length === 0) return [];
    const requested = [...requestedScopes(page, declared)];
    return [
      {
        page,
        ...requests,
        config: pageConfig(page),
        scopes: requested.length > 0 ? requested : [...declared],
      },
    ];
  });
}
