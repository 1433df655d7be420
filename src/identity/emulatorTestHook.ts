/**
 * Lets browser tests sign in through the site's own auth client. Loaded only when the auth
 * emulator is configured, so production builds never fetch it.
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
    signInWithEmailAndPassword: async (email, password) =>
      (await signInWithEmailAndPassword(auth, email, password)).user.uid,
    settledUserId: async () => {
      await auth.authStateReady();
      return auth.currentUser?.uid ?? null;
    },
  };
}
