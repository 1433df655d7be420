/**
 * The page an anchor of a reference's old single page lives on now. Redoc's deep links into an
 * operation (a field, `…/operation/createBooking!path=…`; a response, `…/responses/200`) extend
 * the operation's anchor, so the longest known anchor the hash starts with decides.
 */
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
  for (let candidate = anchor; candidate !== '';) {
    if (Object.hasOwn(routesByAnchor, candidate)) return routesByAnchor[candidate];
    candidate = candidate.slice(0, Math.max(0, candidate.search(/[/!][^/!]*$/)));
  }
  return undefined;
}
