/**
 * The accessible name of a prerendered diagram and the SVG root that carries it
 * (src/plugins/mermaid-prerender/diagramTitle.ts, accessibleSvg.ts).
 */
import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';

import { accessibleSvg } from '../../../src/plugins/mermaid-prerender/accessibleSvg';
import { diagramTitle } from '../../../src/plugins/mermaid-prerender/diagramTitle';
import { scopedIds } from '../../../src/plugins/mermaid-prerender/scopedIds';

describe('diagramTitle', () => {
  it('prefers the accTitle, then the fence caption, then a title in the diagram', () => {
    const source = 'gantt\n  title van_01 on 2 March\n  dateFormat HH:mm\n';
    expect(diagramTitle({ source, accTitle: 'Shift', caption: 'Van 1', section: 'S' })).toBe(
      'Shift',
    );
    expect(diagramTitle({ source, caption: 'Van 1', section: 'S' })).toBe('Van 1');
    expect(diagramTitle({ source, section: 'S' })).toBe('van_01 on 2 March');
    expect(
      diagramTitle({ source: '---\ntitle: "Order states"\n---\nstateDiagram-v2\n  [*] --> a\n' }),
    ).toBe('Order states');
  });

  it('falls back to the kind of diagram and its section', () => {
    expect(diagramTitle({ source: 'sequenceDiagram\n  A->>B: hi\n', section: 'Retries' })).toBe(
      'Sequence diagram: Retries',
    );
    expect(diagramTitle({ source: '%% note\nflowchart LR\n  A --> B\n', section: 'Flow' })).toBe(
      'Flowchart: Flow',
    );
    expect(diagramTitle({ source: 'erDiagram\n  A ||--o{ B : has\n' })).toBe(
      'Entity-relationship diagram',
    );
    expect(diagramTitle({ source: 'mindmap\n  root\n', section: 'Ideas' })).toBe('Diagram: Ideas');
  });
});

describe('accessibleSvg', () => {
  const mermaidSvg =
    '<svg id="m-0" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 475px;" ' +
    'viewBox="0 0 475 435" role="graphics-document document" aria-roledescription="sequence" ' +
    'aria-labelledby="chart-title-m-0"><title id="chart-title-m-0">x</title><g></g></svg>';

  it('makes the root an image named by the title, keeping the other attributes', () => {
    const svg = new JSDOM(
      accessibleSvg(mermaidSvg, 'Retries & "back-off" <1 h>'),
    ).window.document.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Retries & "back-off" <1 h>');
    expect(svg.hasAttribute('aria-labelledby')).toBe(false);
    expect(svg.getAttribute('viewBox')).toBe('0 0 475 435');
    expect(svg.getAttribute('style')).toBe('max-width: 475px;');
    expect(svg.getAttribute('aria-roledescription')).toBe('sequence');
    expect(svg.querySelector('g')).not.toBeNull();
  });

  it('refuses output that is not an SVG', () => {
    expect(() => accessibleSvg('<div></div>', 'x')).toThrow(/does not start with <svg>/);
  });
});

describe('scopedIds', () => {
  it("prefixes ids Mermaid left unscoped, and their references, with the SVG's id", () => {
    const svg =
      '<svg id="m-light-0"><defs><marker id="m-light-0_arrow"/></defs>' +
      '<g id="actor3"><use href="#actor3"/></g><path id="S1---S1---1" marker-end="url(#m-light-0_arrow)"/>' +
      '<path style="a:url(#S1---S1---1)"/><g id="actor30"/></svg>';
    expect(scopedIds(svg)).toBe(
      '<svg id="m-light-0"><defs><marker id="m-light-0_arrow"/></defs>' +
        '<g id="m-light-0-actor3"><use href="#m-light-0-actor3"/></g>' +
        '<path id="m-light-0-S1---S1---1" marker-end="url(#m-light-0_arrow)"/>' +
        '<path style="a:url(#m-light-0-S1---S1---1)"/><g id="m-light-0-actor30"/></svg>',
    );
  });
});
