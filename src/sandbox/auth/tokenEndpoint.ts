/**
 * The OAuth 2.0 client credentials grant (RFC 6749 section 4.4) at the token URL's path:
 * a form-encoded body with `grant_type=client_credentials` and `scope`, the client
 * authenticated with HTTP Basic (or `client_id`/`client_secret` in the body). The sandbox
 * accepts any non-empty client id and secret. Errors use RFC 6749 section 5.2's JSON, which is
 * what OAuth clients expect from a token endpoint, not problem details.
 */
import type { Reply } from '../core/types';
import { knownScopes } from './scopes';
import { TOKEN_LIFETIME_SECONDS, type TokenStore } from './tokens';

export const TOKEN_PATH = '/oauth/token';

function oauthError(status: number, error: string, description: string): Reply {
  return {
    status,
    body: { error, error_description: description },
    headers: {
      'cache-control': 'no-store',
      ...(status === 401 ? { 'www-authenticate': 'Basic realm="sandbox"' } : {}),
    },
  };
}

function basicCredentials(header: string | undefined): [string, string] | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return undefined;
  let decoded: string;
  try {
    decoded = atob(match[1]!);
  } catch {
    return undefined;
  }
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

export function handleTokenRequest(
  method: string,
  headers: Record<string, string>,
  body: string,
  tokens: TokenStore,
  nowSeconds: number,
): Reply {
  if (method !== 'POST')
    return oauthError(405, 'invalid_request', 'The token endpoint accepts POST only.');
  const contentType = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (contentType !== 'application/x-www-form-urlencoded')
    return oauthError(
      400,
      'invalid_request',
      'Send the body form-encoded (application/x-www-form-urlencoded), not JSON.',
    );
  const form = new URLSearchParams(body);
  const [clientId, clientSecret] = basicCredentials(headers.authorization) ?? [
    form.get('client_id') ?? '',
    form.get('client_secret') ?? '',
  ];
  if (!clientId || !clientSecret)
    return oauthError(
      401,
      'invalid_client',
      'Authenticate the client with HTTP Basic (client id and secret); the sandbox accepts any pair.',
    );
  if (form.get('grant_type') !== 'client_credentials')
    return oauthError(400, 'unsupported_grant_type', 'Use grant_type=client_credentials.');
  const requested = (form.get('scope') ?? '').split(' ').filter(Boolean);
  const known = knownScopes();
  const unknown = requested.filter((scope) => !known.includes(scope));
  if (requested.length === 0 || unknown.length > 0)
    return oauthError(
      400,
      'invalid_scope',
      requested.length === 0
        ? `Name the scopes you need, separated by spaces: ${known.join(' ')}.`
        : `Unknown scope ${unknown.join(', ')}; the scopes are ${known.join(' ')}.`,
    );
  const scopes = [...new Set(requested)];
  const issued = tokens.issue(scopes, nowSeconds);
  return {
    status: 200,
    headers: { 'cache-control': 'no-store' },
    body: {
      access_token: issued.token,
      token_type: 'Bearer',
      expires_in: TOKEN_LIFETIME_SECONDS,
      scope: scopes.join(' '),
    },
  };
}
