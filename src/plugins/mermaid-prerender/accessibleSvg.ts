/**
 * Makes Mermaid's SVG an accessible image. Mermaid marks its root as
 * `role="graphics-document document"`, which screen readers treat as a document to browse
 * (one text fragment at a time, often out of reading order); as `role="img"` with a name the
 * diagram is announced once, as the image it is. The SVG comes from the browser's
 * XMLSerializer, so its root tag is well-formed and its attribute values double-quoted.
 */

const ROOT_TAG = /^<svg\b([^>]*)>/;
const ATTRIBUTE = /([^\s=]+)="([^"]*)"/g;

export function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function accessibleSvg(svg: string, name: string): string {
  const root = ROOT_TAG.exec(svg);
  if (!root) throw new Error('Mermaid returned something that does not start with <svg>');
  const attributes = new Map<string, string>();
  for (const [, attributeName, value] of root[1]!.matchAll(ATTRIBUTE)) {
    attributes.set(attributeName!, value!);
  }
  attributes.set('role', 'img');
  attributes.set('aria-label', escapeAttribute(name));
  // The label is the name; a referenced <title> would compete with it.
  attributes.delete('aria-labelledby');
  const tag = [...attributes].map(([key, value]) => ` ${key}="${value}"`).join('');
  return `<svg${tag}>${svg.slice(root[0].length)}`;
}
