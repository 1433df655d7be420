// Lints the API descriptions listed in src/apiSpecs.ts with the local Redocly CLI and fails on any error or
// warning (Redocly itself only fails on errors). Problems are printed with file:line:column.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { API_SPECS } from '../src/apiSpecs';

const root = path.resolve(__dirname, '..');
const binary = path.join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'redocly.cmd' : 'redocly',
);
const specs = API_SPECS.map((spec) => `openapi/${spec.file}`);

if (!existsSync(binary)) {
  console.error(
    `lint-api: ${path.relative(root, binary)} not found; install the dev dependencies first.`,
  );
  process.exit(2);
}

const run = (format: 'json' | 'stylish') =>
  spawnSync(
    binary,
    [
      'lint',
      '--config',
      'openapi/redocly.yaml',
      '--format',
      format,
      '--max-problems',
      '1000',
      ...specs,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      // Redocly's update and telemetry notices are noise in CI logs.
      env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' },
    },
  );

// The JSON report gives exact totals (warnings included); Redocly prints one JSON document
// per file, back to back, so they are joined into an array before parsing ...
const report = run('json');
let totals: { errors: number; warnings: number };
try {
  const body = report.stdout
    .slice(report.stdout.indexOf('{'))
    .replace(/\}\s*\{\s*"totals"/g, '},{"totals"');
  const reports = JSON.parse(`[${body}]`) as { totals: { errors: number; warnings: number } }[];
  totals = reports.reduce(
    (sum, { totals: t }) => ({
      errors: sum.errors + t.errors,
      warnings: sum.warnings + t.warnings,
    }),
    { errors: 0, warnings: 0 },
  );
  if (reports.length !== specs.length) throw new Error('missing reports');
} catch {
  process.stderr.write(report.stderr);
  console.error('lint-api: could not read the Redocly report.');
  process.exit(2);
}

// ... and the stylish report gives one line per problem with file:line:column.
if (totals.errors > 0 || totals.warnings > 0) {
  const readable = run('stylish');
  process.stdout.write(readable.stdout);
  process.stderr.write(
    readable.stderr
      .split('\n')
      .filter((line) => /\.ya?ml|error|warn/i.test(line))
      .join('\n'),
  );
  console.error(
    `\nlint-api: ${totals.errors} error(s), ${totals.warnings} warning(s); both fail the build.`,
  );
  process.exit(1);
}

console.log(`lint-api: ${specs.length} API descriptions valid, 0 errors, 0 warnings.`);
