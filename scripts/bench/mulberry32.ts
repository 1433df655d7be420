/**
 * mulberry32 (Tommy Ettinger, public domain): a seeded generator that is small, fast and gives
 * the same sequence on every machine, which is all the generated benchmark data and test
 * corpora need. (The solver keeps its own copy in src/solver/random.ts: it imports nothing
 * from outside src/solver.)
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
