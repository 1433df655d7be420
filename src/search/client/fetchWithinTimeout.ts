/**
 * A same-origin fetch of a search file that gives up after a bound. A request that neither
 * arrives nor fails (a stalled mobile connection) would leave the modal spinning for good; after
 * the bound the query fails with "Unable to fetch results" and the next keystroke asks again.
 * The largest file a query waits on is ~40 KB gzip: seconds even on a slow 3G link.
 */

export const SEARCH_FETCH_TIMEOUT_MS = 8_000;

/** Fetches `url` and reads its body with `read`, both within `timeoutMs`; `label` names it in errors. */
export async function fetchWithinTimeout<T>(
  url: URL | string,
  label: string,
  timeoutMs: number,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`${label}: no answer in ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    const response = await fetch(url, { credentials: 'same-origin', signal: controller.signal });
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
    return await read(response);
  } finally {
    clearTimeout(timer);
  }
}
