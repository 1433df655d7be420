/**
 * Whether this document was loaded at the current path, rather than reached by a client-side
 * link. A browser keeps the Content Security Policy of the page it loaded first, so the live
 * code blocks and the API reference ask this before relying on a page's own policy.
 */
export function loadedAtThisPath(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  if (!navigation) return true;
  return new URL(navigation.name).pathname === window.location.pathname;
}
