import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  MAX_SHARE_LINK_CHARS,
  ShareDecodeError,
  decodeShareState,
} from '../../../src/plugins/playground/client/shareState';

/** Counts inflations started, so a test can tell "refused up front" from "refused later". */
function countInflations(): () => number {
  let started = 0;
  const Original = globalThis.DecompressionStream;
  vi.stubGlobal(
    'DecompressionStream',
    class extends Original {
      constructor(format: CompressionFormat) {
        super(format);
        started += 1;
      }
    },
  );
  return () => started;
}

async function decodeError(encoded: string): Promise<ShareDecodeError> {
  const error: unknown = await decodeShareState(encoded).then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ShareDecodeError);
  return error as ShareDecodeError;
}

describe('share links longer than the limit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a 10 MB link before inflating it', async () => {
    const inflations = countInflations();
    const error = await decodeError('A'.repeat(10 * 1024 * 1024));
    expect(error.message).toBe('the link is longer than 2 MB');
    expect(inflations()).toBe(0);
  });

  it('still reads a link of exactly the limit (this one is damaged data, not too long)', async () => {
    const inflations = countInflations();
    const error = await decodeError('A'.repeat(MAX_SHARE_LINK_CHARS));
    expect(error.message).toBe('the data is damaged or cut short');
    expect(inflations()).toBe(1);
  });
});
