// Lints the API descriptions listed in src/apiSpecs.ts with the local Redocly CLI (house rules,
// openapi/redocly.yaml) and Spectral with the OWASP API security ruleset (.spectral.yaml), and
// fails on any error or warning of either (both tools themselves fail on errors only). Problems
// are printed with file:line:column.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { API_SPECS } from '../src/apiSpecs';
import { escapePointerToken } from '../src/plugins/playground/client/jsonPath';

interface Totals {
  errors: number;
  warnings: number;
}

const root = path.resolve(__dirname, '..');
const specs = API_SPECS.map((spec) => `openapi/${spec.file}`);

function binary(name: string): string {
  const file = path.join(
    root,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? `${name}.cmd` : name,
  );
  if (!existsSync(file)) {
    console.error(
      `lint-api: ${path.relative(root, file)} not found; install the dev dependencies first.`,
    );
    process.exit(2);
  }
  return file;
}

function run(name: string, args: string[]) {
  return spawnSync(binary(name), args, {
    cwd: root,
    encoding: 'utf8',
    // Update and telemetry notices are noise in CI logs.
    env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' },
    maxBuffer: 64 * 1024 * 1024,
  });
}

function unreadable(tool: string, stderr: string): never {
  process.stderr.write(stderr);
  console.error(`lint-api: could not read the ${tool} report.`);
  process.exit(2);
}

function lintWithRedocly(): Totals {
  const redocly = (format: 'json' | 'stylish') =>
    run('redocly', [
      'lint',
      '--config',
      'openapi/redocly.yaml',
      '--format',
      format,
      '--max-problems',
      '1000',
      ...specs,
    ]);
  // The JSON report gives exact totals (warnings included); Redocly prints one JSON document
  // per file, back to back, so they are joined into an array before parsing ...
  const report = redocly('json');
  let totals: Totals;
  try {
    const body = report.stdout
      .slice(report.stdout.indexOf('{'))
      .replace(/\}\s*\{\s*"totals"/g, '},{"totals"');
    const reports = JSON.parse(`[${body}]`) as { totals: Totals }[];
    if (reports.length !== specs.length) throw new Error('missing reports');
    totals = reports.reduce(
      (sum, { totals: t }) => ({
        errors: sum.errors + t.errors,
        warnings: sum.warnings + t.warnings,
      }),
      { errors: 0, warnings: 0 },
    );
  } catch {
    unreadable('Redocly', report.stderr);
  }
  // ... and the stylish report gives one line per problem with file:line:column.
  if (totals.errors > 0 || totals.warnings > 0) {
    const readable = redocly('stylish');
    process.stdout.write(readable.stdout);
    process.stderr.write(
      readable.stderr
        .split('\n')
        .filter((line) => /\.ya?ml|error|warn/i.test(line))
        .join('\n'),
    );
  }
  return totals;
}

interface SpectralResult {
  code: string;
  message: string;
  severity: number;
  source?: string;
  path: (string | number)[];
  range: { start: { line: number; character: number } };
}

const SPECTRAL_SEVERITY = ['error', 'warning', 'info', 'hint'];

function lintWithSpectral(): Totals {
  const report = run('spectral', [
    'lint',
    '--ruleset',
    '.spectral.yaml',
    '--format',
    'json',
    '--quiet',
    ...specs,
  ]);
  let results: SpectralResult[];
  try {
    results = JSON.parse(report.stdout) as SpectralResult[];
  } catch {
    unreadable('Spectral', report.stderr);
  }
  // A problem in shared.yaml is reported once per spec that references it: count it once.
  const seen = new Set<string>();
  const totals: Totals = { errors: 0, warnings: 0 };
  for (const result of results) {
    const where = result.source
      ? `${path.relative(root, result.source)}:${result.range.start.line + 1}:${result.range.start.character + 1}`
      : // Spectral loses the file of a node it reached through a $ref into shared.yaml.
        `#/${result.path.map((key) => escapePointerToken(String(key))).join('/')}`;
    const line = `${where}  ${SPECTRAL_SEVERITY[result.severity]}  ${result.code}  ${result.message}`;
    if (seen.has(line)) continue;
    seen.add(line);
    console.log(line);
    if (result.severity === 0) totals.errors += 1;
    if (result.severity === 1) totals.warnings += 1;
  }
  return totals;
}

const redocly = lintWithRedocly();
const spectral = lintWithSpectral();
const reports = [
  ['Redocly', redocly],
  ['Spectral (OWASP)', spectral],
] as const;
let failing = false;
for (const [tool, totals] of reports) {
  if (totals.errors > 0 || totals.warnings > 0) {
    failing = true;
    console.error(`lint-api: ${tool}: ${totals.errors} error(s), ${totals.warnings} warning(s).`);
  }
}
if (failing) {
  console.error('lint-api: errors and warnings both fail the build.');
  process.exit(1);
}

console.log(
  `lint-api: ${specs.length} API descriptions valid (Redocly and Spectral OWASP), 0 errors, 0 warnings.`,
);
