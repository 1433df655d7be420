/**
 * Thrown by a sharded corpus when a query needs pieces of the index it has not loaded yet; the
 * loader (./shardedBackend.ts) fetches them all at once and asks again.
 */
export class MissingSearchData extends Error {
  override readonly name = 'MissingSearchData';

  constructor(
    /** Positions in the manifest's termShards. */
    readonly termShards: readonly number[],
    /** Positions in the manifest's recordShards. */
    readonly recordShards: readonly number[],
    /** Positions in the manifest's dictionary (term lists for typo matching). */
    readonly dictionary: readonly number[],
    /** Whether the page table is needed. */
    readonly pages: boolean,
    /** Tail pieces of long terms, by file. */
    readonly tails: readonly string[] = [],
  ) {
    super('The query needs search index pieces that are not loaded');
  }
}
