/**
 * The page an anchor of a reference's old single page lives on now. Redoc's deep links into an
 * operation (a field, `…/operation/createBooking!path=…`; a response, `…/responses/200`) extend
 * the operation's anchor, so the longest known anchor the hash starts with decides.
 */
function isSeparator(char: string | undefined): boolean {
  return char === '/' || char === '!';
}

export function legacyAnchorRoute(
  hash: string,
  routesByAnchor: Readonly<Record<string, string>>,
): string | undefined {
  let anchor: string;
  try {
    anchor = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return undefined;
  }
  // The hash comes from a link anyone can write: only its first characters, as many as the
  // longest known anchor has, can name one, so the rest is never looked at (a crafted hash of
  // megabytes costs one decode, not one search per separator).
  const longest = Object.keys(routesByAnchor).reduce((max, key) => Math.max(max, key.length), 0);
  if (anchor.length <= longest && Object.hasOwn(routesByAnchor, anchor)) {
    return routesByAnchor[anchor];
  }
  // Each prefix that ends where a separator starts, longest first.
  for (let end = Math.min(anchor.length - 1, longest); end > 0; end -= 1) {
    if (!isSeparator(anchor[end])) continue;
    const candidate = anchor.slice(0, end);
    if (Object.hasOwn(routesByAnchor, candidate)) return routesByAnchor[candidate];
  }
  return undefined;
}
