/**
 * scripts/serve-build.mjs, the e2e suite's stand-in for the CDN, logs the ID tokens sent to the
 * token-sync URL and serves that log to anyone: nothing of it may reach the deployed files. No
 * built file may name its test-only routes or carry its session-log code, and the script itself
 * is not among them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { BUILD_DIR } from '../quality/builtSite';

const SERVER = path.resolve(__dirname, '../../scripts/serve-build.mjs');

/** The server's test-only routes, read from its source so a new one is covered too. */
function testRoutes(): string[] {
  const source = readFileSync(SERVER, 'utf8');
  return [...new Set(source.match(/\/__test\/[\w-]+/g) ?? [])];
}

/** Names only the session log of the test server uses (its variable and its cookie). */
const SESSION_LOG_CODE = ['sessionLog', 'e2e-tag'];

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? builtFiles(full) : [full];
  });
}

describe('the test server stays out of the build', () => {
  it('no built file names its routes or carries its session-log code', () => {
    const routes = testRoutes();
    expect(routes).toContain('/__test/session-log');
    const markers = [...routes, ...SESSION_LOG_CODE].map((text) => Buffer.from(text));
    const files = builtFiles(BUILD_DIR);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const bytes = readFileSync(file);
      return markers
        .filter((marker) => bytes.includes(marker))
        .map((marker) => `${path.relative(BUILD_DIR, file)}: ${marker.toString()}`);
    });
    expect(found).toEqual([]);
    expect(files.map((file) => path.basename(file))).not.toContain(path.basename(SERVER));
  });
});
