/**
 * Copies a page's Markdown twin to the clipboard and says why when it cannot. The twin is
 * fetched on demand; the clipboard write starts in the same task as the reader's press and
 * receives the text as a promise (ClipboardItem), because Safari refuses a write that begins
 * after an await, once the press no longer counts as a user gesture.
 */
export type CopyFailure =
  /** No Clipboard API: an http:// page, or a browser without it. */
  | { kind: 'insecure' }
  /** The browser or the reader refused the write (permission, policy, no focus). */
  | { kind: 'denied' }
  /** The twin did not arrive: offline, or the server answered with an error. */
  | { kind: 'fetch'; detail: string };

export type CopyResult = { ok: true } | { ok: false; failure: CopyFailure };

class TwinUnavailable extends Error {}

async function fetchTwin(twinPath: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(twinPath, { headers: { Accept: 'text/markdown, text/plain' } });
  } catch {
    throw new TwinUnavailable('the network request failed');
  }
  // A host that answers unknown paths with the HTML app shell has no twin for this page.
  const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
  if (!response.ok || isHtml) {
    throw new TwinUnavailable(response.ok ? 'the server sent HTML' : `HTTP ${response.status}`);
  }
  return response.text();
}

function writeToClipboard(clipboard: Clipboard, text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem === 'function' && typeof clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    return clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  }
  return text.then((value) => clipboard.writeText(value));
}

export async function copyTwin(twinPath: string): Promise<CopyResult> {
  const clipboard: Clipboard | undefined = window.isSecureContext ? navigator.clipboard : undefined;
  if (!clipboard) return { ok: false, failure: { kind: 'insecure' } };
  const text = fetchTwin(twinPath);
  // Settled here so a failed fetch is reported as such, whatever error write() turns it into.
  const fetchError = text.then(
    () => null,
    (error: unknown) => (error instanceof TwinUnavailable ? error.message : String(error)),
  );
  try {
    await writeToClipboard(clipboard, text);
    return { ok: true };
  } catch {
    const detail = await fetchError;
    return { ok: false, failure: detail === null ? { kind: 'denied' } : { kind: 'fetch', detail } };
  }
}
