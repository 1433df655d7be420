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

/** SISR's greedy orders in twelfths (4, 4, 2, 1, and one for windows), beside 5 % regret-2. */
const SISR_TWELFTHS = [4, 4, 2, 1, 1] as const;
const SISR_REGRET_SHARE = 0.05;

/** Starting shares of the adaptive choice: SISR's fixed mix, in the order of RECREATE_CHOICES. */
export const START_SHARES = [
  ...SISR_TWELFTHS.map((twelfths) => (1 - SISR_REGRET_SHARE) * (twelfths / 12)),
  SISR_REGRET_SHARE,
];

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

/** SISR's fixed mix (Christiaens and Vanden Berghe 2020): regret-2 or else a greedy order by twelfths. */
export function sisrRecreateChoice(rng: Random): number {
  if (rng.next() < SISR_REGRET_SHARE) return RECREATE_REGRET;
  let twelfth = rng.int(12);
  let choice = 0;
  while (twelfth >= SISR_TWELFTHS[choice]) twelfth -= SISR_TWELFTHS[choice++];
  return RECREATE_CHOICES[choice];
}

/**
 * Picks the cost phase's recreate by roulette over adaptive weights (adaptive large neighbourhood
 * search, Ropke and Pisinger 2006): every SEGMENT plans each weight moves towards the reward its
 * choice earned per use, a regret-2 pass counted by its cost. Which choice finds new bests most
 * often per CPU second differs from instance to instance (src/solver/README.md, session 23). Only
 * the seed and the outcomes decide, so a search stays reproducible at a fixed iteration count.
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
