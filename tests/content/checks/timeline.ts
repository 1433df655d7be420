/**
 * One timeline for the sample world (src/data/sampleWorld.json, `timeline`): the project is created,
 * the orders of the reference day are imported the evening before, and the day is optimized after
 * them. The checks:
 * - an example's `created_at`, `updated_at`, `started_at` or `finished_at` is not before the
 *   project exists, and an optimization of the sample project is not created before the
 *   timeline's optimization time;
 * - a table with a "When" column gives the import and the optimization the timeline's clock;
 * - no example uses an API before the changelog releases it: every timestamp in an API's examples
 *   is at or after the API's first release, and every timestamp in the examples of an operation
 *   a release links is at or after that release.
 */
import type { Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

import { jsonBlockValues, lineOf, type Page } from '../../support/mdx';
import type { JsonObject } from '../../support/openapiSchemas';
import type { Offence } from './offence';

export interface Timeline {
  project_created: string;
  orders_imported: string;
  optimization_started: string;
}

export interface Release {
  file: string;
  api: string;
  version: string;
  date: Date;
  /** The operation ids the entry links under its Added heading (`#operation/<id>`). */
  operations: string[];
}

const TIMESTAMP = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g;
const LIFECYCLE_KEYS = new Set(['created_at', 'updated_at', 'started_at', 'finished_at']);

const time = (timestamp: string): number => Date.parse(timestamp);

/** A changelog entry's front matter and the operations it links. */
export function releaseOf(file: string, source: string): Release | null {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const field = (name: string) =>
    new RegExp(`^${name}:\\s*['"]?([^'"\\n]+)`, 'm').exec(frontMatter)?.[1]?.trim();
  const api = field('api');
  const version = field('api_version');
  const date = field('date');
  if (!api || !version || !date) return null;
  // Only the operations a release adds: a fix release links operations it corrects.
  const added = /^## Added\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(source)?.[1] ?? '';
  const operations = [...added.matchAll(/#operation\/([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  return { file, api, version, date: new Date(date), operations };
}

/** Problems with the lifecycle timestamps of one example value, by JSON path. */
export function lifecycleProblems(
  value: unknown,
  timeline: Timeline,
  projectId: string,
  at = '$',
): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => lifecycleProblems(item, timeline, projectId, `${at}[${i}]`));
  }
  if (value === null || typeof value !== 'object') return [];
  const object = value as JsonObject;
  const problems: string[] = [];
  for (const [key, child] of Object.entries(object)) {
    if (LIFECYCLE_KEYS.has(key) && typeof child === 'string' && TIMESTAMP.test(child)) {
      TIMESTAMP.lastIndex = 0;
      if (time(child) < time(timeline.project_created)) {
        problems.push(
          `${at}.${key} ${child} is before the project is created (${timeline.project_created})`,
        );
      }
    }
    TIMESTAMP.lastIndex = 0;
    problems.push(...lifecycleProblems(child, timeline, projectId, `${at}.${key}`));
  }
  const isSampleOptimization =
    typeof object.id === 'string' &&
    object.id.startsWith('opt_') &&
    (object.project_id === undefined || object.project_id === projectId);
  if (
    isSampleOptimization &&
    typeof object.created_at === 'string' &&
    time(object.created_at) < time(timeline.optimization_started)
  ) {
    problems.push(
      `${at}: optimization ${String(object.id)} created at ${object.created_at}, before the timeline's optimization (${timeline.optimization_started})`,
    );
  }
  return problems;
}

/** `18:00` of an RFC 3339 timestamp, as the page's clock reads it. */
const clockOf = (timestamp: string): string => timestamp.slice(11, 16);

function checkWhenTables(page: Page, timeline: Timeline): Offence[] {
  if (!page.tree) return [];
  const offences: Offence[] = [];
  visit(page.tree, 'table', (table: Table) => {
    const [header, ...rows] = table.children;
    const when = header?.children.findIndex((cell) => /^when\b/i.test(toString(cell)));
    if (when === undefined || when < 0) return;
    for (const row of rows) {
      const text = row.children.map((cell) => toString(cell)).join(' | ');
      const clock = /\b\d{2}:\d{2}\b/.exec(toString(row.children[when]!))?.[0];
      if (!clock) continue;
      const expected = /\/optimizations\b/.test(text)
        ? timeline.optimization_started
        : /\bimport\b/i.test(text) && /POST \/bookings\b/.test(text)
          ? timeline.orders_imported
          : undefined;
      if (expected && clock !== clockOf(expected)) {
        offences.push({
          file: page.file,
          line: lineOf(row),
          message: `"${toString(row.children[1] ?? row)}" at ${clock}, the sample world's timeline says ${clockOf(expected)} (src/data/sampleWorld.json)`,
        });
      }
    }
  });
  return offences;
}

export function checkTimeline(page: Page, timeline: Timeline, projectId: string): Offence[] {
  if (!page.tree) return [];
  const offences = checkWhenTables(page, timeline);
  for (const { value, line } of jsonBlockValues(page.tree)) {
    for (const problem of lifecycleProblems(value, timeline, projectId)) {
      offences.push({ file: page.file, line, message: problem });
    }
  }
  return offences;
}

/** Every timestamp in the `example`/`examples` of a spec subtree. */
export function exampleTimestamps(node: unknown, inExample = false): string[] {
  if (typeof node === 'string') return inExample ? (node.match(TIMESTAMP) ?? []) : [];
  if (Array.isArray(node)) return node.flatMap((item) => exampleTimestamps(item, inExample));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node as JsonObject).flatMap(([key, child]) =>
    exampleTimestamps(child, inExample || key === 'example' || key === 'examples'),
  );
}

/** The path items' operations of a spec, by operation id. */
function operationsById(spec: JsonObject): Map<string, unknown> {
  const byId = new Map<string, unknown>();
  for (const section of ['paths', 'webhooks']) {
    for (const item of Object.values((spec[section] as JsonObject | undefined) ?? {})) {
      for (const operation of Object.values(item as JsonObject)) {
        const id = (operation as { operationId?: unknown } | null)?.operationId;
        if (typeof id === 'string') byId.set(id, operation);
      }
    }
  }
  return byId;
}

/** Examples dated before the release that brought their API or operation. */
export function checkReleasesBeforeUse(
  releases: readonly Release[],
  specs: Readonly<Record<string, JsonObject>>,
  docsExamples: readonly { api: string; where: string; timestamps: string[] }[] = [],
): string[] {
  const problems: string[] = [];
  const earliest = (timestamps: readonly string[]) =>
    timestamps.reduce<string | undefined>(
      (first, timestamp) =>
        first === undefined || time(timestamp) < time(first) ? timestamp : first,
      undefined,
    );
  for (const [api, spec] of Object.entries(specs)) {
    const own = releases.filter((release) => release.api === api);
    if (own.length === 0) continue;
    const first = own.reduce((a, b) => (a.date <= b.date ? a : b));
    const uses = [
      { where: `openapi/${api}.yaml`, timestamps: exampleTimestamps(spec) },
      ...docsExamples.filter((example) => example.api === api),
    ];
    for (const use of uses) {
      const used = earliest(use.timestamps);
      if (used && time(used) < first.date.getTime()) {
        problems.push(
          `${use.where}: an example of the ${api} API is dated ${used}, before its first release ${first.version} on ${first.date.toISOString()} (changelog/${first.file})`,
        );
      }
    }
    const operations = operationsById(spec);
    for (const release of own) {
      for (const id of new Set(release.operations)) {
        const used = earliest(exampleTimestamps(operations.get(id)));
        if (used && time(used) < release.date.getTime()) {
          problems.push(
            `openapi/${api}.yaml ${id}: an example is dated ${used}, before ${api} ${release.version} added it on ${release.date.toISOString()} (changelog/${release.file})`,
          );
        }
      }
    }
  }
  return problems;
}
