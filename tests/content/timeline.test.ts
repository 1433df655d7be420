/**
 * One timeline for the sample world (./checks/timeline.ts): the pages' examples, the specs'
 * examples and the changelog's release dates agree with src/data/sampleWorld.json's `timeline`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { sampleWorld } from '../../src/data/sampleWorld';
import { codeBlocks, loadPages, pageFromSource } from '../support/mdx';
import { API_SPEC_NAMES, readSpec } from '../support/openapiSchemas';
import { formatAll } from './checks/offence';
import {
  checkReleasesBeforeUse,
  checkTimeline,
  exampleTimestamps,
  lifecycleProblems,
  releaseOf,
  type Release,
  type Timeline,
} from './checks/timeline';

const CHANGELOG_DIR = path.resolve(__dirname, '../../changelog');
const timeline: Timeline = sampleWorld.timeline;
const projectId = sampleWorld.project.id;
const releases: Release[] = readdirSync(CHANGELOG_DIR)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => releaseOf(file, readFileSync(path.join(CHANGELOG_DIR, file), 'utf8')))
  .filter((release): release is Release => release !== null);
const specs = Object.fromEntries(API_SPEC_NAMES.map((name) => [name, readSpec(name)]));
const pages = await loadPages();

describe('the sample world has one timeline', () => {
  it('reads a release for every changelog entry', () => {
    expect(releases.map((release) => release.api).sort()).toEqual(
      expect.arrayContaining(['integration', 'routing', 'stateless']),
    );
  });

  it('the pages’ examples and tables follow it', () => {
    expect(formatAll(pages.flatMap((page) => checkTimeline(page, timeline, projectId)))).toEqual(
      [],
    );
  });

  it('the specs’ examples follow it', () => {
    expect(
      Object.entries(specs).flatMap(([name, spec]) =>
        lifecycleProblems(spec, timeline, projectId, name),
      ),
    ).toEqual([]);
  });

  it('no example uses an API or an operation before the changelog releases it', () => {
    const docsExamples = pages.flatMap((page) =>
      page.tree
        ? codeBlocks(page.tree).flatMap((block) => {
            const api = /^(\w+)#/.exec(String(block.attributes.schema ?? ''))?.[1];
            return api
              ? [
                  {
                    api,
                    where: `docs/${page.file}:${block.line}`,
                    timestamps: exampleTimestamps({ example: block.body }),
                  },
                ]
              : [];
          })
        : [],
    );
    expect(checkReleasesBeforeUse(releases, specs, docsExamples)).toEqual([]);
  });
});

describe('the timeline check fails on planted dates', () => {
  const release = (api: string, date: string, operations: string[] = []): Release => ({
    file: `${api}.mdx`,
    api,
    version: '1.0.0',
    date: new Date(date),
    operations,
  });
  const spec = {
    paths: {
      '/bookings': {
        post: {
          operationId: 'createBooking',
          responses: {
            '201': {
              content: {
                'application/json': { example: { created_at: '2026-02-20T09:15:00+01:00' } },
              },
            },
          },
        },
      },
    },
  };

  it('reports an example of /integration/v1 dated before Integration v1.0', () => {
    expect(
      checkReleasesBeforeUse([release('integration', '2026-11-10T09:00:00Z')], {
        integration: spec,
      }),
    ).toEqual([
      'openapi/integration.yaml: an example of the integration API is dated 2026-02-20T09:15:00+01:00, before its first release 1.0.0 on 2026-11-10T09:00:00.000Z (changelog/integration.mdx)',
    ]);
  });

  it('reports an operation used before the release that added it', () => {
    expect(
      checkReleasesBeforeUse(
        [
          release('integration', '2026-01-01T00:00:00Z'),
          release('integration', '2026-11-10T09:30:00Z', ['createBooking']),
        ],
        { integration: spec },
      ),
    ).toEqual([
      expect.stringContaining(
        'createBooking: an example is dated 2026-02-20T09:15:00+01:00, before integration 1.0.0 added it',
      ),
    ]);
  });

  it('reports a created_at before the project and an optimization before the timeline', () => {
    expect(
      lifecycleProblems(
        {
          data: [
            { id: 'opt_1', project_id: projectId, created_at: '2026-03-01T16:00:00+01:00' },
            { id: 'bk_1', created_at: '2026-02-19T08:00:00+01:00' },
          ],
        },
        timeline,
        projectId,
      ),
    ).toEqual([
      "$.data[0]: optimization opt_1 created at 2026-03-01T16:00:00+01:00, before the timeline's optimization (2026-03-01T18:00:00+01:00)",
      '$.data[1].created_at 2026-02-19T08:00:00+01:00 is before the project is created (2026-02-20T09:15:00+01:00)',
    ]);
  });

  it('reports a workflow table that optimizes at another time', async () => {
    const page = await pageFromSource(
      'quickstart/x.mdx',
      [
        'Intro.',
        '',
        '| When (Kestrel) | Step | Call |',
        '| --- | --- | --- |',
        "| 20:00 the evening before | Import the day's orders | `POST /bookings` |",
        '| 21:00 | Optimize | `POST /projects/prj_berlin_daily/optimizations` |',
      ].join('\n'),
    );
    expect(formatAll(checkTimeline(page, timeline, projectId))).toEqual([
      'docs/quickstart/x.mdx:5: "Import the day\'s orders" at 20:00, the sample world\'s timeline says 17:00 (src/data/sampleWorld.json)',
      'docs/quickstart/x.mdx:6: "Optimize" at 21:00, the sample world\'s timeline says 18:00 (src/data/sampleWorld.json)',
    ]);
  });
});
