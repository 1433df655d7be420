import { describe, expect, it } from 'vitest';

import { blockCallsApi } from './blockCalls';

describe('blockCallsApi', () => {
  it('counts a top-level fetch, requests call or curl as a call', () => {
    expect(blockCallsApi({ lang: 'js', value: "await fetch('https://x');" }, 'javascript')).toBe(
      true,
    );
    expect(
      blockCallsApi({ lang: 'python', value: 'import requests\nrequests.get(URL)' }, 'python'),
    ).toBe(true);
    expect(blockCallsApi({ lang: 'bash', value: 'curl -s "$URL"' }, 'curl')).toBe(true);
  });

  it('does not count a helper that only defines the call', () => {
    const js = [
      "const BASE = 'https://x';",
      'async function api(method, url) {',
      '  const response = await fetch(url, { method });',
      '  if (!response.ok) { throw new Error(String(response.status)); }',
      '  return response.json();',
      '}',
    ].join('\n');
    expect(blockCallsApi({ lang: 'js', value: js }, 'javascript')).toBe(false);
    const python = [
      'import requests',
      'session = requests.Session()',
      '',
      'def api(method, url):',
      '    response = session.request(method, url)',
      '    return requests.get(url)',
    ].join('\n');
    expect(blockCallsApi({ lang: 'python', value: python }, 'python')).toBe(false);
  });

  it('still counts a call after the helper', () => {
    const js = 'async function api(url) {\n  return fetch(url);\n}\nawait fetch(BASE);';
    expect(blockCallsApi({ lang: 'js', value: js }, 'javascript')).toBe(true);
    const python =
      'import requests\n\ndef api(url):\n    return requests.get(url)\n\nrequests.post(URL)';
    expect(blockCallsApi({ lang: 'python', value: python }, 'python')).toBe(true);
  });
});
