import { describe, it, expect, vi, afterEach } from 'vitest';

type AnyConfig = { plugins: unknown[] };

async function loadConfig(env: Record<string, string | undefined>): Promise<AnyConfig> {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value as string);
  const mod = (await import('../../docusaurus.config')) as { default: AnyConfig };
  return mod.default;
}

function pluginIds(config: AnyConfig): string[] {
  return config.plugins.flatMap((plugin) =>
    Array.isArray(plugin) && typeof plugin[1] === 'object' && plugin[1] && 'id' in plugin[1]
      ? [String((plugin[1] as { id: unknown }).id)]
      : [],
  );
}

/** The options the config gives the search plugin (src/plugins/search). */
function searchOptions(config: AnyConfig): { localIndex?: boolean } | undefined {
  const entry = config.plugins.find(
    (plugin) => Array.isArray(plugin) && plugin[0] === './src/plugins/search/index.ts',
  ) as [string, { localIndex?: boolean }] | undefined;
  return entry?.[1];
}

afterEach(() => {
  vi.unstubAllEnvs();
});

// The browser tests build with E2E_FIXTURES=true and use the crash page; no test sees a
// production build, so this is where a test page leaking into production would show.
describe('docusaurus.config.ts', () => {
  it('leaves the test fixture pages out of builds without E2E_FIXTURES=true', async () => {
    expect(pluginIds(await loadConfig({ E2E_FIXTURES: undefined }))).not.toContain('test-fixtures');
    expect(pluginIds(await loadConfig({ E2E_FIXTURES: 'true' }))).toContain('test-fixtures');
  });

  it('builds the local search index unless all three hosted DocSearch values are set', async () => {
    const hosted = {
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_SEARCH_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'docs',
    };
    const unset = { ALGOLIA_APP_ID: undefined, ALGOLIA_SEARCH_API_KEY: undefined };
    expect(searchOptions(await loadConfig(unset))).toMatchObject({ localIndex: true });
    expect(searchOptions(await loadConfig({ ...hosted, ALGOLIA_INDEX_NAME: '' }))).toMatchObject({
      localIndex: true,
    });
    expect(searchOptions(await loadConfig(hosted))).toMatchObject({ localIndex: false });
  });
});
