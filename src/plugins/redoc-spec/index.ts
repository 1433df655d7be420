/**
 * docusaurus-plugin-redoc (one instance per API spec) with its global data slimmed down: the
 * `redocSpecGlobalData` bundle patch (src/plugins/bundle-patches: its upstream file and bytes).
 * Upstream puts the whole converted spec into global data, which Docusaurus ships in the main
 * bundle of every page, although the reference pages receive the spec through their own route
 * data. We drop `spec` from the global data; the
 * theme's `useSpecData` reads it only when a component is given an id without a spec, which
 * this site never does.
 */
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import redocPlugin, { validateOptions, type PluginOptions } from 'docusaurus-plugin-redoc';

/** `options` arrive already checked and defaulted by `validateOptions` below. */
async function redocSpecPlugin(context: LoadContext, options: unknown): Promise<Plugin<unknown>> {
  const inner = (await redocPlugin(context, options as PluginOptions)) as Plugin<unknown>;
  return {
    ...inner,
    async contentLoaded(args) {
      await inner.contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          setGlobalData(data: unknown) {
            const { spec: _spec, ...rest } = data as Record<string, unknown>;
            args.actions.setGlobalData(rest);
          },
        },
      });
    },
  };
}

/**
 * Docusaurus validates options (and fills in upstream's defaults) through `validateOptions`.
 * Upstream types it for its own options; Docusaurus' slot is generic, hence the cast.
 */
const redocSpecModule: PluginModule = Object.assign(redocSpecPlugin, {
  validateOptions: validateOptions as unknown as PluginModule['validateOptions'],
});

export default redocSpecModule;
