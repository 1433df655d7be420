import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createIdleQueue, type IdleScheduler } from '../../../src/clientModules/idleQueue';

/** A scheduler the test drives: each requested slice waits until `runSlice(ms)`. */
function manualScheduler() {
  const requested: Array<(timeLeft: () => number) => void> = [];
  const scheduler: IdleScheduler = (slice) => requested.push(slice);
  return {
    scheduler,
    get requestedSlices() {
      return requested.length;
    },
    /** Runs the oldest requested slice; each item run inside it uses `costMs`. */
    runSlice(budgetMs: number, costMs: number, ran: unknown[]) {
      const slice = requested.shift();
      if (!slice) throw new Error('no slice requested');
      const left = budgetMs;
      const before = ran.length;
      slice(() => left - (ran.length - before) * costMs);
    },
  };
}

describe('idle queue', () => {
  it('runs nothing before start, then everything in order, once each', () => {
    const ran: string[] = [];
    const idle = manualScheduler();
    const queue = createIdleQueue<string>((item) => ran.push(item), idle.scheduler);
    queue.push('/docs/a');
    queue.push('/docs/b');
    queue.push('/docs/a');
    expect(idle.requestedSlices).toBe(0);
    queue.start();
    idle.runSlice(50, 1, ran);
    expect(ran).toEqual(['/docs/a', '/docs/b']);
    expect(queue.pending).toBe(0);
    expect(idle.requestedSlices).toBe(0);
  });

  it('stops a slice when its time runs out and asks for another', () => {
    const ran: number[] = [];
    const idle = manualScheduler();
    const queue = createIdleQueue<number>((item) => ran.push(item), idle.scheduler);
    queue.start();
    for (let item = 0; item < 10; item += 1) queue.push(item);
    // 12 ms of idle time, 3 ms per item: 3 run, then 3 ms are left, below the 4 ms floor.
    idle.runSlice(12, 3, ran);
    expect(ran).toEqual([0, 1, 2]);
    expect(idle.requestedSlices).toBe(1);
  });

  it('runs one item per slice even when no idle time is left', () => {
    const ran: number[] = [];
    const idle = manualScheduler();
    const queue = createIdleQueue<number>((item) => ran.push(item), idle.scheduler);
    queue.start();
    queue.push(1);
    queue.push(2);
    idle.runSlice(0, 0, ran);
    expect(ran).toEqual([1]);
    idle.runSlice(0, 0, ran);
    expect(ran).toEqual([1, 2]);
  });

  it('reports an item that throws and goes on', () => {
    const ran: string[] = [];
    const reported: unknown[] = [];
    const idle = manualScheduler();
    const queue = createIdleQueue<string>(
      (item) => {
        if (item === 'bad') throw new Error('no route');
        ran.push(item);
      },
      idle.scheduler,
      (error) => reported.push(error),
    );
    queue.start();
    queue.push('bad');
    queue.push('/docs/c');
    idle.runSlice(50, 1, ran);
    expect(ran).toEqual(['/docs/c']);
    expect(reported).toEqual([new Error('no route')]);
  });

  it('eventually runs every distinct item exactly once, in first-push order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 40 }),
        fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 10 }),
        (pushes, budgets) => {
          const ran: number[] = [];
          const idle = manualScheduler();
          const queue = createIdleQueue<number>((item) => ran.push(item), idle.scheduler);
          queue.start();
          for (const item of pushes) queue.push(item);
          for (let slice = 0; idle.requestedSlices > 0; slice += 1) {
            idle.runSlice(budgets[slice % budgets.length]!, 2, ran);
          }
          expect(ran).toEqual([...new Set(pushes)]);
        },
      ),
    );
  });
});
