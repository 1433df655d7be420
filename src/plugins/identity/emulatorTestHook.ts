/**
 * Lets browser tests sign in through the site's own auth client. Loaded only when the auth
 * emulator is configured, so production builds never fetch it.
 *
 * Only tests need it, yet it stays in src/: it is a chunk of the site bundle (firebaseClient.ts
 * imports it when an emulator host is configured) and must call the site's own firebase/auth
 * instance. Under tests/ it would be the one site chunk built from the test tree: no module in
 * src/ imports from tests/, so the site never depends on test code.
 */
import { signInWithEmailAndPassword, type Auth } from 'firebase/auth';

export interface IdentityTestHook {
  /** Resolves with the signed-in user's uid. */
  signInWithEmailAndPassword: (email: string, password: string) => Promise<string>;
  /** The uid once the persisted session has been read, or null when nobody is signed in. */
  settledUserId: () => Promise<string | null>;
}

declare global {
  interface Window {
    __identity?: IdentityTestHook;
  }
}

export function exposeEmulatorTestHook(auth: Auth, win: Window = window): void {
  win.__identity = {
    // The only sign-in entry point the site has; a failure (network down, emulator not
    // running) is logged here as well as rejected, as every identity failure is.
    signInWithEmailAndPassword: async (email, password) => {
      try {
        return (await signInWithEmailAndPassword(auth, email, password)).user.uid;
      } catch (error) {
        console.error('[identity] sign-in failed', error);
        throw error;
      }
    },
    settledUserId: async () => {
      await auth.authStateReady();
      return auth.currentUser?.uid ?? null;
    },
  };
}
