/**
 * Mermaid prefixes most ids inside a diagram with the diagram's own id, but not all: sequence
 * diagrams number their actors (`actor3`, `root-3`) and state diagrams their edges with
 * counters that restart for every render. The light and dark SVG of one diagram are two renders
 * on one page, so those ids repeat, which HTML forbids. This prefixes every such id, and every
 * `#id` reference to it, with the SVG's own id.
 */
const ID_ATTRIBUTE = /\sid="([^"]+)"/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function scopedIds(svg: string): string {
  const ids = [...svg.matchAll(ID_ATTRIBUTE)].map((match) => match[1]!);
  const rootId = ids[0];
  if (!rootId) return svg;
  const unscoped = [...new Set(ids.slice(1).filter((id) => !id.startsWith(rootId)))];
  return unscoped.reduce((scoped, id) => {
    const reference = new RegExp(`(\\sid="|#)${escapeRegExp(id)}(?=["')\\s,;]|$)`, 'g');
    return scoped.replace(reference, `$1${rootId}-${id}`);
  }, svg);
}
