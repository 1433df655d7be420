import { describe, it, expect, vi, afterEach } from 'vitest';

type AnyConfig = {
  plugins: unknown[];
  future: { v4: Record<string, boolean>; faster: boolean };
  themeConfig: Record<string, unknown>;
  customFields: Record<string, unknown>;
  onBrokenLinks: string;
  markdown: { hooks: Record<string, string> };
};

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

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('docusaurus.config.ts', () => {
  it('leaves the crash fixture out of normal builds', async () => {
    const config = await loadConfig({ E2E_FIXTURES: undefined });
    expect(pluginIds(config)).not.toContain('test-fixtures');
  });

  it('adds the crash fixture only with E2E_FIXTURES=true', async () => {
    const config = await loadConfig({ E2E_FIXTURES: 'true' });
    expect(pluginIds(config)).toContain('test-fixtures');
  });

  it('keeps the colour mode under the plain "theme" key and builds with Rspack', async () => {
    const config = await loadConfig({});
    expect(config.future.v4.siteStorageNamespacing).toBe(false);
    expect(config.future.faster).toBe(true);
    expect(config.themeConfig.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
  });

  it('fails the build on broken links and broken markdown links', async () => {
    const config = await loadConfig({});
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.markdown.hooks.onBrokenMarkdownLinks).toBe('throw');
  });

  it('passes identity settings from env vars to the client and none by default', async () => {
    const unset = await loadConfig({ FIREBASE_API_KEY: undefined, GA_MEASUREMENT_ID: undefined });
    expect(unset.customFields.identity).toMatchObject({ apiKey: '', tokenSyncUrl: '/__session' });
    expect(unset.customFields.analytics).toEqual({ measurementId: '' });
    const set = await loadConfig({ FIREBASE_API_KEY: 'k-123', GA_MEASUREMENT_ID: 'G-TEST' });
    expect(set.customFields.identity).toMatchObject({ apiKey: 'k-123' });
    expect(set.customFields.analytics).toEqual({ measurementId: 'G-TEST' });
  });
});
