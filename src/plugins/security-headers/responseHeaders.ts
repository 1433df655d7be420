/** The hardening headers every response carries, besides the per-page Content-Security-Policy. */

export type HeaderEntry = readonly [name: string, value: string];

/**
 * The only powerful feature the site uses: the copy buttons of code blocks and the playground's
 * "Share this link" / "curl command" write to the clipboard.
 */
const ALLOWED_FEATURES = ['clipboard-write'];

/**
 * Every other policy-controlled feature, denied to the page and to any frame it embeds. Only
 * names that both Chromium 150 (Debian bookworm's package on 2026-11-26) and Chromium 156
 * recognise without a console warning: an unknown name makes Chromium log "Unrecognized
 * feature" and a name behind an origin trial "Origin trial controlled feature not enabled",
 * which the page walker counts as failures. Chromium 150 warns on `speaker-selection`,
 * `digital-credentials-create` and `media-playback-while-not-visible`, so they keep their
 * defaults, as do client hints (`ch-*`) and the non-powerful switches (`sync-xhr`, `unload`,
 * `aria-notify`).
 */
export const DENIED_FEATURES: readonly string[] = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'captured-surface-control',
  'clipboard-read',
  'compute-pressure',
  'digital-credentials-get',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'interest-cohort',
  'keyboard-map',
  'language-detector',
  'language-model',
  'local-fonts',
  'local-network',
  'local-network-access',
  'loopback-network',
  'magnetometer',
  'microphone',
  'midi',
  'on-device-speech-recognition',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'private-state-token-issuance',
  'private-state-token-redemption',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'storage-access',
  'summarizer',
  'translator',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

export function permissionsPolicy(): string {
  return [
    ...ALLOWED_FEATURES.map((feature) => `${feature}=(self)`),
    ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ].join(', ');
}

export interface ResponseHeaderInput {
  /** Firebase's signInWithPopup reads the popup's state through window.opener. */
  identityEnabled: boolean;
}

export function responseHeaders({ identityEnabled }: ResponseHeaderInput): HeaderEntry[] {
  return [
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    // 'same-origin' would sever the sign-in popup's opener, so the popup could never report back.
    ['Cross-Origin-Opener-Policy', identityEnabled ? 'same-origin-allow-popups' : 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Permissions-Policy', permissionsPolicy()],
  ];
}
