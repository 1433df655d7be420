/**
 * Where the prerendered SVGs wait for the bundler. The remark plugin cannot hand the bundler a
 * file of its own making except by path, and the pages' MDX cache outlives a build, so each SVG
 * is written once under a name made from its content: a cached page always finds its file, and
 * builds running side by side (several checkouts, the bench) write identical bytes or nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The extension no other loader claims (`.svg` would go to SVGR), matched by ./index.ts. */
export const SVG_FILE_PATTERN = /\.mermaid-svg$/;

/** Beside the bundler's own caches, so `docusaurus clear` removes both together. */
export const DEFAULT_SVG_DIR = path.resolve(
  __dirname,
  '../../../node_modules/.cache/mermaid-prerender',
);

export function writeSvgFile(dir: string, svg: string): string {
  const name = `${createHash('sha256').update(svg).digest('hex').slice(0, 20)}.mermaid-svg`;
  const file = path.join(dir, name);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  // A reader (another build) must never see half a file: write aside, then rename into place.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, svg);
  renameSync(partial, file);
  return file;
}
