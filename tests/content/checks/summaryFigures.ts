/**
 * Figures a reader can check. A table row whose first cell is `summary.<field>` states a figure
 * of the SolveResponse block above it on the same page, so:
 * - its value (the first number in the second cell) is that field, written exactly or rounded to
 *   the decimals shown (89269 m, 351.26; "about 89 000" does not pass);
 * - when its third cell is a sum (numbers joined by + and −, such as "41 247 m + 48 022 m"),
 *   the sum is the value, within half a cent per rounded number (terms and total).
 * Inline code is left out of the arithmetic, so `van_01` is a name, not the number 1.
 */
import type { Code, Table, TableCell } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

import { lineOf, parseMeta, type Page } from '../../support/mdx';
import type { Offence } from './offence';

const RESPONSE_SCHEMA = 'stateless#/components/schemas/SolveResponse';
const SUMMARY_CELL = /^summary\.([a-z_]+)$/;
/** A number with optional thousands groups ("41 247", "7,423", narrow no-break space) and decimals. */
const NUMBER = /\d{1,3}(?:[ ,\u202f]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

function parseNumber(text: string): { value: number; decimals: number } {
  const plain = text.replace(/[ ,\u202f]/g, '');
  return { value: Number(plain), decimals: plain.split('.')[1]?.length ?? 0 };
}

/** Cell text without inline code, so identifiers never count as numbers. */
function prose(cell: TableCell | undefined): string {
  if (!cell) return '';
  return cell.children
    .filter((child) => child.type !== 'inlineCode')
    .map((child) => toString(child))
    .join('');
}

/** The terms of a sum such as "16 342 s + 13 370 s" or "29 712 − 11 400 − 7 599 s"; else undefined. */
export function sumTerms(text: string): number[] | undefined {
  if (!/[+−]/.test(text)) return undefined;
  const terms: number[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const before = text.slice(0, match.index).trimEnd();
    const sign = before.endsWith('−') ? -1 : 1;
    terms.push(sign * parseNumber(match[0]).value);
  }
  return terms.length >= 2 ? terms : undefined;
}

function responseSummary(node: Code): Record<string, unknown> | undefined {
  if (node.lang !== 'json' || parseMeta(node.meta).schema !== RESPONSE_SCHEMA) return undefined;
  try {
    const summary = (JSON.parse(node.value) as { summary?: unknown }).summary;
    return summary !== null && typeof summary === 'object'
      ? (summary as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined; // The JSON block check reports it.
  }
}

export function checkSummaryFigures(page: Page): Offence[] {
  if (!page.tree) return [];
  const offences: Offence[] = [];
  let summary: Record<string, unknown> | undefined;
  visit(page.tree, (node) => {
    if (node.type === 'code') {
      summary = responseSummary(node as Code) ?? summary;
      return;
    }
    if (node.type !== 'table') return;
    for (const row of (node as Table).children) {
      const field = SUMMARY_CELL.exec(toString(row.children[0] ?? '').trim())?.[1];
      if (!field) continue;
      const add = (message: string): void => {
        offences.push({
          file: page.file,
          line: lineOf(row),
          message: `summary.${field}: ${message}`,
        });
      };
      if (!summary) {
        add('no SolveResponse block above this table states it');
        continue;
      }
      const actual = summary[field];
      if (typeof actual !== 'number') {
        add('the response above has no such number');
        continue;
      }
      const written = prose(row.children[1]).match(NUMBER)?.[0];
      if (written === undefined) {
        add('the value cell holds no number');
        continue;
      }
      const { value, decimals } = parseNumber(written);
      const rounded = Number(actual.toFixed(decimals));
      if (value !== rounded) {
        add(`documented ${written}, the response says ${actual}`);
        continue;
      }
      const terms = sumTerms(prose(row.children[2]));
      if (terms) {
        const total = terms.reduce((sum, term) => sum + term, 0);
        if (Math.abs(total - value) > 0.005 * (terms.length + 1) + 1e-9) {
          add(`the terms add up to ${Number(total.toFixed(6))}, not ${written}`);
        }
      }
    }
  });
  return offences;
}
