/**
 * Money is written to the cent (docs/concepts/trip_cost.mdx#money): every amount the API returns
 * has at most two decimals, so an example response that shows 87.092278 shows something the API
 * never sends, and prose that writes 105.510 contradicts the rule it links to.
 * - JSON: a number under a key named `cost` or ending in `_cost` (route and summary costs,
 *   `added_cost`) has at most two decimals. The prices you send (`per_kilometre` and the like)
 *   are not amounts and may have more.
 * - Prose: an amount next to `EUR` or `€`, and in a paragraph about cost every figure after an
 *   `=` that carries no unit, has at most two decimals. A figure before the first `=` is an input
 *   of the formula (29.144 km, a price), not an amount.
 */
import type { Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

import { jsonBlockValues, lineOf, type Page } from '../../support/mdx';
import type { Offence } from './offence';

const MONEY_KEY = /^(?:cost|[a-z_]+_cost)$/;
const UNROUNDED = /^-?\d+\.\d{3,}$/;

/** Paths (`$.routes[0].cost`) of amounts with more than two decimals in a JSON value. */
export function unroundedAmounts(value: unknown, at = '$'): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => unroundedAmounts(item, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'number' && MONEY_KEY.test(key) && UNROUNDED.test(String(child))
      ? [`${at}.${key} ${child}`]
      : unroundedAmounts(child, `${at}.${key}`),
  );
}

function checkJson(page: Page): Offence[] {
  if (!page.tree) return [];
  const offences: Offence[] = [];
  for (const { value, line } of jsonBlockValues(page.tree)) {
    for (const amount of unroundedAmounts(value)) {
      offences.push({
        file: page.file,
        line,
        message: `${amount}: the API returns amounts to the cent (concepts/trip_cost.mdx#money)`,
      });
    }
  }
  return offences;
}

const DECIMAL = String.raw`\d+\.\d{3,}`;
const NEXT_TO_CURRENCY = new RegExp(
  String.raw`(?:(${DECIMAL})\s?(?:EUR|€))|(?:(?:EUR|€)\s?(${DECIMAL}))`,
  'g',
);
/** A figure with a unit, or one of a coordinate pair, is a quantity, not an amount. */
const FIGURE = new RegExp(
  String.raw`(?<![\d.,])(${DECIMAL})(?!\s?(?:km|m|s|min|h|kg|m³|%|N|E)\b)(?!\d|,\s?\d)`,
  'g',
);
const ABOUT_COST = /\bcosts?\b|\bEUR\b|€|\bprices?\b/i;

/** The amounts of a paragraph or table cell that have more than two decimals. */
export function unroundedProseAmounts(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(NEXT_TO_CURRENCY)) found.add(match[1] ?? match[2]!);
  if (!ABOUT_COST.test(text)) return [...found];
  // Sentences end at a full stop followed by a space; decimal points are never followed by one.
  for (const sentence of text.split(/(?<=[.;!?])\s+/)) {
    const [, ...results] = sentence.split('=');
    for (const side of results) {
      for (const match of side.matchAll(FIGURE)) found.add(match[1]!);
    }
  }
  return [...found];
}

function checkProse(page: Page): Offence[] {
  if (!page.tree) return [];
  const offences: Offence[] = [];
  visit(page.tree, (node: Nodes) => {
    if (node.type !== 'paragraph' && node.type !== 'tableCell') return undefined;
    for (const amount of unroundedProseAmounts(toString(node))) {
      offences.push({
        file: page.file,
        line: lineOf(node),
        message: `${amount}: prose shows amounts to the cent (concepts/trip_cost.mdx#money)`,
      });
    }
    return 'skip';
  });
  return offences;
}

export function checkMoney(page: Page): Offence[] {
  return [...checkJson(page), ...checkProse(page)];
}
