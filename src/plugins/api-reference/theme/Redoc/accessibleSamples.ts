/**
 * Two gaps in Redoc 2.x's markup that axe rates serious (Redocly/redoc#1410 lists both), closed
 * on the rendered DOM because Redoc's components are not ours to change:
 * - the example picker of a request or response sample is a <select> without a name; it gets
 *   the text of the "Example" caption Redoc renders beside it;
 * - code and JSON samples scroll inside boxes a keyboard cannot reach (WCAG 2.1.1); when, and
 *   only when, a box overflows, it becomes a focusable region, so narrow samples add no tab stop.
 */

/** Attribute marking what this module set, so it can undo it when a box stops overflowing. */
const MARK = 'data-a11y-scroll-region';

const SAMPLE_BOXES = '[role="tabpanel"] pre, div:has(> .redoc-json)';

function labelExamplePickers(root: ParentNode): void {
  for (const select of root.querySelectorAll<HTMLSelectElement>('select.dropdown-select')) {
    if (select.hasAttribute('aria-label') || select.labels.length > 0) continue;
    // Redoc: <div><span>Example</span><div>…<select/>…</div></div>
    const caption = select.parentElement?.previousElementSibling?.textContent?.trim();
    select.setAttribute('aria-label', caption || 'Example');
  }
}

function overflows(box: HTMLElement): boolean {
  return box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
}

function sampleLabel(box: HTMLElement): string {
  return box.querySelector('.redoc-json') ? 'JSON sample' : 'Code sample';
}

function makeScrollingSamplesFocusable(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>(SAMPLE_BOXES)) {
    const marked = box.hasAttribute(MARK);
    if (overflows(box)) {
      if (marked || box.hasAttribute('tabindex')) continue;
      box.setAttribute(MARK, '');
      box.setAttribute('tabindex', '0');
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', sampleLabel(box));
    } else if (marked) {
      for (const name of [MARK, 'tabindex', 'role', 'aria-label']) box.removeAttribute(name);
    }
  }
}

/** Applies both fixes to everything under `root` that Redoc has rendered so far. */
export function fixRedocSamples(root: ParentNode): void {
  labelExamplePickers(root);
  makeScrollingSamplesFocusable(root);
}
