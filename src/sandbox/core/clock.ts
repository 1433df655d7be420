/**
 * The sandbox's clock: it starts on the sample world's reference day and advances one second
 * per request, so timestamps are ordered and the same calls give the same bytes. Times are
 * written in the sample world's offset (Europe/Berlin in March: +01:00).
 */
export const SANDBOX_START = '2026-03-02T05:30:00+01:00';
const OFFSET_SECONDS = 3600;

export class SandboxClock {
  private epochMs: number;

  constructor(start: string = SANDBOX_START) {
    this.epochMs = Date.parse(start);
  }

  /** Called once per request, before it is handled. */
  tick(): void {
    this.epochMs += 1000;
  }

  /** Jumps forward by whole seconds (a reader or a test trying an expiry). */
  advance(seconds: number): void {
    if (!Number.isInteger(seconds) || seconds < 0)
      throw new RangeError('The sandbox clock moves forward by whole seconds only.');
    this.epochMs += seconds * 1000;
  }

  epochSeconds(): number {
    return Math.floor(this.epochMs / 1000);
  }

  now(): string {
    return formatTimestamp(this.epochMs);
  }

  /** `now` plus whole seconds. */
  after(seconds: number): string {
    return formatTimestamp(this.epochMs + seconds * 1000);
  }
}

export function formatTimestamp(epochMs: number): string {
  const local = new Date(epochMs + OFFSET_SECONDS * 1000).toISOString().slice(0, 19);
  return `${local}+01:00`;
}
