/**
 * Finds the upstream files the bundle patches (./bundlePatches.ts) reach into, the way the bundler
 * finds them from the site: a package's folder by Node's lookup from the site root, whatever
 * the package's `exports` allow, and real paths, because webpack and Rspack match modules by
 * their real path.
 */
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '../../..');
const siteRequire = createRequire(path.join(SITE_DIR, 'package.json'));

/** `@scope/name/lib/x.js` -> [`@scope/name`, `lib/x.js`]; `name/lib/x.js` -> [`name`, `lib/x.js`]. */
function splitSpecifier(specifier: string): [packageName: string, subpath: string] {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  return [parts.slice(0, nameLength).join('/'), parts.slice(nameLength).join('/')];
}

function packageDir(packageName: string): string {
  for (const lookupDir of siteRequire.resolve.paths(packageName) ?? []) {
    const candidate = path.join(lookupDir, packageName);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
  }
  throw new Error(`bundle patches: package ${packageName} is not installed`);
}

/**
 * The absolute real path of `<package>/<path inside it>`. Throws when the package is missing;
 * whether the file exists is the caller's question (the test asks it, the plugins rely on it).
 */
export function upstreamFilePath(specifier: string): string {
  const [packageName, subpath] = splitSpecifier(specifier);
  return path.join(packageDir(packageName), subpath);
}
