import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildSearchIndex } from '../../../src/plugins/search/buildSearchIndex';
import { splitSearchIndex } from '../../../src/plugins/search/splitSearchIndex';
import { SearchUnavailableError } from '../../../src/search/client/createLocalSearchClient';
import { createLocalBackend } from '../../../src/search/client/localBackend';
import type { PageTable, ShardManifest } from '../../../src/search/shards/format';
import { fixturePages } from './fixtureIndex';
import { comparable, piecesOf, searchRequest, serveShards } from './shardPieces';

/**
 * A damaged piece of the sharded index (a broken deploy, a proxy answering `{}`) fails the query
 * that fetched it with the modal's "Unable to fetch results" (a RetryError), is not kept, and
 * the next query, once the piece is whole again, answers exactly as the whole index does.
 */

const ORIGIN = 'https://docs.example.com';
const data = buildSearchIndex(fixturePages(), { language: 'en' });
const whole = createLocalBackend(data, { origin: ORIGIN });
const split = splitSearchIndex(data, {
  locale: 'en',
  limits: { maxTermShardBytes: 300, maxRecordShardBytes: 900 },
});
const files = new Map(
  split.files.map((file) => [file.fileName.replace(/^search-index\//, ''), file.contents]),
);
const manifest = JSON.parse(split.manifest.contents) as ShardManifest;
const read = (file: string) => files.get(file)!;
const pieces = piecesOf(manifest, read);

const BAD_PIECES: ReadonlyArray<[string, unknown]> = [
  ['{}', {}],
  ['[]', []],
  ['{pages:[],recordShards:[]}', { pages: [], recordShards: [] }],
  ['null', null],
  ['a string', 'not json of the index'],
];

/** The files of each kind of piece; damaging all of a kind reaches the one a query needs. */
const KINDS: ReadonlyArray<[kind: string, files: readonly string[], query: string]> = [
  ['record shard', pieces.recordFiles, 'time windows'],
  ['page table', [manifest.pages], 'time windows'],
  ['term shard', pieces.termFiles, 'time windows'],
  ['term list', manifest.dictionary.map(([, file]) => file), 'time windwos'],
];

let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
});

/** Lets every settled promise run its handlers, so an unhandled rejection is reported. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a damaged piece of the sharded index', () => {
  for (const [kind, kindFiles, query] of KINDS) {
    for (const [label, bad] of BAD_PIECES) {
      it(`${kind} of ${label}: fails that query with RetryError, then recovers`, async () => {
        const damaged = new Map(kindFiles.map((file) => [file, bad]));
        const served = serveShards(manifest, read, ORIGIN, damaged);
        const request = searchRequest(query, undefined);

        const failed = served.backend.answer(request);
        await expect(failed).rejects.toBeInstanceOf(SearchUnavailableError);
        await expect(failed).rejects.toMatchObject({ name: 'RetryError' });
        // Still damaged: the bad piece was not kept, so it is asked for again and fails again.
        served.fetched.length = 0;
        await expect(served.backend.answer(request)).rejects.toMatchObject({ name: 'RetryError' });
        expect(served.fetched.some((file) => kindFiles.includes(file))).toBe(true);

        served.damaged.clear();
        expect(comparable(await served.backend.answer(request))).toEqual(
          comparable(await whole.answer(request)),
        );
        await settle();
        expect(unhandled).toEqual([]);
      });
    }
  }

  for (const [label, bad] of BAD_PIECES) {
    it(`a page table of ${label} fetched ahead of the first query rejects nothing unhandled`, async () => {
      const served = serveShards(manifest, read, ORIGIN, new Map([[manifest.pages, bad]]));
      await settle();
      expect(served.fetched).toEqual([manifest.pages]);
      expect(unhandled).toEqual([]);
    });
  }

  it('pieces that disagree with each other fail the query and are all dropped', async () => {
    // A well-formed table from another deploy: one page, though the term shards name many.
    const table = pieces.pageTable;
    const oneTable: PageTable = {
      pages: table.pages.slice(0, 1),
      recordShards: table.recordShards,
    };
    const served = serveShards(manifest, read, ORIGIN, new Map([[manifest.pages, oneTable]]));
    const request = searchRequest('time windows', undefined);
    await expect(served.backend.answer(request)).rejects.toMatchObject({ name: 'RetryError' });

    served.damaged.clear();
    served.fetched.length = 0;
    expect(comparable(await served.backend.answer(request))).toEqual(
      comparable(await whole.answer(request)),
    );
    // Started over: the table is fetched again, not kept from the failed query.
    expect(served.fetched).toContain(manifest.pages);
    await settle();
    expect(unhandled).toEqual([]);
  });
});
