import { act, createElement, type ReactNode } from 'react';
import { JSDOM } from 'jsdom';
import { afterEach, beforeAll, describe, it, expect, vi } from 'vitest';

import Term from '../../src/components/Term';

// The jsdom environment would make Vite resolve @docusaurus/Link (a webpack alias of the site)
// and fail, so this file stays in the node environment and installs a DOM itself, before
// react-dom/client is loaded (it decides at import time whether a DOM exists).
vi.mock('@docusaurus/Link', () => ({
  default: ({ to, children, ...rest }: { to: string; children?: ReactNode }) =>
    createElement('a', { href: to, ...rest }, children),
}));

const { window } = new JSDOM('<!doctype html><html><body></body></html>');
const globals = globalThis as Record<string, unknown>;
let createRoot: typeof import('react-dom/client').createRoot;

beforeAll(async () => {
  globals.window = window;
  globals.document = window.document;
  // Node 20 has no global navigator; Node 21+ does, and it must not be replaced there.
  globals.navigator ??= window.navigator;
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  ({ createRoot } = await import('react-dom/client'));
});

function mount(): { wrapper: HTMLElement; link: HTMLAnchorElement; unmount: () => void } {
  const container = window.document.createElement('div');
  window.document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(createElement(Term, { id: 'slack' }, 'slack')));
  const link = container.querySelector('a');
  const wrapper = link?.parentElement;
  if (!link || !wrapper) throw new Error('Term did not render a link');
  return { wrapper, link, unmount: () => act(() => root.unmount()) };
}

const pressEscape = (): void => {
  act(() => {
    window.document.dispatchEvent(
      new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
  });
};

describe('<Term> in the browser', () => {
  let cleanup: (() => void) | undefined;
  afterEach(() => cleanup?.());

  it('hides the tooltip on Escape while focused, and shows it again on the next focus', () => {
    const { wrapper, link, unmount } = mount();
    cleanup = unmount;
    act(() => link.focus());
    expect(wrapper.dataset.dismissed).toBeUndefined();
    pressEscape();
    expect(wrapper.dataset.dismissed).toBe('true');
    act(() => link.blur());
    expect(wrapper.dataset.dismissed).toBeUndefined();
    act(() => link.focus());
    expect(wrapper.dataset.dismissed).toBeUndefined();
  });

  it('hides the tooltip on Escape while the pointer hovers, without focus', () => {
    const { wrapper, unmount } = mount();
    cleanup = unmount;
    act(() => {
      wrapper.dispatchEvent(new window.MouseEvent('mouseover', { bubbles: true }));
    });
    pressEscape();
    expect(wrapper.dataset.dismissed).toBe('true');
  });

  it('ignores Escape when neither hovered nor focused', () => {
    const { wrapper, unmount } = mount();
    cleanup = unmount;
    pressEscape();
    expect(wrapper.dataset.dismissed).toBeUndefined();
  });
});
