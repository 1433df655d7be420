// @vitest-environment jsdom
/**
 * Redoc's section titles in the outline
 * (src/plugins/api-reference/theme/Redoc/accessibleHeadings.ts): no level is skipped under an
 * operation, and headings already in order are left alone.
 */
import { describe, expect, it } from 'vitest';

import { levelRedocHeadings } from '../../../src/plugins/api-reference/theme/Redoc/accessibleHeadings';

/** Each heading's level as assistive technology reads it. */
function outline(): string[] {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
    (heading) =>
      `${heading.getAttribute('aria-level') ?? heading.tagName.slice(1)} ${heading.textContent}`,
  );
}

describe('levelRedocHeadings', () => {
  it('puts an operation’s <h5> titles one level under it, and <h6> one further', () => {
    // The shape Redoc 2.x renders: a tag, an operation, its parts, the samples panel.
    document.body.innerHTML = `
      <h1>Bookings</h1>
      <h2>Create a booking</h2>
      <h5>Request Body schema</h5><h6>pickup</h6>
      <h5>Responses</h5>
      <h3>Request samples</h3>
      <h2>Delete a booking</h2>
      <h5>path Parameters</h5>`;
    levelRedocHeadings(document.body);
    expect(outline()).toEqual([
      '1 Bookings',
      '2 Create a booking',
      '3 Request Body schema',
      '4 pickup',
      '3 Responses',
      '3 Request samples',
      '2 Delete a booking',
      '3 path Parameters',
    ]);
  });

  it('leaves headings in order as they are, and undoes a level that is no longer needed', () => {
    document.body.innerHTML = `<h3>Samples</h3><h4>Curl</h4><h5 aria-level="3">Body</h5>`;
    levelRedocHeadings(document.body);
    expect(outline()).toEqual(['3 Samples', '4 Curl', '5 Body']);
  });
});
