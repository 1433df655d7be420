/**
 * Problem type URIs are fixed identifiers (https://docs.example.com/problems/<slug>); they
 * resolve only if the published site is that host. The site's default `url` is the one fact
 * that decides it, so it and the URIs' origin must not drift apart.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PROBLEM_TYPE_BASE } from '../../../src/plugins/problem-catalogue/problemTypes';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('problem type URIs and the site url', () => {
  it('the default site url is the origin of the problem type URIs', async () => {
    vi.resetModules();
    vi.stubEnv('SITE_URL', undefined as unknown as string);
    const { default: config } = (await import('../../../docusaurus.config')) as {
      default: { url: string; baseUrl: string };
    };
    expect(new URL(config.baseUrl, config.url).href).toBe(new URL('/', PROBLEM_TYPE_BASE).href);
  });
});
