/**
 * Keeps only links a reader can follow safely in HTML built from a spec's Markdown: the
 * overview page sets it with dangerouslySetInnerHTML, so a `javascript:` link in a description
 * would run on click and a `data:` one would open a document of the spec author's making.
 */
import type { ElementContent, Root } from 'hast';
import { CONTINUE, visit } from 'unist-util-visit';

const ALLOWED_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/**
 * Whether a browser would follow `url` with one of the allowed protocols. Relative URLs and
 * `#anchors` resolve to the page's own https URL. Parsed the way the browser parses it, so
 * spaces, tabs or upper case in front of `javascript:` do not slip through.
 */
function isAllowedUrl(url: string): boolean {
  try {
    return ALLOWED_PROTOCOLS.has(new URL(url, 'https://relative.invalid/').protocol);
  } catch {
    return false;
  }
}

/** Unwraps links (keeping their text) and removes images whose URL is not allowed; in place. */
export function keepAllowedUrlsOnly(tree: Root): void {
  visit(tree, 'element', (node, index, parent) => {
    if (!parent || index === undefined) return CONTINUE;
    const url =
      node.tagName === 'a'
        ? node.properties.href
        : node.tagName === 'img'
          ? node.properties.src
          : undefined;
    if (url === undefined || url === null || isAllowedUrl(String(url))) return CONTINUE;
    const replacement: ElementContent[] = node.tagName === 'a' ? node.children : [];
    (parent.children as ElementContent[]).splice(index, 1, ...replacement);
    // Look at what took its place: a link inside a refused link is checked too.
    return index;
  });
}
