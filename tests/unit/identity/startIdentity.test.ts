import { describe, it, expect, vi } from 'vitest';

import {
  createIdentityStarter,
  type IdentityStartDeps,
} from '../../../src/plugins/identity/startIdentity';
import type { IdentityFields } from '../../../src/plugins/identity/config';
import { EMULATOR_CONFIG, UNCONFIGURED } from './fields';

function setUp(fields: IdentityFields, start = vi.fn(async () => {})) {
  const interactiveTasks: Array<() => void> = [];
  const deps = {
    loadFirebaseIdentity: vi.fn(async () => ({ startFirebaseIdentity: start })),
    whenInteractive: vi.fn((task: () => void) => interactiveTasks.push(task)),
    logError: vi.fn(),
  } satisfies IdentityStartDeps;
  const host = globalThis as { __FIREBASE_DEFAULTS__?: unknown };
  delete host.__FIREBASE_DEFAULTS__;
  return {
    deps,
    start,
    host,
    run: createIdentityStarter(fields, deps),
    becomeInteractive: async () => {
      interactiveTasks.splice(0).forEach((task) => task());
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('identity starter', () => {
  it('never loads firebase and logs nothing without config', async () => {
    const site = setUp(UNCONFIGURED);
    site.run();
    await site.becomeInteractive();
    expect(site.deps.whenInteractive).not.toHaveBeenCalled();
    expect(site.deps.loadFirebaseIdentity).not.toHaveBeenCalled();
    expect(site.deps.logError).not.toHaveBeenCalled();
  });

  it.each([
    ['missing (empty)', ''],
    ['missing (undefined)', undefined],
    ['containing a colon', 'key:value'],
  ])(
    'logs exactly one error naming FIREBASE_API_KEY for a key %s, and loads nothing',
    async (_case, apiKey) => {
      // undefined: the value a loosely typed config source could hand over for an unset variable.
      const site = setUp({ ...EMULATOR_CONFIG, apiKey: apiKey as string });
      site.run();
      site.run();
      await site.becomeInteractive();
      expect(site.deps.logError).toHaveBeenCalledTimes(1);
      expect(site.deps.logError.mock.calls[0]?.[0]).toContain('FIREBASE_API_KEY');
      expect(site.deps.whenInteractive).not.toHaveBeenCalled();
      expect(site.deps.loadFirebaseIdentity).not.toHaveBeenCalled();
      expect(site.host.__FIREBASE_DEFAULTS__).toBeUndefined();
    },
  );

  it('waits for the page to be interactive, sets defaults first, then starts once', async () => {
    const start = vi.fn(async () => {
      expect(
        (globalThis as { __FIREBASE_DEFAULTS__?: { _authTokenSyncURL?: string } })
          .__FIREBASE_DEFAULTS__?._authTokenSyncURL,
      ).toBe('/__session');
    });
    const site = setUp(EMULATOR_CONFIG, start);
    site.run();
    site.run();
    expect(site.deps.loadFirebaseIdentity).not.toHaveBeenCalled();
    expect(site.host.__FIREBASE_DEFAULTS__).toBeUndefined();
    await site.becomeInteractive();
    expect(site.deps.loadFirebaseIdentity).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(EMULATOR_CONFIG);
    expect(site.deps.logError).not.toHaveBeenCalled();
  });

  it('logs a failed chunk download instead of throwing', async () => {
    const site = setUp(EMULATOR_CONFIG);
    site.deps.loadFirebaseIdentity.mockRejectedValueOnce(new Error('ChunkLoadError'));
    site.run();
    await site.becomeInteractive();
    expect(site.deps.logError).toHaveBeenCalledTimes(1);
    expect(site.deps.logError.mock.calls[0]?.[1]).toBeInstanceOf(Error);
  });
});
