import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { describe, it, expect, vi } from 'vitest';

import GlossaryList from '../../src/components/GlossaryList';
import { alphabeticalTermIds } from '../../src/data/glossary';
import { GLOSSARY, TERM_IDS } from '../../src/data/glossary';

vi.mock('@docusaurus/Link', () => ({
  default: ({ to, children }: { to: string; children?: ReactNode }) =>
    createElement('a', { href: to }, children),
}));

describe('<GlossaryList>', () => {
  const doc = new JSDOM(renderToString(createElement(GlossaryList))).window.document;
  const entries = [...doc.querySelectorAll('dl > div')];

  it('lists every term once, alphabetically, with its definition and a link to its page', () => {
    expect(entries.map((entry) => entry.id)).toEqual(alphabeticalTermIds());
    expect(new Set(entries.map((entry) => entry.id))).toEqual(new Set(TERM_IDS));
    for (const entry of entries) {
      const id = entry.id as keyof typeof GLOSSARY;
      expect(entry.querySelector('dt a')?.getAttribute('href')).toBe(GLOSSARY[id].page);
      expect(entry.querySelector('dd')?.textContent).toBe(GLOSSARY[id].definition);
    }
    const terms = entries.map((entry) => entry.querySelector('dt a')?.textContent ?? '');
    expect(terms).toEqual(
      [...terms].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });

  it('expands the acronyms', () => {
    const dt = (id: string) => doc.getElementById(id)?.querySelector('dt')?.textContent;
    expect(dt('dfr')).toBe('DFR (dynamic fleet routing)');
    expect(dt('erp')).toBe('ERP (enterprise resource planning)');
    expect(dt('oms')).toBe('OMS (order management system)');
    expect(dt('jit')).toBe('JIT (just-in-time)');
  });
});
