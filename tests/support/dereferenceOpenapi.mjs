/**
 * Dereferences OpenAPI files with @redocly/openapi-core's bundler (the library behind
 * `npm run lint:api`). Its API is asynchronous and the schema helpers of the tests are not, so
 * tests/support/openapiSchemas.ts runs this script as a synchronous child process.
 *
 * Usage: node dereferenceOpenapi.mjs <file>...
 * Prints `{ documents, dependencies }` for the given files and every file they $ref, each keyed
 * by its file name without extension: the document with every $ref inlined, and the names of the
 * files it depends on (itself included). Exits 1 with one line per problem: file, JSON Pointer,
 * message.
 */
import path from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';

/** Where a `$ref` leads back into itself; an inlined document cannot hold that schema. */
function findCycle(root) {
  const onPath = new Set();
  const finished = new Set();
  const visit = (node, pointer) => {
    if (node === null || typeof node !== 'object' || finished.has(node)) return undefined;
    if (onPath.has(node)) return pointer;
    onPath.add(node);
    for (const [key, child] of Object.entries(node)) {
      const token = String(key).replaceAll('~', '~0').replaceAll('/', '~1');
      const found = visit(child, `${pointer}/${token}`);
      if (found !== undefined) return found;
    }
    onPath.delete(node);
    finished.add(node);
    return undefined;
  };
  return visit(root, '');
}

const relative = (file) => path.relative(process.cwd(), file);
const nameOf = (file) => path.parse(file).name;

// No lint rules or decorators: the descriptions exactly as written.
const config = await createConfig({});
const queue = process.argv.slice(2).map((file) => path.resolve(file));
const documents = {};
const dependencies = {};
const problems = [];
for (let index = 0; index < queue.length; index += 1) {
  const file = queue[index];
  const result = await bundle({ ref: file, config, dereference: true });
  for (const problem of result.problems) {
    const where = problem.location[0];
    const source = where ? relative(where.source.absoluteRef) : relative(file);
    problems.push(`${source}#${where?.pointer.replace(/^#/, '') ?? ''}: ${problem.message}`);
  }
  for (const dependency of result.fileDependencies)
    if (!queue.includes(dependency)) queue.push(dependency);
  const cycle = findCycle(result.bundle.parsed);
  if (cycle !== undefined)
    problems.push(`${relative(file)}#${cycle}: $ref cycle, the schema refers to itself`);
  documents[nameOf(file)] = result.bundle.parsed;
  dependencies[nameOf(file)] = [...result.fileDependencies].map(nameOf);
}

if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(JSON.stringify({ documents, dependencies }));
