// Keeps the response of each built file the first time the test server sends it and sends the
// same status, headers and bytes again for the same URL path and Accept-Encoding. The build does
// not change while the server runs (its header rules are read once at start, too), and every
// test's fresh browser context asks for the same pages and chunks: reading and compressing them
// again each time was most of the server's CPU in a test run, taken from the browsers.

/** A response kept for replay: what the first one sent. */
/** @typedef {{ statusCode: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer }} KeptResponse */

/** Bytes of one chunk as `res.write` and `res.end` take it (a string in an encoding, or bytes). */
function bytesOf(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
  }
  return Buffer.from(chunk);
}

/**
 * Returns `serve(key, req, res, send)`: replays the response kept under `key`, or calls `send()`
 * to produce it and keeps it if it was a 200. Only plain GETs are kept or replayed: a range, a
 * conditional request or a HEAD always goes to `send()`.
 */
export function createResponseReplay() {
  /** @type {Map<string, KeptResponse>} */
  const kept = new Map();
  return function serve(key, req, res, send) {
    const replayable = req.method === 'GET' && !req.headers.range && !req.headers['if-none-match'];
    const found = replayable ? kept.get(key) : undefined;
    if (found) {
      res.writeHead(found.statusCode, found.headers);
      res.end(found.body);
      return;
    }
    if (!replayable) {
      send();
      return;
    }
    const chunks = [];
    const write = res.write;
    const end = res.end;
    res.write = function recordWrite(chunk, encoding, callback) {
      const bytes = bytesOf(chunk, encoding);
      if (bytes) chunks.push(bytes);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function recordEnd(chunk, encoding, callback) {
      const bytes = bytesOf(chunk, encoding);
      if (bytes) chunks.push(bytes);
      if (res.statusCode === 200) {
        kept.set(key, {
          statusCode: res.statusCode,
          headers: res.getHeaders(),
          body: Buffer.concat(chunks),
        });
      }
      return end.call(this, chunk, encoding, callback);
    };
    send();
  };
}
