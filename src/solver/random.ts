/**
 * Seeded PRNG (mulberry32, public domain, Tommy Ettinger). Every random decision of the search
 * goes through one instance, so a seed fixes the whole trajectory.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    // ToUint32 keeps any integer seed usable; the mix avoids a weak all-zero start.
    this.state = (Math.trunc(seed) >>> 0) ^ 0x5bd1e995;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform integer in [0, bound). */
  int(bound: number): number {
    return Math.floor(this.next() * bound);
  }

  /** Fisher-Yates shuffle of the first `length` entries. */
  shuffle(values: Int32Array | number[], length = values.length): void {
    for (let i = length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const swap = values[i];
      values[i] = values[j];
      values[j] = swap;
    }
  }
}
