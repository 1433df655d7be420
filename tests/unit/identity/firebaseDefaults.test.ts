import { describe, it, expect } from 'vitest';

import {
  firebaseDefaultsFor,
  installFirebaseDefaults,
} from '../../../src/plugins/identity/firebaseDefaults';
import { EMULATOR_CONFIG } from './fields';

describe('__FIREBASE_DEFAULTS__', () => {
  it('carries the token-sync URL as the SDK experimental setting', () => {
    expect(firebaseDefaultsFor({ ...EMULATOR_CONFIG, emulatorHost: '' })).toEqual({
      _authTokenSyncURL: '/__session',
    });
  });

  it('adds the auth emulator host only when one is configured', () => {
    expect(firebaseDefaultsFor(EMULATOR_CONFIG).emulatorHosts).toEqual({ auth: '127.0.0.1:9099' });
  });

  it('keeps settings the page already had', () => {
    const host = {
      __FIREBASE_DEFAULTS__: { _authIdTokenMaxAge: 60, emulatorHosts: { firestore: 'x:1' } },
    };
    installFirebaseDefaults(EMULATOR_CONFIG, host);
    expect(host.__FIREBASE_DEFAULTS__).toEqual({
      _authIdTokenMaxAge: 60,
      _authTokenSyncURL: '/__session',
      emulatorHosts: { firestore: 'x:1', auth: '127.0.0.1:9099' },
    });
  });
});
