import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { describe, it, expect, vi } from 'vitest';

import Term from '../../src/components/Term';
import { GLOSSARY, TERM_IDS } from '../../src/data/glossary';

// @docusaurus/Link needs the site's router context; outside the site a plain anchor is what
// the component is expected to produce anyway when JavaScript is off.
vi.mock('@docusaurus/Link', () => ({
  default: ({ to, children, ...rest }: { to: string; children?: ReactNode }) =>
    createElement('a', { href: to, ...rest }, children),
}));

function render(id: string, text?: string): Document {
  const html = renderToString(createElement(Term, { id }, text));
  return new JSDOM(`<!doctype html><body>${html}</body>`).window.document;
}

describe('<Term>', () => {
  it('renders a link to the term page with the given words', () => {
    const doc = render('booking', 'bookings');
    const link = doc.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/docs/terms/booking');
    expect(link?.textContent).toBe('bookings');
  });

  it('falls back to the glossary term when it has no children', () => {
    expect(render('compound_zone').querySelector('a')?.textContent).toBe('compound zone');
  });

  it('wires the link to a tooltip holding the definition', () => {
    for (const id of TERM_IDS) {
      const doc = render(id, 'x');
      const link = doc.querySelector('a');
      const describedBy = link?.getAttribute('aria-describedby');
      expect(describedBy, id).toBeTruthy();
      const tooltip = doc.getElementById(describedBy ?? '');
      expect(tooltip?.getAttribute('role'), id).toBe('tooltip');
      expect(tooltip?.textContent, id).toBe(GLOSSARY[id].definition);
      // The tooltip is a sibling, not inside the link, so the link's name stays the words.
      expect(link?.contains(tooltip ?? null), id).toBe(false);
    }
  });

  it('gives two terms on one page distinct tooltip ids', () => {
    const html = renderToString(
      createElement(
        'p',
        null,
        createElement(Term, { id: 'node' }),
        ' and ',
        createElement(Term, { id: 'booking' }),
      ),
    );
    const doc = new JSDOM(html).window.document;
    const ids = [...doc.querySelectorAll('[role="tooltip"]')].map((el) => el.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('throws on an unknown id, naming it', () => {
    expect(() => render('bookng')).toThrow(/bookng/);
  });
});

describe('GLOSSARY', () => {
  it('holds one sentence per term and a page under /docs/terms/ named after its id', () => {
    const problems: string[] = [];
    for (const id of TERM_IDS) {
      const entry = GLOSSARY[id];
      if (entry.page !== `/docs/terms/${id}`) problems.push(`${id}: page ${entry.page}`);
      const sentences = entry.definition.match(/[.!?](\s|$)/g) ?? [];
      if (sentences.length !== 1 || !entry.definition.endsWith('.'))
        problems.push(`${id}: definition is not exactly one sentence`);
      const spelledOut = `${entry.expansion ?? ''} (${entry.term})`.toLowerCase();
      if (entry.expansion && !entry.definition.toLowerCase().includes(spelledOut))
        problems.push(`${id}: definition does not spell out "${entry.expansion} (${entry.term})"`);
    }
    expect(problems).toEqual([]);
  });
});
