import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, at any depth, as absolute paths: the one folder walk of the bench. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
