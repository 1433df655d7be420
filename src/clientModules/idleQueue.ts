/**
 * A first-in, first-out queue drained in idle slices: each slice runs items while the slice
 * has time left, and at least one, so the queue always moves on a page that is never idle.
 * Items pushed before `start()` wait for it; an item pushed twice runs once; an item that
 * throws is reported and the queue goes on.
 */

/** Asks for one slice; `timeLeft` says how many milliseconds of it remain. */
export type IdleScheduler = (slice: (timeLeft: () => number) => void) => void;

/** Below this a slice stops: one more item could overrun the browser's idle period. */
const MIN_SLICE_MS = 4;

/** Reports as uncaught, where the console shows it, without stopping the queue. */
function reportUncaught(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}

export function createIdleQueue<T>(
  run: (item: T) => void,
  requestSlice: IdleScheduler,
  report: (error: unknown) => void = reportUncaught,
) {
  const waiting: T[] = [];
  const seen = new Set<T>();
  let started = false;
  let sliceRequested = false;

  function drain(timeLeft: () => number) {
    sliceRequested = false;
    do {
      const item = waiting.shift();
      if (item === undefined) return;
      try {
        run(item);
      } catch (error) {
        report(error);
      }
    } while (timeLeft() >= MIN_SLICE_MS);
    schedule();
  }

  function schedule() {
    if (!started || sliceRequested || waiting.length === 0) return;
    sliceRequested = true;
    requestSlice(drain);
  }

  return {
    push(item: T) {
      if (seen.has(item)) return;
      seen.add(item);
      waiting.push(item);
      schedule();
    },
    start() {
      started = true;
      schedule();
    },
    /** Items waiting for a slice. */
    get pending() {
      return waiting.length;
    },
  };
}
