import { describe, it, expect, vi, beforeEach } from 'vitest';

import { EMULATOR_CONFIG } from './fields';

const auth = { name: 'fake-auth' };
const firebase = vi.hoisted(() => ({
  initializeApp: vi.fn((options: Record<string, string>) => ({ options })),
  getAuth: vi.fn(),
  onAuthStateChanged: vi.fn(),
  signOut: vi.fn(async () => {}),
  signInWithEmailAndPassword: vi.fn(),
}));
vi.mock('firebase/app', () => ({ initializeApp: firebase.initializeApp }));
vi.mock('firebase/auth', () => ({
  getAuth: firebase.getAuth,
  onAuthStateChanged: firebase.onAuthStateChanged,
  signOut: firebase.signOut,
  signInWithEmailAndPassword: firebase.signInWithEmailAndPassword,
}));

const { startFirebaseIdentity } = await import('../../../src/plugins/identity/firebaseClient');
const { identityStore } = await import('../../../src/plugins/identity/store');

type AuthListener = (user: { uid: string; email: string | null } | null) => void;

describe('firebase identity client', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    firebase.getAuth.mockReturnValue(auth);
    identityStore.set(null);
    vi.stubGlobal('window', {});
  });

  it('creates the app from the config, defaulting the auth domain', async () => {
    await startFirebaseIdentity({ ...EMULATOR_CONFIG, emulatorHost: '' });
    expect(firebase.initializeApp).toHaveBeenCalledWith({
      apiKey: 'demo-api-key',
      authDomain: 'demo-docs.firebaseapp.com',
      projectId: 'demo-docs',
    });
  });

  it('publishes auth state changes to the identity store', async () => {
    await startFirebaseIdentity({ ...EMULATOR_CONFIG, emulatorHost: '' });
    const listener = firebase.onAuthStateChanged.mock.calls[0]?.[1] as AuthListener;
    listener({ uid: 'u1', email: 'dispatch@example.com' });
    expect(identityStore.get()).toEqual({ uid: 'u1', email: 'dispatch@example.com' });
    listener(null);
    expect(identityStore.get()).toBeNull();
  });

  it('registers sign-out on the same auth client', async () => {
    await startFirebaseIdentity({ ...EMULATOR_CONFIG, emulatorHost: '' });
    await identityStore.getSignOutHandler()?.();
    expect(firebase.signOut).toHaveBeenCalledWith(auth);
  });

  it('exposes the test hook only with an emulator host', async () => {
    const win = globalThis.window as Window;
    await startFirebaseIdentity({ ...EMULATOR_CONFIG, emulatorHost: '' });
    expect(win.__identity).toBeUndefined();
    await startFirebaseIdentity(EMULATOR_CONFIG);
    expect(typeof win.__identity?.signInWithEmailAndPassword).toBe('function');
  });

  it("logs a failed test-hook sign-in once and still rejects with the SDK's error", async () => {
    const failure = Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
      code: 'auth/network-request-failed',
    });
    firebase.signInWithEmailAndPassword.mockRejectedValueOnce(failure);
    const logError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await startFirebaseIdentity(EMULATOR_CONFIG);
    const hook = (globalThis.window as Window).__identity!;
    await expect(hook.signInWithEmailAndPassword('a@example.com', 'pw')).rejects.toBe(failure);
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith('[identity] sign-in failed', failure);
    logError.mockRestore();
  });
});
