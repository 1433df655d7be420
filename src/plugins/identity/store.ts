/**
 * The one place that knows who is signed in. The identity client module writes to it when
 * firebase reports a change; React reads it through useSignedInUser. Nothing here imports
 * firebase, so the navbar can read the state without pulling the SDK into the bundle.
 */
export interface SignedInUser {
  uid: string;
  email: string | null;
}

type Listener = () => void;

let current: SignedInUser | null = null;
const listeners = new Set<Listener>();
let signOutHandler: (() => Promise<void>) | null = null;

export const identityStore = {
  get(): SignedInUser | null {
    return current;
  },
  set(user: SignedInUser | null): void {
    if (user?.uid === current?.uid && user?.email === current?.email) return;
    current = user;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The identity client registers how to sign out once it has created the auth client. */
  setSignOutHandler(handler: (() => Promise<void>) | null): void {
    signOutHandler = handler;
  },
  getSignOutHandler(): (() => Promise<void>) | null {
    return signOutHandler;
  },
};
