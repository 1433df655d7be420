// @vitest-environment jsdom
import { describe, it, expect, beforeEach } from 'vitest';

import { fixRedocSamples } from '../../../src/plugins/api-reference/theme/Redoc/accessibleSamples';

/** jsdom has no layout: give a box the sizes a browser would measure. */
function setSize(element: Element, scrollWidth: number, clientWidth: number): void {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 10 });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 10 });
}

describe('fixRedocSamples', () => {
  beforeEach(() => {
    // The shapes Redoc 2.x renders: an example picker with its caption, a curl sample in a
    // tab panel and a JSON sample box.
    document.body.innerHTML = `
      <div class="redocusaurus">
        <div><span>Example</span><div><select class="dropdown-select"><option>Van at the shop</option></select></div></div>
        <div role="tabpanel"><pre id="curl">curl -X GET https://api.example.com/integration/v1/projects</pre></div>
        <div id="json"><div class="redoc-json"><code>{}</code></div></div>
      </div>`;
  });

  it('names the example picker after its caption', () => {
    fixRedocSamples(document.body);
    expect(document.querySelector('select')?.getAttribute('aria-label')).toBe('Example');
  });

  it('makes only overflowing samples focusable regions, and undoes it when they fit again', () => {
    const curl = document.getElementById('curl')!;
    const json = document.getElementById('json')!;
    setSize(curl, 900, 400);
    setSize(json, 300, 400);
    fixRedocSamples(document.body);
    expect(curl.getAttribute('tabindex')).toBe('0');
    expect(curl.getAttribute('role')).toBe('region');
    expect(curl.getAttribute('aria-label')).toBe('Code sample');
    expect(json.hasAttribute('tabindex')).toBe(false);

    setSize(curl, 400, 400);
    setSize(json, 900, 400);
    fixRedocSamples(document.body);
    expect(curl.hasAttribute('tabindex')).toBe(false);
    expect(curl.hasAttribute('role')).toBe(false);
    expect(json.getAttribute('aria-label')).toBe('JSON sample');
  });

  it('leaves a tabindex Redoc set itself alone', () => {
    const curl = document.getElementById('curl')!;
    curl.setAttribute('tabindex', '-1');
    setSize(curl, 900, 400);
    fixRedocSamples(document.body);
    expect(curl.getAttribute('tabindex')).toBe('-1');
    expect(curl.hasAttribute('role')).toBe(false);
  });
});
