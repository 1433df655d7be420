/**
 * Finds the `pagefind` npm package: the folder `--pagefind` names, or the one Node's module
 * resolution reaches from the repository (its `exports` hide package.json from
 * require.resolve, so the node_modules folders are walked as Node walks them).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface PagefindPackage {
  dir: string;
  version: string;
  /** The npm wrapper that runs the platform binary (`npx pagefind`). */
  cli: string;
}

function packageAt(dir: string): PagefindPackage | null {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) return null;
  const { name, version, bin } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    name?: string;
    version?: string;
    bin?: string;
  };
  if (name !== 'pagefind' || !version || !bin) return null;
  return { dir, version, cli: path.join(dir, bin) };
}

export function findPagefind(root: string, explicit?: string): PagefindPackage {
  if (explicit !== undefined) {
    const dir = path.resolve(explicit);
    const found = packageAt(dir) ?? packageAt(path.join(dir, 'node_modules', 'pagefind'));
    if (!found) throw new Error(`--pagefind ${explicit}: no pagefind package there`);
    return found;
  }
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    const found = packageAt(path.join(dir, 'node_modules', 'pagefind'));
    if (found) return found;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(
    'pagefind is not installed: add it as a devDependency, or pass --pagefind <folder of the package>',
  );
}
