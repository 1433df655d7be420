/**
 * The API specs with their shared components bundled in, as the openapi-downloads plugin loads
 * them: its content, which another plugin (the Postman collections) reads in
 * `allContentLoaded` instead of bundling the same files again.
 */
import type { AllContent } from '@docusaurus/types';

/** The plugin that owns the bundled specs, by the name Docusaurus keys its content under. */
export const BUNDLED_SPECS_PLUGIN = 'openapi-downloads';

/** openapi-downloads' loaded content: each spec's bundled document by spec id. Read-only. */
export interface BundledSpecs {
  byId: ReadonlyMap<string, unknown>;
}

/** The bundled specs of this build; throws when openapi-downloads is not configured. */
export function bundledSpecsOf(allContent: AllContent): BundledSpecs {
  const content = allContent[BUNDLED_SPECS_PLUGIN]?.default as BundledSpecs | undefined;
  if (!content) {
    throw new Error(
      `the bundled API specs come from the ${BUNDLED_SPECS_PLUGIN} plugin, which is not configured`,
    );
  }
  return content;
}
