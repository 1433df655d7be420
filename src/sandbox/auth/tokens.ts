/**
 * Access tokens of one session: opaque strings from a counter, each with its scopes and an
 * expiry on the sandbox clock (3600 s, as the specs' security schemes state).
 */
export const TOKEN_LIFETIME_SECONDS = 3600;

export interface IssuedToken {
  token: string;
  scopes: string[];
  expiresAt: number;
}

export class TokenStore {
  private readonly tokens = new Map<string, IssuedToken>();
  private counter = 0;

  issue(scopes: string[], nowSeconds: number): IssuedToken {
    this.counter += 1;
    const issued = {
      token: `sandbox_token_${String(this.counter).padStart(4, '0')}`,
      scopes,
      expiresAt: nowSeconds + TOKEN_LIFETIME_SECONDS,
    };
    this.tokens.set(issued.token, issued);
    return issued;
  }

  /** The token's record, or why it is not usable. */
  lookup(
    token: string,
    nowSeconds: number,
  ): { ok: true; token: IssuedToken } | { ok: false; reason: string } {
    const issued = this.tokens.get(token);
    if (!issued) return { ok: false, reason: 'The access token is not known to this sandbox.' };
    if (nowSeconds >= issued.expiresAt)
      return { ok: false, reason: 'The access token expired; fetch a new one.' };
    return { ok: true, token: issued };
  }
}
