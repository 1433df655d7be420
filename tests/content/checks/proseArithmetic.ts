/**
 * Arithmetic written out in prose must add up: "40 + 0.45 × 28.098 km + 28 × 6,257 s / 3,600 =
 * 101.31", "07:02:35 + 3445 s + 600 s = 08:10:00", "28,590 m = 28.6 km". Every chain of `=` in
 * a paragraph, list item or table cell is evaluated; each side must equal the next to the
 * precision the next side is written in (one unit in its last place per rounded number, since
 * a worked example rounds its intermediate terms).
 */
import type { Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

import { lineOf, type Page } from '../../support/mdx';
import type { Offence } from './offence';

const CLOCK = String.raw`\d{2}:\d{2}(?::\d{2})?`;
/** 6,257 and 16 342 group thousands; a plain 6257 does not. */
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?: \d{3})+(?!\d)(?:\.\d+)?|\d+(?:\.\d+)?`;
const UNIT = String.raw`(?:km|m|s|min|h|kg|EUR)(?![\w³])`;
/** A duration written in parts: "1 h 49 min 26 s". */
const COMPOUND = String.raw`\d+ h(?: \d+ min)?(?: \d+ s)?|\d+ min \d+ s`;
const OPERAND = String.raw`(?:\(\s*)*(?:${CLOCK}|${COMPOUND}|(?:${NUMBER})(?:\s*${UNIT})?)(?:\s*\))*`;
const OPERATOR = String.raw`[+×*/−]`;
const SIDE = String.raw`${OPERAND}(?:\s*${OPERATOR}\s*${OPERAND})*`;
const CHAIN = new RegExp(String.raw`${SIDE}(?:\s*=\s*${SIDE})+`, 'g');

const UNIT_SCALE: Record<string, number> = { km: 1000, m: 1, h: 3600, min: 60, s: 1 };

interface Side {
  text: string;
  value: number;
  /** A single quantity with a unit, in base units (m, s): "28.6 km" is 28600. */
  quantity?: number;
  /** Half of the spread its rounded numbers can hide. */
  tolerance: number;
  /** One number and nothing else: "28.6 km", "40,000,000". */
  lone: boolean;
  scale?: number;
  isClock: boolean;
}

function clockSeconds(text: string): number {
  const [hours, minutes, seconds] = text.split(':').map(Number);
  return hours! * 3600 + minutes! * 60 + (seconds ?? 0);
}

function clock(seconds: number): string {
  const time = ((Math.round(seconds) % 86400) + 86400) % 86400;
  return [time / 3600, (time / 60) % 60, time % 60]
    .map((part) => String(Math.floor(part)).padStart(2, '0'))
    .join(':');
}

function compoundSeconds(text: string): number {
  let total = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+) (h|min|s)\b/g))
    total += Number(amount) * UNIT_SCALE[unit!]!;
  return total;
}

/** Numbers, operators and parentheses; a lone quantity converts its unit to a base unit. */
function tokenize(text: string): {
  tokens: (number | string)[];
  decimals: number[];
  clock: boolean;
} {
  const tokens: (number | string)[] = [];
  const decimals: number[] = [];
  let clock = false;
  const pattern = new RegExp(
    String.raw`(${CLOCK})|(${COMPOUND})|(${NUMBER})(?:\s*(${UNIT}))?|(${OPERATOR})|([()])`,
    'g',
  );
  for (const match of text.matchAll(pattern)) {
    const [, time, compound, number, unit, operator, paren] = match;
    if (time) {
      tokens.push(clockSeconds(time));
      decimals.push(time.length > 5 ? 0 : -1.78); // minutes: 60 s
      clock = true;
    } else if (compound) {
      tokens.push(compoundSeconds(compound), 'unit:s');
      decimals.push(0);
    } else if (number) {
      tokens.push(Number(number.replace(/[, ]/g, '')));
      decimals.push(number.includes('.') ? number.split('.')[1]!.length : 0);
      if (unit) tokens.push(`unit:${unit}`);
    } else if (operator) tokens.push(operator === '×' ? '*' : operator === '−' ? '-' : operator);
    else if (paren) tokens.push(paren);
  }
  return { tokens, decimals, clock };
}

/** Recursive descent over + - * / and parentheses; units are labels inside expressions. */
function evaluate(tokens: readonly (number | string)[]): number {
  const items = tokens.filter((token) => typeof token !== 'string' || !token.startsWith('unit:'));
  let position = 0;
  const peek = () => items[position];
  const primary = (): number => {
    const token = items[position++];
    if (token === '(') {
      const value = sum();
      if (items[position] === ')') position++;
      return value;
    }
    if (typeof token !== 'number') throw new Error(`unexpected ${String(token)}`);
    return token;
  };
  const product = (): number => {
    let value = primary();
    while (peek() === '*' || peek() === '/') {
      const operator = items[position++];
      const right = primary();
      value = operator === '*' ? value * right : value / right;
    }
    return value;
  };
  const sum = (): number => {
    let value = product();
    while (peek() === '+' || peek() === '-') {
      const operator = items[position++];
      const right = product();
      value = operator === '+' ? value + right : value - right;
    }
    return value;
  };
  const value = sum();
  if (position !== items.length) throw new Error('trailing tokens');
  return value;
}

/** Drops the parentheses a sentence wraps around a chain, "(3498 + 2040 + 3445 = 8983)". */
function balance(text: string): string {
  let result = text.trim();
  const count = (char: string) => result.split(char).length - 1;
  while (result.startsWith('(') && count('(') > count(')')) result = result.slice(1).trim();
  while (result.endsWith(')') && count(')') > count('(')) result = result.slice(0, -1).trim();
  return result;
}

function side(text: string): Side | undefined {
  const { tokens, decimals, clock } = tokenize(balance(text));
  try {
    const value = evaluate(tokens);
    const unit =
      tokens.length === 2 && typeof tokens[1] === 'string' ? tokens[1].slice(5) : undefined;
    const scale = unit ? UNIT_SCALE[unit] : undefined;
    // A single number is rounded to its last digit; in an expression, whole numbers are exact
    // inputs (prices, seconds) and only written-out decimals are rounded intermediate terms.
    const lone = decimals.length === 1;
    const tolerance = decimals
      .filter((places) => lone || places !== 0)
      .reduce((sum, places) => sum + 0.5 * 10 ** -places, 0);
    return {
      text: text.trim(),
      value,
      tolerance,
      lone,
      isClock: clock,
      ...(scale === undefined ? {} : { quantity: value * scale, scale }),
    };
  } catch {
    return undefined;
  }
}

function checkChain(chain: string): string | undefined {
  const sides = chain.split('=').map(side);
  if (sides.some((entry) => !entry)) return undefined;
  const parsed = sides as Side[];
  for (let index = 0; index + 1 < parsed.length; index++) {
    const left = parsed[index]!;
    const right = parsed[index + 1]!;
    const day = left.isClock || right.isClock ? 86400 : Infinity;
    // Two single quantities state a unit conversion ("28,590 m = 28.6 km"); otherwise units are
    // labels on the numbers of an expression.
    const conversion = left.quantity !== undefined && right.quantity !== undefined;
    // "2,592,000 = 30 days": an equivalence in a unit the text leaves implicit cannot be read.
    if (left.lone && right.lone && !conversion && !left.isClock && !right.isClock) continue;
    const [a, b] = conversion ? [left.quantity!, right.quantity!] : [left.value, right.value];
    const tolerance = conversion
      ? left.tolerance * left.scale! + right.tolerance * right.scale!
      : left.tolerance + right.tolerance;
    const difference = Math.abs(a - b) % day;
    const off = Math.min(difference, day - difference);
    if (off > tolerance + 1e-9)
      return `"${chain.trim()}": ${left.text} is ${left.isClock ? clock(left.value) : +left.value.toFixed(4)}, not ${right.text}`;
  }
  return undefined;
}

export function checkProseArithmetic(page: Page): Offence[] {
  if (!page.tree) return [];
  const offences: Offence[] = [];
  visit(page.tree, (node: Nodes) => {
    if (node.type !== 'paragraph' && node.type !== 'tableCell' && node.type !== 'heading')
      return undefined;
    const text = toString(node).replace(/\s+/g, ' ');
    for (const match of text.matchAll(CHAIN)) {
      const [chain] = match;
      const before = text.slice(0, match.index);
      const after = text.slice(match.index + chain.length);
      // Part of a longer expression the pattern cannot read ("40 fixed + 0.45 × …", "10!/2",
      // "30 s + … + 15,360 s"), or a result in another unit ("1.1 = 10 % slower").
      if (/[+×*/−!.]\s*$|\d$/.test(before) || /^\s*%/.test(after)) continue;
      const problem = checkChain(chain);
      if (problem) offences.push({ file: page.file, line: lineOf(node), message: problem });
    }
    return 'skip';
  });
  return offences;
}
