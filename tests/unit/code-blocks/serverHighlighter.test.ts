/**
 * The highlighter is in the server entry once, not in every page chunk of the server build
 * (src/plugins/code-blocks/serverHighlighter.ts), and still not in the browser's main.js.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import codeBlocksPlugin, { remarkProvideHighlighter } from '../../../src/plugins/code-blocks';

type Aliases = Record<string, string>;

function aliases(isServer: boolean): Aliases {
  const config = codeBlocksPlugin().configureWebpack!({}, isServer, {} as never, undefined) as {
    resolve: { alias: Aliases };
  };
  return config.resolve.alias;
}

/** The file a page's `import '@theme/…'` names, as the plugin's theme serves it. */
function themeImportFile(specifier: string): string {
  const themeDir = codeBlocksPlugin().getThemePath!() as string;
  return `${path.join(themeDir, specifier.replace(/^@theme\//, ''))}.ts`;
}

describe('code-blocks in the server build', () => {
  const clientModules = codeBlocksPlugin().getClientModules!() as string[];
  const slot = clientModules.find((file) => file.endsWith('serverHighlighter.ts'))!;

  it('puts the provider pages with code import into the server entry', () => {
    const tree = { type: 'root', children: [{ type: 'code', lang: 'json', value: '{}' }] };
    remarkProvideHighlighter()(tree);
    const pageImport = (tree.children[0] as unknown as { value: string }).value;
    const provider = themeImportFile(/'([^']+)'/.exec(pageImport)![1]!);

    expect(existsSync(slot)).toBe(true);
    // The same file as the pages' import: one module, which the page chunks then leave out.
    expect(aliases(true)[`${slot}$`]).toBe(provider);
    expect(existsSync(provider)).toBe(true);
  });

  it('leaves the client module empty in the browser, so main.js carries no Prism', () => {
    expect(aliases(false)[`${slot}$`]).toBeUndefined();
    const code = readFileSync(slot, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(code.trim()).toBe('export {};');
  });
});
