import { API_SPECS } from '../../apiSpecs';
import type { SiteCustomFields } from '../../siteCustomFields';

/** A policy as directive name → source list, kept in insertion order when serialized. */
export type PolicyDirectives = Map<string, string[]>;

export interface PolicyInput {
  /** Hash sources ('sha256-…') of every inline script the site ships. */
  inlineScriptHashes: readonly string[];
  /** The env-driven integrations; each one widens the policy only when configured. */
  customFields: Pick<SiteCustomFields, 'analytics' | 'identity' | 'hostedSearch'>;
  /** Hosted search application id, which names the Algolia hosts the browser calls. */
  algoliaAppId?: string;
  /** react-live compiles the edited code with `new Function`, so live pages need eval. */
  allowEval?: boolean;
  /** Redoc runs its search index in a worker created from a blob URL: API reference pages only. */
  allowBlobWorkers?: boolean;
}

const GA_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];
const GA_CONNECT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const GA_IMAGE_ORIGINS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
const FIREBASE_API_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
const ALGOLIA_INSIGHTS_ORIGIN = 'https://insights.algolia.io';
/**
 * With `insights: true`, DocSearch 3.9's autocomplete loads the search-insights client from this
 * exact URL (the version is pinned in @docsearch/react's bundle; a unit test checks it), so the
 * policy allows that one file, not the whole CDN.
 */
export const SEARCH_INSIGHTS_SCRIPT =
  'https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js';

/**
 * Where the Try it console may send a request when the reader sets a base URL other than the
 * in-page sandbox: the APIs' own origins (the specs' servers and the token URL's host) and
 * `npm run sandbox` on its default port. Any other environment needs its origin added here.
 */
export const TRY_IT_CONNECT_ORIGINS = [
  ...new Set(API_SPECS.map((spec) => new URL(spec.baseUrl).origin)),
  'https://auth.example.com',
  'http://localhost:4010',
];

/**
 * The policy of the sandbox's Web Worker script (src/sandbox/worker.ts). A worker loaded from a
 * URL is governed by its own response's policy, not by the page's. openapi-backend compiles its
 * Ajv validators with `new Function`, so the worker needs 'unsafe-eval'; it needs nothing else:
 * its own chunks from 'self', no network, no other resources.
 */
export function buildSandboxWorkerPolicy(): PolicyDirectives {
  return new Map([
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
  ]);
}

function algoliaOrigins(appId: string | undefined): string[] {
  // DocSearch queries <app>-dsn.algolia.net first and falls back to <app>-{1,2,3}.algolianet.com.
  const app = appId ? appId.toLowerCase() : '*';
  return [
    appId ? `https://${app}-dsn.algolia.net` : 'https://*.algolia.net',
    'https://*.algolianet.com',
    ALGOLIA_INSIGHTS_ORIGIN,
  ];
}

function emulatorOrigin(hostPort: string): string {
  return /^https?:\/\//.test(hostPort) ? hostPort.replace(/\/+$/, '') : `http://${hostPort}`;
}

/** Identity is on only when both the API key and the project id are set. */
export function isIdentityConfigured(identity: SiteCustomFields['identity']): boolean {
  return identity.apiKey !== '' && identity.projectId !== '';
}

/** The directives the site needs: same-origin everything, plus each configured service. */
export function buildPolicyDirectives(input: PolicyInput): PolicyDirectives {
  const { analytics, identity, hostedSearch } = input.customFields;
  const gaEnabled = analytics.measurementId !== '';
  const identityEnabled = isIdentityConfigured(identity);

  const script = ["'self'", ...new Set(input.inlineScriptHashes)];
  if (input.allowEval) script.push("'unsafe-eval'");
  const connect = ["'self'", ...TRY_IT_CONNECT_ORIGINS];
  const img = ["'self'", 'data:', 'blob:'];
  const frame: string[] = [];

  if (gaEnabled) {
    script.push(...GA_SCRIPT_ORIGINS);
    connect.push(...GA_CONNECT_ORIGINS);
    img.push(...GA_IMAGE_ORIGINS);
  }
  if (hostedSearch) {
    script.push(SEARCH_INSIGHTS_SCRIPT);
    connect.push(...algoliaOrigins(input.algoliaAppId));
  }
  if (identityEnabled) {
    connect.push(...FIREBASE_API_ORIGINS);
    const authDomain = identity.authDomain || `${identity.projectId}.firebaseapp.com`;
    frame.push(`https://${authDomain}`);
    if (identity.emulatorHost) connect.push(emulatorOrigin(identity.emulatorHost));
  }

  return new Map<string, string[]>([
    ['default-src', ["'self'"]],
    ['script-src', script],
    // Inline style attributes on every page force 'unsafe-inline': see ./README.md.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', img],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connect],
    ['worker-src', input.allowBlobWorkers ? ["'self'", 'blob:'] : ["'self'"]],
    ['frame-src', frame.length > 0 ? frame : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}

export function serializePolicy(directives: PolicyDirectives): string {
  return [...directives].map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export function buildContentSecurityPolicy(input: PolicyInput): string {
  return serializePolicy(buildPolicyDirectives(input));
}
