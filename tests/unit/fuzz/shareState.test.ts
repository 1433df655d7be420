/**
 * Property-based tests of the playground's share links
 * (src/plugins/playground/client/shareState.ts), the one parser that reads text a stranger controls
 * (the `#req=` hash of a link): any request text survives the round trip, and any hash either
 * decodes to text or fails with a ShareDecodeError the page can show, never another error.
 *
 * CI runs a fixed seed so a failure reproduces. To explore new inputs locally, run
 * `FUZZ_SEED=random npx vitest run tests/unit/fuzz` (`FUZZ_RUNS` sets the number of runs where a
 * test reads it).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SHARED_REQUEST_BYTES,
  ShareDecodeError,
  buildShareHash,
  decodeShareState,
  encodeShareState,
  readShareParam,
} from '../../../src/plugins/playground/client/shareState';

const SEED = process.env.FUZZ_SEED === 'random' ? undefined : 20261125;

async function decodeOutcome(encoded: string): Promise<string | ShareDecodeError> {
  try {
    return await decodeShareState(encoded);
  } catch (error) {
    if (error instanceof ShareDecodeError) return error;
    throw error;
  }
}

describe('share links on fuzzed input', () => {
  it('round-trips any well-formed request text through the hash', async () => {
    // TextEncoder turns a lone surrogate into U+FFFD, so only well-formed text can round-trip.
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 400 }), async (text) => {
        const hash = await buildShareHash(text);
        const encoded = readShareParam(hash);
        expect(encoded).not.toBeNull();
        expect(await decodeShareState(encoded!)).toBe(text);
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('answers any hash, random or a damaged real one, with text or a ShareDecodeError', async () => {
    const base64url = fc.string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
      maxLength: 200,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(base64url, fc.string({ unit: 'binary', maxLength: 100 })),
        async (encoded) => {
          const outcome = await decodeOutcome(encoded);
          if (outcome instanceof ShareDecodeError) expect(outcome.message).not.toBe('');
          else expect(typeof outcome).toBe('string');
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 300 }),
        fc.nat(),
        fc.nat(),
        async (text, cut, position) => {
          const encoded = await encodeShareState(text);
          const truncated = encoded.slice(0, cut % (encoded.length + 1));
          const index = position % Math.max(1, truncated.length);
          const flipped =
            truncated.slice(0, index) +
            (truncated[index] === 'A' ? 'B' : 'A') +
            truncated.slice(index + 1);
          for (const candidate of [truncated, flipped]) {
            const outcome = await decodeOutcome(candidate);
            if (!(outcome instanceof ShareDecodeError)) expect(typeof outcome).toBe('string');
          }
        },
      ),
      { seed: SEED, numRuns: 150 },
    );
  });

  // Regression: a link of a few kilobytes inflated without bound (a decompression bomb), so a
  // crafted `#req=` could exhaust the tab's memory before the playground showed anything.
  it('refuses a link that inflates past the size cap', async () => {
    const bomb = await encodeShareState(' '.repeat(MAX_SHARED_REQUEST_BYTES + 1));
    expect(bomb.length).toBeLessThan(MAX_SHARED_REQUEST_BYTES / 100);
    const outcome = await decodeOutcome(bomb);
    expect(outcome).toBeInstanceOf(ShareDecodeError);
    expect((outcome as ShareDecodeError).message).toMatch(/larger than 8 MB/);
  });
});
