import type { Compiler } from 'webpack';

/**
 * Emits generated files (path under the site root -> contents) as files of the client bundle,
 * so the same URLs work in `docusaurus start` (served from memory by the dev server) and in a
 * build (written to the output folder). The files are read on every compilation, so the dev
 * server serves those of the latest content reload. Works with webpack 5 and Rspack alike. The
 * search index, the Markdown twins, the OpenAPI downloads and the Postman collections all
 * publish through it.
 */

const PLUGIN_NAME = 'EmitGeneratedFiles';

export class EmitFilesPlugin {
  constructor(private readonly currentFiles: () => ReadonlyMap<string, string> | null) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [fileName, contents] of this.currentFiles() ?? []) {
            compilation.emitAsset(fileName, new sources.RawSource(contents));
          }
        },
      );
    });
  }
}
