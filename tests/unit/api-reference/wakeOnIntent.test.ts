// @vitest-environment jsdom
/**
 * The static API reference wakes Redoc on the reader's first intent inside it
 * (src/plugins/api-reference/theme/Redoc/wakeOnIntent.ts): a focus, press or key there, and
 * also a focus given before the watch began (a click into the search box while the page was
 * still hydrating fires no event afterwards).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@theme/TryIt', () => ({ TRY_IT_ATTRIBUTE: 'data-try-it' }));

const { elementAt, watchForIntent } =
  await import('../../../src/plugins/api-reference/theme/Redoc/wakeOnIntent');

function reference(): { root: HTMLElement; search: HTMLInputElement; tryIt: HTMLButtonElement } {
  document.body.innerHTML = `
    <div id="root">
      <nav><button data-try-it>Try it</button><div><input class="search-input"></div></nav>
      <main><p>text</p></main>
    </div>
    <input id="outside">`;
  return {
    root: document.getElementById('root')!,
    search: document.querySelector<HTMLInputElement>('.search-input')!,
    tryIt: document.querySelector<HTMLButtonElement>('[data-try-it]')!,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('watchForIntent', () => {
  it('wakes once on the first focus inside the reference, with its path and focus', () => {
    const { root, search } = reference();
    const wake = vi.fn();
    const stop = watchForIntent(root, wake);
    expect(wake).not.toHaveBeenCalled();
    search.focus();
    search.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
    const intent = wake.mock.calls[0]![0]();
    expect(elementAt(root, intent.path)).toBe(search);
    expect(intent.focus).toBe(true);
    expect(intent.click).toBe(true);
    stop();
  });

  it('counts a focus given before it began watching as the first intent', () => {
    const { root, search } = reference();
    search.focus();
    const wake = vi.fn();
    const stop = watchForIntent(root, wake);
    expect(wake).toHaveBeenCalledTimes(1);
    const intent = wake.mock.calls[0]![0]();
    expect(elementAt(root, intent.path)).toBe(search);
    expect(intent).toMatchObject({ focus: true, click: false });
    stop();
  });

  it('does not wake for a focus outside the reference or on a Try it button', () => {
    const { root, tryIt } = reference();
    document.getElementById('outside')!.focus();
    const wake = vi.fn();
    const stop = watchForIntent(root, wake);
    tryIt.focus();
    tryIt.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(wake).not.toHaveBeenCalled();
    stop();
  });

  it('does not wake when a Try it button had the focus before it began watching', () => {
    const { root, tryIt } = reference();
    tryIt.focus();
    const wake = vi.fn();
    watchForIntent(root, wake)();
    expect(wake).not.toHaveBeenCalled();
  });
});
