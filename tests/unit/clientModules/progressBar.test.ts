// @vitest-environment jsdom
/**
 * The route progress bar (src/clientModules/progressBar.ts): it must still work (nprogress
 * finds its bar with a selector that has to match our markup), carry no invalid ARIA role, and
 * show only for a navigation to another path that has not rendered within the delay.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type NProgress from 'nprogress';

import progressBar, { loadProgressBar } from '../../../src/clientModules/progressBar';

type RouteArgs = Parameters<NonNullable<typeof progressBar.onRouteUpdate>>[0];

let nprogress: typeof NProgress;

function navigation(from: string, to: string): RouteArgs {
  const location = (pathname: string) => ({
    pathname,
    search: '',
    hash: '',
    state: undefined,
    key: pathname,
  });
  return { previousLocation: location(from), location: location(to) } as RouteArgs;
}

beforeAll(async () => {
  nprogress = await loadProgressBar();
});

afterEach(() => {
  nprogress.done();
  nprogress.remove();
  vi.useRealTimers();
});

describe('route progress bar', () => {
  it('starts, moves and finishes without errors', () => {
    expect(() => {
      nprogress.start();
      nprogress.set(0.5);
    }).not.toThrow();
    const bar = document.querySelector<HTMLElement>('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar!.style.transform || bar!.style.marginLeft).not.toBe('');
  });

  it('has no role attribute that is not an ARIA role', () => {
    nprogress.start();
    const roles = [...document.querySelectorAll('#nprogress [role]')].map((element) =>
      element.getAttribute('role'),
    );
    expect(roles).toEqual([]);
    expect(document.querySelector('#nprogress .bar')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows for a navigation to another path that lasts the delay', async () => {
    vi.useFakeTimers();
    progressBar.onRouteUpdate?.(navigation('/docs/a', '/docs/b'));
    await vi.advanceTimersByTimeAsync(199);
    expect(nprogress.isStarted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(nprogress.isStarted()).toBe(true);
    progressBar.onRouteDidUpdate?.(navigation('/docs/a', '/docs/b'));
    expect(nprogress.isStarted()).toBe(false);
  });

  it('does not show for a navigation that renders within the delay, or stays on the page', async () => {
    vi.useFakeTimers();
    const done = progressBar.onRouteUpdate?.(navigation('/docs/a', '/docs/b'));
    await vi.advanceTimersByTimeAsync(100);
    expect(nprogress.isStarted()).toBe(false);
    if (typeof done === 'function') done();
    progressBar.onRouteDidUpdate?.(navigation('/docs/a', '/docs/b'));
    progressBar.onRouteUpdate?.(navigation('/docs/b', '/docs/b'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(nprogress.isStarted()).toBe(false);
  });
});
