/**
 * The URL paths of the API reference as the build lays it out (src/apiSpecs.ts, and for a spec
 * split by tag its overview and tag pages, src/plugins/shared/referenceTagPages.ts), read from
 * the spec files: for the checks and the bench that visit every reference page without a list of
 * their own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

import { API_SPECS } from '../../apiSpecs';
import { referenceTagPages, type OpenApiDocument } from '../shared/referenceTagPages';

export type ApiReferenceRoute = {
  path: string;
  /** Rendered by Redoc; otherwise a split spec's overview, plain markup of ours. */
  redoc: boolean;
};

export function apiReferenceRoutes(siteDir: string): ApiReferenceRoute[] {
  return API_SPECS.flatMap(({ id, file, splitByTag }) => {
    const route = `/api-portal/${id}`;
    if (!splitByTag) return [{ path: route, redoc: true }];
    const spec = parseYaml(
      readFileSync(path.join(siteDir, 'openapi', file), 'utf8'),
    ) as OpenApiDocument;
    return [
      { path: route, redoc: false },
      ...referenceTagPages(spec, route).map((page) => ({ path: page.route, redoc: true })),
    ];
  });
}
