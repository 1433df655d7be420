/**
 * Checks the Firebase web config before any firebase code is fetched, so a bad deployment
 * setting costs one console line instead of a broken page.
 */
import type { SiteCustomFields } from '../../siteCustomFields';

export type IdentityFields = SiteCustomFields['identity'];

export type IdentityConfigCheck =
  | { status: 'off' }
  | { status: 'invalid'; message: string }
  | { status: 'ready'; config: IdentityFields };

/**
 * Resolved the way the browser resolves it: `/\evil.com` and `/<tab>/evil.com` look like paths
 * but are other hosts, since URLs treat a backslash as a slash and drop tabs and newlines.
 */
function isSameOriginPath(url: string): boolean {
  const base = 'https://site.invalid';
  try {
    return new URL(url, base).origin === base;
  } catch {
    return false;
  }
}

function problemWith(fields: IdentityFields): string | null {
  if (!fields.apiKey) {
    return 'FIREBASE_API_KEY is not set although other Firebase settings are; sign-in is disabled.';
  }
  // Web API keys are plain tokens; a colon means a pasted "name:value" pair or a URL.
  if (fields.apiKey.includes(':')) {
    return 'FIREBASE_API_KEY contains ":" and cannot be a Firebase web API key; sign-in is disabled.';
  }
  if (!fields.projectId) {
    return 'FIREBASE_PROJECT_ID is not set; sign-in is disabled.';
  }
  // getAuth() ignores any token-sync URL on another origin, so refuse it here, visibly.
  if (!fields.tokenSyncUrl.startsWith('/') || !isSameOriginPath(fields.tokenSyncUrl)) {
    return 'AUTH_TOKEN_SYNC_URL must be a same-origin path such as /__session; sign-in is disabled.';
  }
  return null;
}

export function checkIdentityConfig(fields: IdentityFields): IdentityConfigCheck {
  const requested = [
    fields.apiKey,
    fields.authDomain,
    fields.projectId,
    fields.appId,
    fields.emulatorHost,
  ].some(Boolean);
  if (!requested) return { status: 'off' };
  const message = problemWith(fields);
  return message ? { status: 'invalid', message } : { status: 'ready', config: fields };
}
