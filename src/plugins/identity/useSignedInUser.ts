import { useSyncExternalStore } from 'react';

import { identityStore, type SignedInUser } from './store';

/** The signed-in user, or null (always null during SSR and while identity is not configured). */
export function useSignedInUser(): SignedInUser | null {
  return useSyncExternalStore(identityStore.subscribe, identityStore.get, () => null);
}
