/**
 * The lazily loaded half of identity: creates the Firebase app and auth client and connects
 * them to identityStore. Only reached through a dynamic import once config checks passed.
 */
import { initializeApp } from 'firebase/app';
import { getAuth, onAuthStateChanged, signOut } from 'firebase/auth';

import type { IdentityFields } from './config';
import { identityStore } from './store';

export async function startFirebaseIdentity(config: IdentityFields): Promise<void> {
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain || `${config.projectId}.firebaseapp.com`,
    projectId: config.projectId,
    ...(config.appId ? { appId: config.appId } : {}),
  });
  // getAuth (not initializeAuth) because token sync and the emulator come from
  // __FIREBASE_DEFAULTS__, which only getAuth reads.
  const auth = getAuth(app);
  identityStore.setSignOutHandler(() => signOut(auth));
  onAuthStateChanged(
    auth,
    (user) => identityStore.set(user ? { uid: user.uid, email: user.email } : null),
    (error) => console.error('[identity] auth state listener failed', error),
  );
  if (config.emulatorHost) {
    // A site chunk, not test code under tests/: see the header of ./emulatorTestHook.ts.
    const { exposeEmulatorTestHook } = await import(
      /* webpackChunkName: "identity-emulator-hook" */ './emulatorTestHook'
    );
    exposeEmulatorTestHook(auth);
  }
}
