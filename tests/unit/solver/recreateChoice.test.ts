/**
 * The cost phase's adaptive choice of recreate (src/solver/recreateChoice.ts), fed planted
 * outcomes: which choice earns what is decided here, so where the weights go is known.
 */
import { describe, expect, it } from 'vitest';

import { Random } from '../../../src/solver/random';
import { ORDER_FAR, ORDER_RANDOM, ORDER_WINDOW } from '../../../src/solver/recreate';
import {
  MIN_SHARE,
  planReward,
  RECREATE_CHOICES,
  RECREATE_REGRET,
  RecreateChooser,
  REGRET_COST,
  sisrRecreateChoice,
  REWARD_BEST,
  REWARD_BETTER,
  SEGMENT,
  START_SHARES,
} from '../../../src/solver/recreateChoice';

/** Runs `plans` choices, each earning what `earns` says for the choice made. */
function feed(chooser: RecreateChooser, plans: number, earns: (choice: number) => number) {
  for (let i = 0; i < plans; i++) chooser.record(earns(chooser.choose()));
}

/** How often each choice comes out of `plans` draws. */
function countChoices(draw: () => number, plans: number) {
  const counts = new Map<number, number>();
  for (let i = 0; i < plans; i++) {
    const choice = draw();
    counts.set(choice, (counts.get(choice) ?? 0) + 1);
  }
  return counts;
}

const shareOf = (chooser: RecreateChooser, choice: number) =>
  chooser.shares()[RECREATE_CHOICES.indexOf(choice as (typeof RECREATE_CHOICES)[number])];

describe('the recreate chooser', () => {
  it("starts from SISR's shares and keeps them while nothing has been recorded", () => {
    const chooser = new RecreateChooser(new Random(7));
    const plans = 60_000;
    const counts = countChoices(() => chooser.choose(), plans);
    RECREATE_CHOICES.forEach((choice, index) => {
      expect((counts.get(choice) ?? 0) / plans).toBeCloseTo(START_SHARES[index], 2);
    });
  });

  it('moves the weight to the choice that finds better plans, within a few segments', () => {
    const chooser = new RecreateChooser(new Random(1));
    feed(chooser, 40 * SEGMENT, (choice) => (choice === ORDER_FAR ? REWARD_BETTER : 0));
    const far = shareOf(chooser, ORDER_FAR);
    expect(far).toBeGreaterThan(0.8);
    // The others keep their floor, so they are still tried and can earn their share back.
    for (const choice of RECREATE_CHOICES) {
      if (choice !== ORDER_FAR) expect(shareOf(chooser, choice)).toBeGreaterThan(MIN_SHARE * 0.9);
    }
    feed(chooser, 60 * SEGMENT, (choice) => (choice === ORDER_WINDOW ? REWARD_BEST : 0));
    expect(shareOf(chooser, ORDER_WINDOW)).toBeGreaterThan(0.8);
    expect(shareOf(chooser, ORDER_FAR)).toBeLessThan(0.05);
  });

  it('counts a regret-2 pass by its cost: the same reward per pass weighs less', () => {
    const chooser = new RecreateChooser(new Random(3));
    const reward = (choice: number) =>
      choice === RECREATE_REGRET || choice === ORDER_RANDOM ? REWARD_BETTER : 0;
    feed(chooser, 80 * SEGMENT, reward);
    const ratio = shareOf(chooser, ORDER_RANDOM) / shareOf(chooser, RECREATE_REGRET);
    expect(ratio).toBeGreaterThan(REGRET_COST * 0.9);
    expect(ratio).toBeLessThan(REGRET_COST * 1.1);
  });

  it("draws SISR's fixed mix on short routes, in the shares the adaptive choice starts from", () => {
    const rng = new Random(5);
    const plans = 60_000;
    const counts = countChoices(() => sisrRecreateChoice(rng), plans);
    RECREATE_CHOICES.forEach((choice, index) => {
      expect((counts.get(choice) ?? 0) / plans).toBeCloseTo(START_SHARES[index], 2);
    });
  });

  it('rewards a new best, a better plan and another accepted plan; the same plan earns nothing', () => {
    const best = planReward(true, false, 100, 99);
    const better = planReward(false, false, 100, 99.5);
    const fewerRoutes = planReward(false, true, 100, 120);
    const accepted = planReward(false, false, 100, 101);
    const same = planReward(false, false, 100, 100);
    expect(best).toBe(REWARD_BEST);
    expect([better, fewerRoutes]).toEqual([REWARD_BETTER, REWARD_BETTER]);
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).not.toBe(REWARD_BETTER);
    expect(same).toBe(0);
  });

  it('gives the same choices for the same seed and outcomes', () => {
    const run = () => {
      const chooser = new RecreateChooser(new Random(11));
      const choices: number[] = [];
      for (let i = 0; i < 5 * SEGMENT; i++) {
        const choice = chooser.choose();
        choices.push(choice);
        chooser.record(choice === ORDER_FAR ? REWARD_BEST : i % 3 === 0 ? REWARD_BETTER : 0);
      }
      return choices;
    };
    expect(run()).toEqual(run());
  });
});
