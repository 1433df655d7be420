import { existsSync } from 'node:fs';
import path from 'node:path';

import type { ApiSpecRoute } from './sitePages';

/** The API references the portal renders with Redoc, one page per spec. */
const API_SPEC_NAMES = ['routing', 'integration', 'stateless'] as const;

/** `openapi/<name>.yaml` rendered at `<baseUrl>api-portal/<name>`, for the specs that exist. */
export function defaultApiSpecRoutes(siteDir: string, baseUrl: string): ApiSpecRoute[] {
  return API_SPEC_NAMES.map((name) => ({
    file: `openapi/${name}.yaml`,
    route: `${baseUrl.replace(/\/$/, '')}/api-portal/${name}`,
  })).filter((spec) => existsSync(path.join(siteDir, spec.file)));
}
