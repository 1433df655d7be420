import type { Compiler } from 'webpack';

/**
 * Emits the twins as files of the client bundle, so the same URLs work in `docusaurus start`
 * (served from memory by the dev server) and in a build (written to the output folder), as the
 * search index does (src/plugins/search-index/emitIndexAsset.ts). The files are read on every
 * compilation, so the dev server serves the twins of the latest content reload.
 */

const PLUGIN_NAME = 'EmitMarkdownTwins';

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
