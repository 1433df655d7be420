/**
 * Publishes each API spec as a self-contained download, `/openapi/<id>.yaml` and
 * `/openapi/<id>.json`, with the shared components bundled in, so a reader can feed the file
 * to a code generator or an API client without the rest of our openapi/ folder. The files are
 * emitted into the client bundle, so `npm start` serves them as a build does.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { bundle, loadConfig, stringifyYaml } from '@redocly/openapi-core';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { EmitFilesPlugin } from '../shared/emitGeneratedFiles';
import { processSingleton } from '../shared/processSingleton';

export interface OpenApiDownloadsOptions {
  specs: readonly { id: string; file: string }[];
  /** Folder of the spec files, relative to the site. */
  specDir: string;
}

/**
 * Both this plugin and the Postman collections bundle the same specs in one build; bundling
 * once per file version saves ~1 s. Keyed by modification time so an edited spec is bundled
 * again; each caller gets its own copy because the converters mutate what they receive. On the
 * process: the Postman plugin imports this module as an instance of its own.
 */
const bundledSpecs = processSingleton(
  'openapiDownloads.bundledSpecs',
  () => new Map<string, Promise<unknown>>(),
);

export async function bundleSpec(file: string): Promise<unknown> {
  const key = `${file}@${(await stat(file)).mtimeMs}`;
  let bundled = bundledSpecs.get(key);
  if (!bundled) {
    bundled = bundleSpecUncached(file);
    bundledSpecs.set(key, bundled);
    // A failure must not be remembered: the next build after a fix bundles again.
    bundled.catch(() => bundledSpecs.delete(key));
  }
  return structuredClone(await bundled);
}

async function bundleSpecUncached(file: string): Promise<unknown> {
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
): Plugin {
  let downloads: Map<string, string> | null = null;
  return {
    name: 'openapi-downloads',
    getPathsToWatch() {
      return [path.join(context.siteDir, options.specDir, '*.yaml')];
    },
    async loadContent() {
      const files = new Map<string, string>();
      for (const spec of options.specs) {
        const parsed = await bundleSpec(path.join(context.siteDir, options.specDir, spec.file));
        files.set(`openapi/${spec.id}.yaml`, stringifyYaml(parsed));
        files.set(`openapi/${spec.id}.json`, `${JSON.stringify(parsed, null, 2)}\n`);
      }
      downloads = files;
    },
    configureWebpack(_config, isServer) {
      return { plugins: isServer ? [] : [new EmitFilesPlugin(() => downloads)] };
    },
  };
}
