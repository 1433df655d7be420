/**
 * Redoc 2.x titles the parts of an operation (its parameters, request body, responses) with
 * <h5> right under the operation's <h2>, so the outline jumps from level 2 to 5: axe's
 * `heading-order`, the one audit that kept Lighthouse accessibility below 100 on the API
 * reference. Redoc's components are not ours to change, so on the rendered DOM each <h5> and
 * <h6> gets the `aria-level` it has in the outline: one (<h5>) or two (<h6>) below the nearest
 * heading of levels 1-4 before it. Looks stay as they are.
 */
const HEADINGS = 'h1, h2, h3, h4, h5, h6';

export function levelRedocHeadings(root: ParentNode): void {
  let sectionLevel = 1;
  for (const heading of root.querySelectorAll(HEADINGS)) {
    const level = Number(heading.tagName.slice(1));
    if (level <= 4) {
      sectionLevel = level;
      continue;
    }
    const outlineLevel = Math.min(level, sectionLevel + level - 4);
    if (outlineLevel === level) heading.removeAttribute('aria-level');
    else heading.setAttribute('aria-level', String(outlineLevel));
  }
}
