import { describe, expect, it } from 'vitest';

import { checkDecidedRules, sentencesWithLines } from './decidedRules';
import { formatAll } from './offence';

const check = (text: string) => formatAll(checkDecidedRules('howto/x.mdx', text));

describe('decided rules check', () => {
  it('splits sentences across line breaks and keeps the line each starts on', () => {
    expect(sentencesWithLines('One `a.b` here.\nTwo\nlines. Three!\n\nFour')).toEqual([
      { sentence: 'One `a.b` here.', line: 1 },
      { sentence: 'Two lines.', line: 2 },
      { sentence: 'Three!', line: 3 },
      { sentence: 'Four', line: 5 },
    ]);
  });

  it('reports an event ordered by created_at, and accepts occurred_at', () => {
    expect(
      check('Deduplicate by `id` and order\nby `created_at`.\n\nOrder them by `data.occurred_at`.'),
    ).toEqual([
      expect.stringMatching(
        /^docs\/howto\/x\.mdx:1: contradicts the rule "a booking's status changes are ordered by `data\.occurred_at`/,
      ),
    ]);
    expect(check('Apply status changes in `created_at` order.')).toHaveLength(1);
    expect(check('Lists accept `sort=-created_at`, sorted by `created_at`.')).toEqual([]);
    expect(check('Events with no field time: order those by `created_at`.')).toEqual([]);
  });

  it('reports the old departure wording', () => {
    expect(check('The route leaves as late as it can.')).toHaveLength(1);
    expect(check('Waiting that a later departure cannot remove stays.')).toHaveLength(1);
    expect(check('The route leaves later only by the waiting of its first stop.')).toEqual([]);
  });

  it('reports a dispatch without the progress update that makes it', () => {
    expect(check('| no route | Dispatch the route first |')).toHaveLength(1);
    expect(check('`in_progress` from the first progress update; done.')).toHaveLength(1);
    expect(check('`in_progress` from the first progress update with `en_route`.')).toEqual([]);
  });

  it('reports an unlimited optimization and an unconditional seed promise', () => {
    expect(check('There is no maximum number of bookings.')).toHaveLength(1);
    expect(check('The same request with the same seed gives the same plan.')).toHaveLength(1);
    expect(
      check(
        'The search is deterministic for a given seed, so the same request yields the same plan.',
      ),
    ).toHaveLength(1);
    expect(check('The same seed gives the same plan when the search ends by itself.')).toEqual([]);
  });

  it('lets the home page of a rule quote the old wording', () => {
    expect(
      formatAll(checkDecidedRules('quickstart/events.mdx', 'Never order by `created_at`.')),
    ).toEqual([]);
  });
});
