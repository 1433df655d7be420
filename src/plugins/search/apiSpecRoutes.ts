import { API_SPECS } from '../../apiSpecs';
import type { ApiSpecRoute } from './sitePages';

/**
 * Each spec of src/apiSpecs.ts, `openapi/<file>`, as Redoc renders it at
 * `<baseUrl>api-portal/<id>` (split by tag below that route where the list says so).
 */
export function defaultApiSpecRoutes(baseUrl: string): ApiSpecRoute[] {
  return API_SPECS.map(({ id, file, splitByTag }) => ({
    file: `openapi/${file}`,
    route: `${baseUrl.replace(/\/$/, '')}/api-portal/${id}`,
    splitByTag,
  }));
}
