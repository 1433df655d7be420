import type { Random } from './random';
import { ORDER_CLOSE, ORDER_DEMAND, ORDER_FAR, ORDER_RANDOM, ORDER_WINDOW } from './recreate';

/** The cost phase's recreate choices: greedy insertion in one of five orders, or regret-2. */
export const RECREATE_REGRET = -1;
export const RECREATE_CHOICES = [
  ORDER_RANDOM,
  ORDER_DEMAND,
  ORDER_FAR,
  ORDER_CLOSE,
  ORDER_WINDOW,
  RECREATE_REGRET,
] as const;
const REGRET_INDEX = RECREATE_CHOICES.length - 1;

/** Starting shares: SISR's greedy orders (4, 4, 2, 1 twelfths, and one for windows), 5 % regret-2. */
export const START_SHARES = [
  0.95 * (4 / 12),
  0.95 * (4 / 12),
  0.95 * (2 / 12),
  0.95 / 12,
  0.95 / 12,
  0.05,
] as const;

/**
 * Rewards per outcome, as in Ropke and Pisinger (2006): a new best, a plan better than the
 * current one, another plan the annealing accepted. An unchanged or rejected plan earns nothing.
 */
export const REWARD_BEST = 33;
export const REWARD_BETTER = 9;
const REWARD_ACCEPTED = 13;

/**
 * What an accepted plan earns its choice: a new best, a plan better than the current one (fewer
 * tasks left out or routes, or shorter), or another plan; the same cost (the same plan, almost
 * always) earns nothing, as a rejected plan does.
 */
export function planReward(
  newBest: boolean,
  betterLevel: boolean,
  costBefore: number,
  costAfter: number,
): number {
  if (newBest) return REWARD_BEST;
  if (betterLevel || costAfter < costBefore - 1e-9) return REWARD_BETTER;
  return costAfter > costBefore + 1e-9 ? REWARD_ACCEPTED : 0;
}

/** Plans between two weight updates, and how far an update moves a weight towards its score. */
export const SEGMENT = 100;
const REACTION = 0.1;
/** A regret-2 pass did about 2.5 times a greedy pass's work on Solomon's 100-customer instances. */
export const REGRET_COST = 2.5;
/** No choice falls below this share of the weights, so each stays measured. */
export const MIN_SHARE = 0.02;

/**
 * SISR's fixed mix (Christiaens and Vanden Berghe 2020), with 5 % regret-2: the greedy orders
 * random, demand, far, close and window in 4, 4, 2, 1 and 1 twelfths of the rest.
 */
export function sisrRecreateChoice(rng: Random): number {
  if (rng.next() < START_SHARES[REGRET_INDEX]) return RECREATE_REGRET;
  const twelfth = rng.int(12);
  return twelfth < 4
    ? ORDER_RANDOM
    : twelfth < 8
      ? ORDER_DEMAND
      : twelfth < 10
        ? ORDER_FAR
        : twelfth < 11
          ? ORDER_CLOSE
          : ORDER_WINDOW;
}

/**
 * Picks the cost phase's recreate by roulette over adaptive weights (adaptive large neighbourhood
 * search, Ropke and Pisinger 2006): every SEGMENT plans each weight moves towards the reward its
 * choice earned per use, a regret-2 pass counted by its cost. On Solomon's R1 and RC1 the far
 * order and regret-2 found new bests three to five times as often per CPU second as the random
 * and demand orders; on R2 the window order did. Only the seed and the outcomes decide, so a
 * search stays reproducible at a fixed iteration count.
 */
export class RecreateChooser {
  private readonly weights = Float64Array.from(START_SHARES);
  private readonly rewards = new Float64Array(RECREATE_CHOICES.length);
  private readonly uses = new Float64Array(RECREATE_CHOICES.length);
  private sinceUpdate = 0;
  private last = 0;

  constructor(private readonly rng: Random) {}

  /** The next recreate: a greedy order (an ORDER_* constant) or RECREATE_REGRET. */
  choose(): number {
    const weights = this.weights;
    let total = 0;
    for (let i = 0; i < weights.length; i++) total += weights[i];
    let pick = this.rng.next() * total;
    let choice = weights.length - 1;
    for (let i = 0; i < weights.length; i++) {
      pick -= weights[i];
      if (pick < 0) {
        choice = i;
        break;
      }
    }
    this.last = choice;
    return RECREATE_CHOICES[choice];
  }

  /** Records what the plan of the last choice earned (`planReward`; 0 when it was rejected). */
  record(reward: number): void {
    const choice = this.last;
    this.rewards[choice] += reward;
    this.uses[choice] += choice === REGRET_INDEX ? REGRET_COST : 1;
    if (++this.sinceUpdate >= SEGMENT) this.update();
  }

  /** The current shares, in the order of RECREATE_CHOICES. */
  shares(): number[] {
    const total = this.weights.reduce((sum, weight) => sum + weight, 0);
    return Array.from(this.weights, (weight) => weight / total);
  }

  private update(): void {
    this.sinceUpdate = 0;
    const weights = this.weights;
    let total = 0;
    for (let i = 0; i < weights.length; i++) {
      if (this.uses[i] > 0) {
        weights[i] = (1 - REACTION) * weights[i] + (REACTION * this.rewards[i]) / this.uses[i];
      }
      this.rewards[i] = 0;
      this.uses[i] = 0;
      total += weights[i];
    }
    const floor = MIN_SHARE * total;
    for (let i = 0; i < weights.length; i++) if (weights[i] < floor) weights[i] = floor;
  }
}
