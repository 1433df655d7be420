/**
 * The only identity code in the main bundle: check the config, then, once the page is
 * interactive, fetch the firebase chunk and start it. Loading failures are logged only.
 */
import { checkIdentityConfig, type IdentityFields } from './config';
import { installFirebaseDefaults } from './firebaseDefaults';

export interface FirebaseIdentityModule {
  startFirebaseIdentity: (config: IdentityFields) => Promise<void>;
}

export interface IdentityStartDeps {
  loadFirebaseIdentity: () => Promise<FirebaseIdentityModule>;
  whenInteractive: (task: () => void) => void;
  logError: (message: string, error?: unknown) => void;
}

/** Returns a start function that does its work at most once, however often it is called. */
export function createIdentityStarter(fields: IdentityFields, deps: IdentityStartDeps) {
  let started = false;
  return (): void => {
    if (started) return;
    started = true;
    const check = checkIdentityConfig(fields);
    if (check.status === 'off') return;
    if (check.status === 'invalid') {
      deps.logError(`[identity] ${check.message}`);
      return;
    }
    deps.whenInteractive(() => {
      installFirebaseDefaults(check.config);
      deps
        .loadFirebaseIdentity()
        .then((module) => module.startFirebaseIdentity(check.config))
        .catch((error: unknown) =>
          deps.logError('[identity] sign-in client failed to start; continuing without it.', error),
        );
    });
  };
}
