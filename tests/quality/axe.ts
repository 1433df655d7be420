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

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The rules that read colours: the costly part of a run, since each maps text to what lies behind it. */
const COLOUR_RULE_IDS = ['color-contrast', 'link-in-text-block'];

/** Which rules a run checks: every WCAG 2.1 A/AA and best-practice rule, or only the colour ones. */
export type RuleSet = 'every rule' | 'colour rules';

export const ALL_RULES: RuleSet = 'every rule';

/**
 * A colour-mode switch changes only colours (the same DOM, re-themed in place by the toggle),
 * so the second mode re-runs just the rules that read colours.
 */
export const COLOUR_RULES: RuleSet = 'colour rules';

/**
 * Redoc renders every operation of a reference with the same components, so the sidebar, the
 * API intro, the tag sections and the first operation are checked and the later operations are
 * set aside for the run. They are detached, not excluded: axe's colour rules map every element
 * of the document whatever the context excludes, which cost 9-15 s per run on
 * /api-portal/integration (75 operations, ~40k elements) against about 1 s detached.
 */
export const REDOC_LATER_OPERATIONS =
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
 * The colour rules check only text whose colour combination is new. `checkedColours` carries,
 * from page to page of a worker, the combinations already checked: a contrast depends only on
 * the text colour, the backgrounds behind it, the opacity and the font size and weight (and, for
 * a link, its underline and the text around it), and a docs site repeats a few dozen of them on
 * every page. Text whose backdrop the DOM does not tell (an ancestor's background image, a
 * positioned box without its own background, a shadow, a filter) is always checked; an image on
 * the text's own box is part of its combination, with the box's size. The other rules run on the
 * whole page. A fresh set checks every text.
 */
export async function blockingViolations(
  page: Page,
  rules: RuleSet,
  checkedColours: Set<string>,
): Promise<string[]> {
  const { lines, newlyChecked } = await page.evaluate(
    async ({ wholePage, tags, colourRuleIds, setAside, blocking, alreadyChecked }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      // What the set-aside operations hold of their own is text: their links in running text
      // must be told apart from it without colour, which is what link-in-text-block asks.
      const plainLinks = [...document.querySelectorAll(setAside)].flatMap((section) =>
        [...section.querySelectorAll(':is(p, li) > a[href]')].filter((link) => {
          const own = getComputedStyle(link);
          const around = link.parentElement ? getComputedStyle(link.parentElement) : own;
          return (
            !own.textDecorationLine.includes('underline') &&
            own.borderBottomStyle === 'none' &&
            own.color !== around.color
          );
        }),
      );
      const detached = [...document.querySelectorAll(setAside)].map((element) => ({
        element,
        parent: element.parentNode,
        next: element.nextSibling,
      }));
      for (const { element } of detached) element.remove();

      const styles = new Map<Element, CSSStyleDeclaration>();
      const style = (element: Element) => {
        let found = styles.get(element);
        if (!found) styles.set(element, (found = getComputedStyle(element)));
        return found;
      };
      /** The combination a colour rule's verdict on the text depends on, or null if the DOM does not tell. */
      const colourKey = (element: Element): string | null => {
        const own = style(element);
        if (own.textShadow !== 'none') return null;
        const backgrounds: string[] = [];
        let opacity = 1;
        let opaque = false;
        for (let layer: Element | null = element; layer; layer = layer.parentElement) {
          const layerStyle = style(layer);
          opacity *= Number(layerStyle.opacity);
          if (layerStyle.filter !== 'none' || layerStyle.mixBlendMode !== 'normal') return null;
          if (opaque) continue;
          if (layerStyle.backgroundImage !== 'none') {
            // An image on the text's own box (the search button's key caps have a gradient) lies
            // behind the text the same way wherever the box has the same size; an ancestor's
            // image lies behind it wherever the text happens to sit, which the DOM does not tell.
            if (layer !== element) return null;
            const box = element.getBoundingClientRect();
            backgrounds.push(
              `${layerStyle.backgroundImage} ${layerStyle.backgroundSize} at ${layerStyle.backgroundPosition} on ${Math.round(box.width)}x${Math.round(box.height)}`,
            );
          }
          const background = layerStyle.backgroundColor;
          if (background !== 'rgba(0, 0, 0, 0)') {
            backgrounds.push(background);
            opaque = !background.startsWith('rgba');
          }
          if (!opaque && (layerStyle.position === 'absolute' || layerStyle.position === 'fixed'))
            return null;
        }
        const link = element.closest('a[href]');
        // link-in-text-block judges a link only where text surrounds it, so a lone link in a
        // list item does not vouch for the same colours inside a sentence.
        const amidText =
          link?.parentElement &&
          (link.parentElement.textContent ?? '').trim() !== (link.textContent ?? '').trim();
        const linkPart = link
          ? `|link ${style(link).textDecorationLine} in ${link.parentElement ? style(link.parentElement).color : ''}${amidText ? ' amid text' : ''}`
          : '';
        return `${own.color}|${backgrounds.join('/')}|${own.fontSize}|${own.fontWeight}|${opacity}${linkPart}`;
      };
      const hasOwnText = (element: Element) =>
        [...element.childNodes].some(
          (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
        );

      /**
       * Highlighted code is a span per token: most of a code page's elements, each with no role,
       * name, focus or spacing of its own, so no rule but the colour ones has anything to say
       * about it. A line made only of such spans (a class, and a style of colours and font
       * style) is read as its text while a rule runs on it, and put back after.
       */
      const plainStyle = /^(\s*(color|font-style|font-weight|text-decoration)\s*:[^;]*;?)*\s*$/;
      const isPlainToken = (element: Element) =>
        (element.tagName === 'SPAN' || element.tagName === 'BR') &&
        [...element.attributes].every(
          (attribute) =>
            attribute.name === 'class' ||
            (attribute.name === 'style' && plainStyle.test(attribute.value)),
        );
      const plainLines = [...document.querySelectorAll('pre code .token-line')].filter(
        (line) => line.children.length > 1 && [...line.querySelectorAll('*')].every(isPlainToken),
      );
      const flattened: { line: Element; tokens: Node[] }[] = [];
      const flattenLines = (lines: Element[]) => {
        for (const line of lines) {
          const tokens = [...line.childNodes];
          const text = line.textContent ?? '';
          line.replaceChildren(document.createTextNode(text), document.createElement('br'));
          flattened.push({ line, tokens });
        }
      };
      const restoreLines = () => {
        for (const { line, tokens } of flattened.splice(0)) line.replaceChildren(...tokens);
      };

      const checked = new Set(alreadyChecked);
      const newlyChecked = new Set<string>();
      const include: Element[] = [];
      for (const element of document.body.querySelectorAll('*')) {
        if (!hasOwnText(element)) continue;
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const { width, height } = element.getBoundingClientRect();
        // Screen-reader-only text (1 x 1 px) is no combination a reader sees.
        if (width <= 1 || height <= 1) continue;
        const key = colourKey(element);
        if (key !== null && checked.has(key) && !newlyChecked.has(key)) continue;
        if (key !== null) newlyChecked.add(key);
        include.push(element);
      }
      const included = new Set(include);
      const outermost = include.filter((element) => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement)
          if (included.has(parent)) return false;
        return true;
      });

      const violations: axe.Result[] = [];
      try {
        if (wholePage) {
          flattenLines(plainLines);
          const others = await engine.run(document, {
            runOnly: { type: 'tag', values: tags },
            rules: Object.fromEntries(colourRuleIds.map((id) => [id, { enabled: false }])),
            resultTypes: ['violations'],
          });
          restoreLines();
          violations.push(...others.violations);
        }
        if (outermost.length > 0) {
          // Lines without text to check keep their layout as plain text, and spare the colour
          // rules, which map every element of the document, their spans.
          flattenLines(
            plainLines.filter(
              (line) =>
                !outermost.some((element) => line.contains(element) || element.contains(line)),
            ),
          );
          const colours = await engine.run(
            { include: outermost },
            { runOnly: { type: 'rule', values: colourRuleIds }, resultTypes: ['violations'] },
          );
          violations.push(...colours.violations);
        }
      } finally {
        // Back in place before React or Redoc render again.
        restoreLines();
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
      if (plainLinks.length > 0) {
        const examples = plainLinks
          .slice(0, 3)
          .map((link) => `"${(link.textContent ?? '').trim()}" -> ${link.getAttribute('href')}`);
        lines.push(
          `serious link-in-text-block x${plainLinks.length}: links in the running text of the set-aside operations are told apart by colour alone\n      ${examples.join('\n      ')}`,
        );
      }
      return { lines, newlyChecked: [...newlyChecked] };
    },
    {
      wholePage: rules === ALL_RULES,
      tags: TAGS,
      colourRuleIds: COLOUR_RULE_IDS,
      setAside: REDOC_LATER_OPERATIONS,
      blocking: BLOCKING_IMPACTS,
      alreadyChecked: [...checkedColours],
    },
  );
  for (const key of newlyChecked) checkedColours.add(key);
  return lines;
}
