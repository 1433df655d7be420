/**
 * The API reference's theme side serves the Redoc wrapper from its own folder: were the folder
 * moved, Docusaurus would fall back to the theme's Redoc without a word (no Try it, no static
 * first), so the path is checked here.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';

import redocThemePlugin from '../../../src/plugins/api-reference/redocTheme';

describe('API reference theme plugin', () => {
  it('serves its Redoc wrapper through getThemePath', () => {
    const plugin = redocThemePlugin({} as LoadContext) as Plugin<unknown>;
    const themePath = plugin.getThemePath!();
    expect(existsSync(path.join(themePath, 'Redoc/index.tsx')), themePath).toBe(true);
  });
});
