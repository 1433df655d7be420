/**
 * Where the site reads its environment: every variable once, at the top of docusaurus.config.ts,
 * and each one in the README's table, so a reader who sets one knows what it does and a variable
 * read elsewhere in the build cannot be missed. `NODE_ENV` is Docusaurus' own, not a setting of
 * ours.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { SITE_DIR, buildSourceFiles } from '../../support/sourceImports';

const CONFIG = 'docusaurus.config.ts';
const FRAMEWORK_VARIABLES = new Set(['NODE_ENV']);

const read = (file: string) => readFileSync(path.join(SITE_DIR, file), 'utf8');

/** `process.env.NAME` reads in `source`, and `process.env[...]` or a bare `process.env` as `*`. */
function processEnvReads(source: string): string[] {
  return [...source.matchAll(/process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*))?/g)].map(
    (match) => match[1] ?? '*',
  );
}

/** The variables the config reads as `env.NAME`, once per read. */
function configReads(source: string): string[] {
  return [...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!);
}

/** The variables named in the first column of the README's "Environment variables" table. */
function documentedVariables(readme: string): string[] {
  const section = readme.split(/^## Environment variables$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)])
    .map((match) => match[1]!);
}

describe('the environment the site reads', () => {
  it('is found where it is read (the checks themselves work)', () => {
    expect(processEnvReads("const a = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';")).toEqual([
      'CHROMIUM_PATH',
    ]);
    expect(processEnvReads('const { SITE_URL } = process.env;')).toEqual(['*']);
    expect(configReads('const A = env.SITE_URL ?? x; const B = env.SITE_URL;')).toEqual([
      'SITE_URL',
      'SITE_URL',
    ]);
    expect(
      documentedVariables('## Environment variables\n| `A_B`, `C` | x |\n## Next\n| `D` |'),
    ).toEqual(['A_B', 'C']);
  });

  it('is read only by the config, through its one `env` at the top', () => {
    const elsewhere = buildSourceFiles()
      .filter((file) => file !== CONFIG)
      .flatMap((file) =>
        processEnvReads(read(file))
          .filter((name) => !FRAMEWORK_VARIABLES.has(name))
          .map((name) => `${file}: process.env.${name}`),
      );
    expect(elsewhere).toEqual([]);
    expect(processEnvReads(read(CONFIG))).toEqual(['*']);
  });

  it('names each variable once in the config, and the README documents exactly those', () => {
    const reads = configReads(read(CONFIG));
    const repeated = reads.filter((name, index) => reads.indexOf(name) !== index);
    expect(repeated).toEqual([]);
    expect(reads.length).toBeGreaterThan(5);
    expect(documentedVariables(read('README.md')).sort()).toEqual([...reads].sort());
  });
});
