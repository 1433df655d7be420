// @vitest-environment jsdom
/**
 * The route progress bar with our markup (src/clientModules/progressBar.ts): it must still
 * work (nprogress finds its bar with a selector that has to match the markup), and carry no
 * invalid ARIA role.
 */
import { describe, expect, it } from 'vitest';
import nprogress from 'nprogress';

import '../../../src/clientModules/progressBar';

describe('route progress bar', () => {
  it('starts, moves and finishes without errors', () => {
    expect(() => {
      nprogress.start();
      nprogress.set(0.5);
    }).not.toThrow();
    const bar = document.querySelector<HTMLElement>('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar!.style.transform || bar!.style.marginLeft).not.toBe('');
    nprogress.done();
  });

  it('has no role attribute that is not an ARIA role', () => {
    nprogress.start();
    const roles = [...document.querySelectorAll('#nprogress [role]')].map((element) =>
      element.getAttribute('role'),
    );
    expect(roles).toEqual([]);
    expect(document.querySelector('#nprogress .bar')!.getAttribute('aria-hidden')).toBe('true');
    nprogress.done();
  });
});
