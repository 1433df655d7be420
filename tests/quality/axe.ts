/**
 * axe-core in a loaded page: serious and critical violations of WCAG 2.1 A/AA and best
 * practice. The page walker runs every rule in the mode a page arrives in (light) and the
 * colour rules again after the toggle (dark).
 *
 * axe-core is injected and run directly rather than through @axe-core/playwright's AxeBuilder:
 * each run sets parts of the page aside and puts them back around `axe.run` in one evaluate
 * (see blockingViolations), which AxeBuilder's own evaluate cannot wrap.
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';

const BLOCKING_IMPACTS = ['serious', 'critical'];

/** Every WCAG 2.1 A/AA and best-practice rule. */
export const ALL_RULES: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
};

/**
 * A colour-mode switch changes only colours (the same DOM, re-themed in place by the toggle),
 * so the second mode re-runs just the rules that read colours.
 */
export const COLOUR_RULES: axe.RunOptions = {
  runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
};

/**
 * Redoc renders every operation of a reference with the same components, so the sidebar, the
 * API intro, the tag sections and the first operation are checked and the later operations are
 * set aside for the run. They are detached, not excluded: axe's colour rules map every element
 * of the document whatever the context excludes, which cost 9-15 s per run on
 * /api-portal/integration (75 operations, ~40k elements) against about 1 s detached.
 */
const REDOC_LATER_OPERATIONS =
  '.redocusaurus .api-content > [data-section-id*="/operation/"] ~ [data-section-id*="/operation/"]';

/**
 * Makes axe available in the loaded document. Colour transitions are switched off: axe must
 * read the end colours of a mode switch, and waiting them out on every toggle only adds time.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(axe.source);
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
}

/**
 * Serious and critical violations on the page, one line per rule with up to three targets.
 *
 * `checkedCodeColours` carries, from page to page of a worker, the code-token colour
 * combinations already checked: contrast depends only on the text colour, the background
 * behind it and the font size and weight, and Prism's few token colours repeat on every page,
 * so a code block whose every combination was checked before is left out of the run. The
 * combinations this run checks are added to the set.
 */
export async function blockingViolations(
  page: Page,
  options: axe.RunOptions,
  checkedCodeColours: Set<string>,
): Promise<string[]> {
  const { lines, newlyChecked } = await page.evaluate(
    async ({ options, setAside, blocking, alreadyChecked }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const detached = [...document.querySelectorAll(setAside)].map((element) => ({
        element,
        parent: element.parentNode,
        next: element.nextSibling,
      }));
      for (const { element } of detached) element.remove();
      const checked = new Set(alreadyChecked);
      const newlyChecked: string[] = [];
      const repeatedCode: Element[] = [];
      for (const code of document.querySelectorAll('pre > code')) {
        const keys = new Set<string>();
        for (const element of [code, ...code.querySelectorAll('*')]) {
          const hasText = [...element.childNodes].some(
            (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
          );
          if (!hasText) continue;
          const style = getComputedStyle(element);
          const backgrounds: string[] = [];
          for (let layer: Element | null = element; layer; layer = layer.parentElement) {
            const background = getComputedStyle(layer).backgroundColor;
            if (background === 'rgba(0, 0, 0, 0)') continue;
            backgrounds.push(background);
            if (!background.startsWith('rgba')) break;
          }
          keys.add(
            `${style.color}|${backgrounds.join('/')}|${style.fontSize}|${style.fontWeight}|${style.opacity}`,
          );
        }
        if ([...keys].every((key) => checked.has(key))) {
          repeatedCode.push(code);
        } else {
          for (const key of keys) {
            if (!checked.has(key)) newlyChecked.push(key);
            checked.add(key);
          }
        }
      }
      let violations: axe.Result[];
      try {
        ({ violations } = await engine.run(
          { exclude: repeatedCode },
          { ...options, resultTypes: ['violations'] },
        ));
      } finally {
        // Back in place before React or Redoc render again.
        for (const { element, parent, next } of detached.reverse()) {
          parent?.insertBefore(element, next);
        }
      }
      const lines = violations
        .filter((violation) => blocking.includes(violation.impact ?? ''))
        .map((violation) => {
          const { nodes } = violation;
          const targets = nodes.slice(0, 3).map((node) => {
            const data = node.any[0]?.data as
              { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
            const colours = data?.fgColor
              ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)`
              : '';
            return `${node.target.join(' ')}${colours}`;
          });
          return `${violation.impact} ${violation.id} x${nodes.length}: ${violation.help}\n      ${targets.join('\n      ')}`;
        });
      return { lines, newlyChecked };
    },
    {
      options,
      setAside: REDOC_LATER_OPERATIONS,
      blocking: BLOCKING_IMPACTS,
      alreadyChecked: [...checkedCodeColours],
    },
  );
  for (const key of newlyChecked) checkedCodeColours.add(key);
  return lines;
}
