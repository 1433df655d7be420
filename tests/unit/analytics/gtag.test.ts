// @vitest-environment jsdom
import { describe, it, expect, beforeEach } from 'vitest';

import { gtagScriptUrl, installGtag } from '../../../src/plugins/analytics/gtag';

function gtagCalls(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

describe('gtag bootstrap', () => {
  beforeEach(() => {
    delete window.dataLayer;
    Reflect.deleteProperty(window, 'gtag');
    document.head.innerHTML = '';
  });

  it('adds exactly one async gtag.js script for the measurement id', () => {
    installGtag('G-TEST123');
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    ]);
    expect(scripts[0]?.async).toBe(true);
  });

  it('requests gtag.js only when the scheduler runs, and keeps the views queued till then', () => {
    let loadScript: (() => void) | undefined;
    const send = installGtag('G-TEST123', window, (load) => {
      loadScript = load;
    });
    send({ pagePath: '/a', pageTitle: 'A', pageLocation: 'https://x/a' });
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(gtagCalls().filter((call) => call[1] === 'page_view')).toHaveLength(1);
    loadScript?.();
    expect([...document.head.querySelectorAll('script')].map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    ]);
  });

  it('escapes the id in the script URL', () => {
    expect(gtagScriptUrl('G-A&B')).toBe('https://www.googletagmanager.com/gtag/js?id=G-A%26B');
  });

  it('turns off the automatic page view and queues ours as arguments objects', () => {
    const send = installGtag('G-TEST123');
    send({ pagePath: '/docs/intro#a', pageTitle: 'Intro', pageLocation: 'https://x/docs/intro#a' });
    const calls = gtagCalls();
    expect(calls[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    // The (redacted) location is set for every later event gtag.js sends by itself.
    expect(calls[2]).toEqual([
      'set',
      { page_path: '/docs/intro#a', page_title: 'Intro', page_location: 'https://x/docs/intro#a' },
    ]);
    expect(calls[3]).toEqual([
      'event',
      'page_view',
      {
        page_path: '/docs/intro#a',
        page_title: 'Intro',
        page_location: 'https://x/docs/intro#a',
        send_to: 'G-TEST123',
      },
    ]);
    expect(Object.prototype.toString.call(window.dataLayer?.[3])).toBe('[object Arguments]');
  });
});
