/**
 * Scopes: the ones each API's security scheme defines, and the check every operation makes
 * against the scopes its `security` names. Write does not include read (docs/quickstart/auth.mdx):
 * a token needs every scope an operation lists.
 */
import { API_IDS, apiDocument } from '../core/specs';

interface OAuthSchemes {
  components?: {
    securitySchemes?: Record<
      string,
      { flows?: { clientCredentials?: { scopes?: Record<string, string> } } }
    >;
  };
}

/** Every scope any of the three APIs defines, in spec order. */
export function knownScopes(): string[] {
  return API_IDS.flatMap((api) =>
    Object.values((apiDocument(api) as OAuthSchemes).components?.securitySchemes ?? {}).flatMap(
      (scheme) => Object.keys(scheme.flows?.clientCredentials?.scopes ?? {}),
    ),
  );
}

/** The scopes of `required` that `granted` lacks. */
export function missingScopes(required: readonly string[], granted: readonly string[]): string[] {
  return required.filter((scope) => !granted.includes(scope));
}
