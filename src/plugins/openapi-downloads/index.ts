/**
 * Publishes each API spec as a self-contained download, `/openapi/<id>.yaml` and
 * `/openapi/<id>.json`, with the shared components bundled in, so a reader can feed the file
 * to a code generator or an API client without the rest of our openapi/ folder. The files are
 * emitted into the client bundle, so `npm start` serves them as a build does. The bundled specs
 * are this plugin's content (src/plugins/shared/bundledSpecs.ts), which the Postman collections
 * convert, so each spec is bundled once per load.
 */
import path from 'node:path';
import { bundle, loadConfig, stringifyYaml } from '@redocly/openapi-core';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { EmitFilesPlugin } from '../shared/emitGeneratedFiles';
import { BUNDLED_SPECS_PLUGIN, type BundledSpecs } from '../shared/bundledSpecs';

export interface OpenApiDownloadsOptions {
  specs: readonly { id: string; file: string }[];
  /** Folder of the spec files, relative to the site. */
  specDir: string;
}

/** The spec in `file` with the components it references from other files bundled in. */
export async function bundleSpec(file: string): Promise<unknown> {
  const config = await loadConfig();
  const { bundle: result, problems } = await bundle({ ref: file, config, dereference: false });
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    const detail = errors.map((problem) => problem.message).join('; ');
    throw new Error(`[openapi-downloads] ${file} does not bundle: ${detail}`);
  }
  return result.parsed;
}

/** `plugins: [['./src/plugins/openapi-downloads', { specs, specDir } satisfies OpenApiDownloadsOptions]]` */
export default function openApiDownloadsPlugin(
  context: LoadContext,
  options: OpenApiDownloadsOptions,
): Plugin<BundledSpecs> {
  let downloads: Map<string, string> | null = null;
  return {
    name: BUNDLED_SPECS_PLUGIN,
    getPathsToWatch() {
      return [path.join(context.siteDir, options.specDir, '*.yaml')];
    },
    async loadContent() {
      const byId = new Map<string, unknown>();
      const files = new Map<string, string>();
      for (const spec of options.specs) {
        const parsed = await bundleSpec(path.join(context.siteDir, options.specDir, spec.file));
        byId.set(spec.id, parsed);
        files.set(`openapi/${spec.id}.yaml`, stringifyYaml(parsed));
        files.set(`openapi/${spec.id}.json`, `${JSON.stringify(parsed, null, 2)}\n`);
      }
      downloads = files;
      return { byId };
    },
    configureWebpack(_config, isServer) {
      return { plugins: isServer ? [] : [new EmitFilesPlugin(() => downloads)] };
    },
  };
}
