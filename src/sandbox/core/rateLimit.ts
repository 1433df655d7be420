/**
 * The RateLimit and RateLimit-Policy headers every response carries (shared.yaml): a quota of
 * 600 requests per 60-second window, counted on the sandbox clock, so the values are the same
 * in every fresh session. The sandbox never answers 429: one reader cannot use up the quota
 * faster than the clock moves (one second per request).
 */
export const QUOTA = 600;
export const WINDOW_SECONDS = 60;

export class RateLimitCounter {
  private window = -1;
  private used = 0;

  /** Counts one request at `nowSeconds` and returns the headers for its response. */
  count(nowSeconds: number): Record<string, string> {
    const window = Math.floor(nowSeconds / WINDOW_SECONDS);
    if (window !== this.window) {
      this.window = window;
      this.used = 0;
    }
    this.used += 1;
    const reset = WINDOW_SECONDS - (nowSeconds % WINDOW_SECONDS);
    return {
      ratelimit: `"default";r=${QUOTA - this.used};t=${reset}`,
      'ratelimit-policy': `"default";q=${QUOTA};w=${WINDOW_SECONDS}`,
    };
  }
}
