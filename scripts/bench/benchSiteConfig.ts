/**
 * The site's own config for the bench's builds (`docusaurus build --config <this file>`), set
 * through env vars by scripts/bench/builds.ts:
 *   BENCH_CACHE_DIR  the bundler's persistent cache goes here instead of node_modules/.cache,
 *                    so the cold build can start empty without deleting anyone else's cache,
 *                    and no other build on the machine shares it;
 *   BENCH_BUNDLER    "webpack" turns Docusaurus Faster off (webpack, Babel, Terser) for the
 *                    comparison build; anything else keeps the site's Rspack/SWC setup.
 */
import path from 'node:path';
import type { Config, LoadContext, Plugin } from '@docusaurus/types';

import siteConfig from '../../docusaurus.config';

const cacheDir = process.env.BENCH_CACHE_DIR;
const useWebpack = process.env.BENCH_BUNDLER === 'webpack';

interface CacheSettings {
  experiments?: { cache?: unknown };
  cache?: unknown;
}

function benchCacheDirPlugin(_context: LoadContext): Plugin {
  return {
    name: 'bench-cache-dir',
    configureWebpack(config) {
      if (!cacheDir) return {};
      const settings = config as unknown as CacheSettings;
      // Rspack: experiments.cache is Docusaurus' persistent cache object (absent without one).
      const rspackCache = settings.experiments?.cache;
      if (rspackCache !== null && typeof rspackCache === 'object') {
        Object.assign(rspackCache, {
          storage: { type: 'filesystem', directory: path.join(cacheDir, 'rspack') },
        });
      }
      // webpack: cache is a filesystem cache object.
      if (settings.cache !== null && typeof settings.cache === 'object') {
        Object.assign(settings.cache, { cacheDirectory: path.join(cacheDir, 'webpack') });
      }
      return {};
    },
  };
}

const SITE_ROOT = path.resolve(__dirname, '../..');

/**
 * Docusaurus resolves a plugin or theme named by path against the config file's folder; the
 * site names its local ones `./src/plugins/…` from the root, so this config, two folders down,
 * gives them absolute paths.
 */
function fromSiteRoot<T>(plugin: T): T {
  const resolve = (name: string) => (name.startsWith('.') ? path.join(SITE_ROOT, name) : name);
  if (typeof plugin === 'string') return resolve(plugin) as T;
  if (Array.isArray(plugin) && typeof plugin[0] === 'string') {
    return [resolve(plugin[0]), ...plugin.slice(1)] as T;
  }
  return plugin;
}

const benchConfig: Config = {
  ...siteConfig,
  themes: siteConfig.themes.map(fromSiteRoot),
  plugins: [...siteConfig.plugins.map(fromSiteRoot), benchCacheDirPlugin],
  future: useWebpack
    ? {
        ...siteConfig.future,
        v4: { ...siteConfig.future.v4, fasterByDefault: false },
        faster: false,
      }
    : siteConfig.future,
};

export default benchConfig;
