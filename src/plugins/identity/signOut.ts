import { identityStore } from './store';

/** Signs out through the registered identity client (if any), then reloads the page. */
export async function signOutAndReload(): Promise<void> {
  const handler = identityStore.getSignOutHandler();
  try {
    if (handler) await handler();
  } catch (error) {
    console.warn('[identity] sign-out failed; reloading anyway', error);
  }
  window.location.reload();
}
