import { API_SPECS } from '../../apiSpecs';
import type { ApiSpecRoute } from './sitePages';

/** Each spec of src/apiSpecs.ts, `openapi/<file>`, as Redoc renders it at `<baseUrl>api-portal/<id>`. */
export function defaultApiSpecRoutes(baseUrl: string): ApiSpecRoute[] {
  return API_SPECS.map(({ id, file }) => ({
    file: `openapi/${file}`,
    route: `${baseUrl.replace(/\/$/, '')}/api-portal/${id}`,
  }));
}
