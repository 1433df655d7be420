/**
 * What the build may import. The site builds from src/ and its config alone, so nothing there
 * imports tests/ (the build would depend on test code). Local plugins talk through Docusaurus'
 * lifecycle and the neutral src/plugins/shared, never through another plugin's files. And every
 * package the build imports at run time is a `dependency`, so an install without dev tooling
 * still builds. A component a plugin serves lives only there: src/theme, which beats every
 * plugin's theme, holds no copy of it.
 */
import { builtinModules } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  PLUGIN_SHARED_DIR,
  SITE_DIR,
  buildSourceFiles,
  importSpecifiers,
  localPluginDirs,
  packageName,
  resolveRelative,
  sourceFiles,
} from '../../support/sourceImports';

/** Where a specifier of `file` leads, site-relative, or undefined for a package. */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@site/')) return specifier.slice('@site/'.length);
  return resolveRelative(file, specifier);
}

/** The `file: specifier` pairs whose specifier leads into tests/. */
function importsOfTests(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    importSpecifiers(file)
      .filter((specifier) => {
        const to = target(file, specifier);
        return to !== undefined && (to === 'tests' || to.startsWith('tests/'));
      })
      .map((specifier) => `${file}: ${specifier}`),
  );
}

/** The plugin folder holding `file` (or the shared module), if any. */
function pluginDirOf(file: string, pluginDirs: readonly string[]): string | undefined {
  return [...pluginDirs, PLUGIN_SHARED_DIR].find(
    (dir) => file === dir || file.startsWith(`${dir}/`),
  );
}

/** The `file: specifier` pairs where a plugin (or the shared module) reaches into another one. */
function crossPluginImports(files: readonly string[], pluginDirs: readonly string[]): string[] {
  return files.flatMap((file) => {
    const from = pluginDirOf(file, pluginDirs);
    if (!from) return [];
    return importSpecifiers(file)
      .filter((specifier) => {
        const to = target(file, specifier);
        const into = to === undefined ? undefined : pluginDirOf(to, pluginDirs);
        return into !== undefined && into !== from && into !== PLUGIN_SHARED_DIR;
      })
      .map((specifier) => `${file}: ${specifier}`);
  });
}

/** Pure libraries the plugins build on; they know nothing of the plugins or the theme. */
const LIBRARIES = ['src/search', 'src/solver', 'src/sandbox'];

/** The `file: specifier` pairs where a file of `library` reaches into src/plugins or src/theme. */
function libraryImportsOfSite(library: string): string[] {
  return sourceFiles(library).flatMap((file) =>
    importSpecifiers(file)
      .filter((specifier) => {
        if (/^@theme(-original|-init)?\//.test(specifier)) return true;
        const to = target(file, specifier);
        return to !== undefined && /^src\/(plugins|theme)(\/|$)/.test(to);
      })
      .map((specifier) => `${file}: ${specifier}`),
  );
}

const BUILTINS = new Set(builtinModules);

/** A bundler alias (`@theme/…`, `@docusaurus/Link`) rather than an installed package. */
function isAlias(name: string): boolean {
  if (/^@(site|theme|theme-original|theme-init|generated)(\/|$)/.test(name)) return true;
  return name.startsWith('@docusaurus/') && !existsSync(path.join(SITE_DIR, 'node_modules', name));
}

/** The packages `files` import at run time that package.json does not list as dependencies. */
function undeclaredRuntimePackages(files: readonly string[]): string[] {
  const manifest = JSON.parse(readFileSync(path.join(SITE_DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const missing = new Set<string>();
  for (const file of files) {
    for (const specifier of importSpecifiers(file)) {
      if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
      const name = packageName(specifier);
      if (BUILTINS.has(name) || isAlias(name) || name in manifest.dependencies) continue;
      missing.add(`${name} (${file})`);
    }
  }
  return [...missing].sort();
}

describe('build sources', () => {
  it('find an import of tests/ where there is one (the check itself works)', () => {
    expect(importsOfTests(['tests/support/sourceImports.ts'])).toEqual([]);
    expect(importsOfTests(['scripts/bench-solver.ts'])).toEqual([
      'scripts/bench-solver.ts: ../tests/support/feasibility',
    ]);
  });

  it('import nothing from tests/ (src/, docusaurus.config.ts, sidebars.ts)', () => {
    expect(importsOfTests(buildSourceFiles())).toEqual([]);
  });

  it('import at run time only packages declared as dependencies', () => {
    expect(undeclaredRuntimePackages(['playwright.config.ts'])).toContain(
      '@playwright/test (playwright.config.ts)',
    );
    expect(undeclaredRuntimePackages(buildSourceFiles())).toEqual([]);
  });
});

describe('local plugins', () => {
  const pluginDirs = localPluginDirs();

  it('are found: the folders under src/plugins', () => {
    expect(pluginDirs).toContain('src/plugins/search');
    expect(pluginDirs).toContain('src/plugins/sandbox-console');
    expect(pluginDirs).toContain('src/plugins/playground');
    expect(pluginDirs).not.toContain(PLUGIN_SHARED_DIR);
  });

  it("import nothing from another plugin's folder (only from src/plugins/shared)", () => {
    expect(crossPluginImports(buildSourceFiles(), pluginDirs)).toEqual([]);
  });
});

/** Theme component names under `dir`: `DocItem/Footer` for `DocItem/Footer/index.tsx`. */
function themeComponentNames(dir: string): string[] {
  return sourceFiles(dir).map((file) =>
    file
      .slice(dir.length + 1)
      .replace(/\.(ts|tsx|js|jsx)$/, '')
      .replace(/\/index$/, ''),
  );
}

/** The components of `themeDir` that the site's src/theme also has, and so would shadow. */
function shadowedBySiteTheme(themeDir: string): string[] {
  const site = new Set(themeComponentNames('src/theme'));
  return themeComponentNames(themeDir).filter((name) => site.has(name));
}

describe("plugins' theme components", () => {
  const themeDirs = localPluginDirs()
    .map((dir) => `${dir}/theme`)
    .filter((dir) => existsSync(path.join(SITE_DIR, dir)));

  it('are found, and a shadowed one would be (the check itself works)', () => {
    expect(themeDirs).toContain('src/plugins/page-feedback/theme');
    expect(shadowedBySiteTheme('src/theme')).toContain('NavbarItem/ComponentTypes');
  });

  // src/theme beats every plugin's theme, so a copy left there would silently win.
  it.each(themeDirs)('%s serves components that src/theme does not override', (dir) => {
    expect(shadowedBySiteTheme(dir)).toEqual([]);
  });
});

describe('libraries (src/search, src/solver, src/sandbox)', () => {
  it('find a reach into a plugin where there is one (the check itself works)', () => {
    expect(libraryImportsOfSite('src/plugins/search/theme')).not.toEqual([]);
  });

  it.each(LIBRARIES)('%s imports nothing from src/plugins or src/theme', (library) => {
    expect(libraryImportsOfSite(library)).toEqual([]);
  });
});
