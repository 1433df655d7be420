#!/usr/bin/env node
// The host's speed as one figure: milliseconds for a fixed single-threaded CPU loop (integer
// arithmetic and SHA-256 over a fixed buffer), the fastest of five runs so a neighbour's burst
// counts less. scripts/test.sh prints it beside its per-step times, so times from different
// hosts, or from one host under different load, can be compared: a host whose figure is twice
// as large should take about twice as long per step.
//
//   node scripts/host-speed.mjs        # prints e.g. "412"
import { createHash } from 'node:crypto';

const BUFFER = Buffer.alloc(64 * 1024, 7);

function fixedWork() {
  let state = 1;
  for (let index = 0; index < 30_000_000; index += 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) | 0;
  }
  const hash = createHash('sha256');
  for (let index = 0; index < 1_500; index += 1) hash.update(BUFFER);
  return `${state}${hash.digest('hex')}`;
}

let fastest = Infinity;
for (let run = 0; run < 5; run += 1) {
  const started = process.hrtime.bigint();
  fixedWork();
  fastest = Math.min(fastest, Number(process.hrtime.bigint() - started) / 1e6);
}
console.log(Math.round(fastest));
