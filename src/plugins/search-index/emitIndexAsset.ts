import type { Compiler } from 'webpack';

/**
 * Emits the serialised index (its manifest and shards) as files of the client bundle, so the same URL works in
 * `docusaurus start` (served from memory by the dev server) and in a build (written to the
 * output folder). The content is read on every compilation, so the dev server always serves
 * the index of the latest content reload. Works with webpack 5 and Rspack alike.
 */

export type IndexAsset = { fileName: string; contents: string };

const PLUGIN_NAME = 'EmitSearchIndexAsset';

export class EmitSearchIndexAssetPlugin {
  constructor(private readonly currentAssets: () => readonly IndexAsset[]) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const asset of this.currentAssets()) {
            compilation.emitAsset(asset.fileName, new sources.RawSource(asset.contents));
          }
        },
      );
    });
  }
}
