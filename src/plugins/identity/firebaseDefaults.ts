/**
 * The firebase SDK's own configuration channel. In the browser build of @firebase/auth,
 * getAuth() reads `_authTokenSyncURL` (and `emulatorHosts.auth`) from
 * `globalThis.__FIREBASE_DEFAULTS__`; with a same-origin URL in a secure context it POSTs
 * the id token there with `Authorization: Bearer <token>` on sign-in and token refresh, and
 * sends DELETE on sign-out. It must be in place before the SDK is evaluated.
 */
import type { IdentityFields } from './config';

export interface FirebaseDefaults {
  [setting: string]: unknown;
  _authTokenSyncURL?: string;
  emulatorHosts?: Record<string, string>;
}

type DefaultsHost = { __FIREBASE_DEFAULTS__?: FirebaseDefaults };

export function firebaseDefaultsFor(fields: IdentityFields): FirebaseDefaults {
  return {
    _authTokenSyncURL: fields.tokenSyncUrl,
    ...(fields.emulatorHost ? { emulatorHosts: { auth: fields.emulatorHost } } : {}),
  };
}

/** Merges our settings into any defaults the page already carries. */
export function installFirebaseDefaults(
  fields: IdentityFields,
  host: DefaultsHost = globalThis as DefaultsHost,
): FirebaseDefaults {
  const ours = firebaseDefaultsFor(fields);
  const existing = host.__FIREBASE_DEFAULTS__ ?? {};
  host.__FIREBASE_DEFAULTS__ = {
    ...existing,
    ...ours,
    ...(ours.emulatorHosts
      ? { emulatorHosts: { ...existing.emulatorHosts, ...ours.emulatorHosts } }
      : {}),
  };
  return host.__FIREBASE_DEFAULTS__;
}
