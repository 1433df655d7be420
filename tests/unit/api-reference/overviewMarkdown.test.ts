import { describe, expect, it } from 'vitest';

import { markdownToHtml } from '../../../src/plugins/api-reference/overview';

describe('spec Markdown on the overview page', () => {
  it('keeps http, https, mailto, relative and #anchor links', () => {
    const html = markdownToHtml(
      [
        '[a](https://example.com/x) [b](http://example.com) [c](mailto:team@example.com)',
        '[d](/docs/intro) [e](#tag/Plans) [f](../errors) <https://example.com/auto>',
        '![map](/img/map.png)',
      ].join('\n'),
    );
    for (const href of [
      'https://example.com/x',
      'http://example.com',
      'mailto:team@example.com',
      '/docs/intro',
      '#tag/Plans',
      '../errors',
      'https://example.com/auto',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('<img src="/img/map.png" alt="map">');
  });

  it('drops javascript:, data: and other protocols, keeping the link text', () => {
    const html = markdownToHtml(
      [
        '[click](javascript:alert(1)) [upper](JAVASCRIPT:alert(2)) [padded]( javascript:alert(3))',
        '[doc](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:x)',
        '[ref][r] ![pixel](data:image/svg+xml,<svg/onload=alert(5)>)',
        '',
        '[r]: javascript:alert(6)',
      ].join('\n'),
    );
    expect(html).not.toMatch(/javascript|data:|vbscript|<img|href/i);
    for (const text of ['click', 'upper', 'padded', 'doc', 'vb', 'ref']) {
      expect(html).toContain(text);
    }
  });
});
