/**
 * `items` mapped through `run` with at most `limit` calls in flight, the results in the order of
 * `items`: for checks that ask a local server about every page, where one request at a time
 * leaves the server idle between them.
 */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
