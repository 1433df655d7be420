/**
 * Rules of the API that pages used to contradict (issue 30) are stated once, at a home anchor,
 * and no page or spec text may state the opposite. Each rule lists the wordings that contradict
 * it; a sentence that matches one is reported with the rule's home, so the writer knows where
 * the rule is stated. Text is read sentence by sentence with whitespace collapsed, so a wording
 * broken over lines (as in YAML descriptions) is still found.
 */
import type { Offence } from './offence';

export interface DecidedRule {
  /** Where the docs state the rule; the message points there. */
  home: string;
  /** What the rule says, in a few words, for the message. */
  rule: string;
  /** A sentence that contradicts the rule. */
  contradicts: (sentence: string) => boolean;
}

const ORDERS = /\b(?:order|ordered|ordering|apply|applies)\b/i;
const BY_CREATED_AT = /(?:by|in) `created_at`(?: order)?|`created_at` order/;

export const DECIDED_RULES: readonly DecidedRule[] = [
  {
    home: 'concepts/timewindow_model.mdx#departure-rule',
    rule: 'a route leaves later only by the waiting its first stop would have',
    contradicts: (sentence) =>
      /\bas late as (?:it|they|the route|the van|a route) can\b/i.test(sentence) ||
      /\blater departure (?:cannot|can't|could not) remove\b/i.test(sentence),
  },
  {
    home: 'howto/order_progress.mdx#route-status',
    rule: "a route's status follows its bookings' progress; `dispatched` comes from a progress update",
    contradicts: (sentence) =>
      /\bdispatch (?:the|a|your) route (?:first|before)\b/i.test(sentence) ||
      /`dispatched` when (?:it is )?sent to the driver/i.test(sentence) ||
      /`in_progress` (?:with|from|at) the first (?:progress )?update(?! with `en_route`)/i.test(
        sentence,
      ),
  },
  {
    home: 'quickstart/events.mdx#ordering',
    rule: "a booking's status changes are ordered by `data.occurred_at`, never by `created_at`",
    contradicts: (sentence) =>
      ORDERS.test(sentence) &&
      BY_CREATED_AT.test(sentence) &&
      !sentence.includes('occurred_at') &&
      !/\bno field time\b/i.test(sentence) &&
      !/\bsort/i.test(sentence),
  },
  {
    home: 'routing.mdx#limits',
    rule: 'one optimization plans at most 5,000 bookings on at most 500 vehicles',
    contradicts: (sentence) =>
      /\b(?:no|not state a) maximum number of bookings\b/i.test(sentence) ||
      /\bno limit on the number of bookings\b/i.test(sentence),
  },
  {
    home: 'faq/faq.mdx#determinism',
    rule: 'the same seed gives the same plan only when the search ends by itself',
    contradicts: (sentence) =>
      /\b(?:same `?seed`?|(?:for|with) a given seed)\b.*\bsame plan\b/i.test(sentence) &&
      !/\bends by itself\b|\bcut(?:s)? (?:it )?short\b|#determinism/i.test(sentence),
  },
];

/** Sentences of a text with their 1-based starting line; code spans stay inside their sentence. */
export function sentencesWithLines(text: string): { sentence: string; line: number }[] {
  const result: { sentence: string; line: number }[] = [];
  // A sentence ends at '.', '!' or '?' followed by white space, or at a blank line.
  const boundary = /[.!?](?=\s)|\n\s*\n/g;
  let start = 0;
  // Lines are counted on from the last sentence, not from the top: a spec's text is long.
  let line = 1;
  let counted = 0;
  const lineAt = (offset: number): number => {
    for (
      let at = text.indexOf('\n', counted);
      at !== -1 && at < offset;
      at = text.indexOf('\n', at + 1)
    )
      line += 1;
    counted = Math.max(counted, offset);
    return line;
  };
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const sentence = raw.replace(/\s+/g, ' ').trim();
    if (sentence) {
      const leading = raw.length - raw.trimStart().length;
      result.push({ sentence, line: lineAt(start + leading) });
    }
  };
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    push(match.index + 1);
    start = match.index + match[0].length;
  }
  push(text.length);
  return result;
}

/**
 * Every sentence of `text` that contradicts a decided rule, except on the rule's home page
 * (which may quote the old wording to explain the change).
 */
export function checkDecidedRules(
  file: string,
  text: string,
  rules: readonly DecidedRule[] = DECIDED_RULES,
): Offence[] {
  const offences: Offence[] = [];
  for (const { sentence, line } of sentencesWithLines(text)) {
    for (const rule of rules) {
      if (rule.home.split('#')[0] === file) continue;
      if (rule.contradicts(sentence))
        offences.push({
          file,
          line,
          message: `contradicts the rule "${rule.rule}" (stated at docs/${rule.home}): "${sentence.slice(0, 160)}"`,
        });
    }
  }
  return offences;
}
