// @vitest-environment jsdom
/**
 * The site's one way to load late (src/clientModules/loadOnIntent.ts): each trigger is planted
 * (the load event, an idle period or its fallback timer, an intent event, an element nearing
 * the viewport) and the task must run then and not before; a cancel must stop it, and on the
 * server nothing runs.
 */
import React, { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  afterLoad,
  onIntent,
  useNearViewport,
  useOnIntent,
  whenIdle,
  whenNearViewport,
  whenPageInteractive,
} from '../../../src/clientModules/loadOnIntent';

type IdleCallback = (deadline: { timeRemaining(): number }) => void;

/** Makes the document report `state` until the test ends. */
function setReadyState(state: DocumentReadyState): void {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

/** A stand-in for requestIdleCallback: the test runs each requested callback by hand. */
function stubIdleCallbacks() {
  const requested: Array<{ callback: IdleCallback; timeout: number | undefined }> = [];
  const cancelled: number[] = [];
  vi.stubGlobal(
    'requestIdleCallback',
    (callback: IdleCallback, options?: { timeout: number }) =>
      requested.push({ callback, timeout: options?.timeout }) - 1,
  );
  vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
  return {
    requested,
    cancelled,
    runIdle(index: number, msLeft: number) {
      requested[index]!.callback({ timeRemaining: () => msLeft });
    },
  };
}

/** A stand-in for IntersectionObserver whose reports the test sends. */
function stubIntersectionObserver() {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    observed: Element[] = [];
    disconnected = false;
    constructor(
      readonly report: (entries: Array<{ isIntersecting: boolean }>) => void,
      readonly options: { rootMargin?: string },
    ) {
      observers.push(this);
    }
    observe(element: Element) {
      this.observed.push(element);
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observers;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterLoad', () => {
  it('runs at once on a page that has loaded', () => {
    setReadyState('complete');
    const task = vi.fn();
    afterLoad(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event, and runs nothing once cancelled', () => {
    setReadyState('loading');
    const task = vi.fn();
    const cancelled = vi.fn();
    afterLoad(task);
    afterLoad(cancelled)();
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('whenIdle', () => {
  it('asks for an idle period with the timeout and hands the task its time left', () => {
    const idle = stubIdleCallbacks();
    const timeLeft: number[] = [];
    whenIdle((left) => timeLeft.push(left()), { timeoutMs: 2000, fallbackMs: 50 });
    expect(idle.requested.map((request) => request.timeout)).toEqual([2000]);
    expect(timeLeft).toEqual([]);
    idle.runIdle(0, 12);
    expect(timeLeft).toEqual([12]);
  });

  it('cancels the idle callback it asked for', () => {
    const idle = stubIdleCallbacks();
    whenIdle(() => {}, { timeoutMs: 2000, fallbackMs: 0 })();
    expect(idle.cancelled).toEqual([0]);
  });

  it('falls back to a timer where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    expect('requestIdleCallback' in window).toBe(false);
    const timeLeft: number[] = [];
    whenIdle((left) => timeLeft.push(left()), { timeoutMs: 2000, fallbackMs: 50 });
    vi.advanceTimersByTime(49);
    expect(timeLeft).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(timeLeft).toEqual([0]);
  });

  it('clears the fallback timer when cancelled', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, { timeoutMs: 2000, fallbackMs: 0 })();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });

  it('with afterLoad, asks for the idle period only after the load event', () => {
    setReadyState('loading');
    const idle = stubIdleCallbacks();
    const task = vi.fn();
    whenIdle(task, { afterLoad: true, timeoutMs: 2000, fallbackMs: 0 });
    expect(idle.requested).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle.requested).toHaveLength(1);
    idle.runIdle(0, 5);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('with afterLoad, cancelled before the load event, never asks', () => {
    setReadyState('loading');
    const idle = stubIdleCallbacks();
    whenIdle(() => {}, { afterLoad: true, timeoutMs: 2000, fallbackMs: 0 })();
    window.dispatchEvent(new Event('load'));
    expect(idle.requested).toHaveLength(0);
  });
});

describe('whenPageInteractive', () => {
  it('waits for load, then an idle period of at most 3 s', () => {
    setReadyState('loading');
    const idle = stubIdleCallbacks();
    const task = vi.fn();
    whenPageInteractive(task);
    expect(idle.requested).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle.requested.map((request) => request.timeout)).toEqual([3000]);
    expect(task).not.toHaveBeenCalled();
    idle.runIdle(0, 0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits 200 ms after load where there are no idle callbacks', () => {
    vi.useFakeTimers();
    setReadyState('complete');
    const task = vi.fn();
    whenPageInteractive(task);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('onIntent', () => {
  let button: HTMLButtonElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="outer"><button><span>Run</span></button></div>';
    button = document.querySelector('button')!;
  });

  it('calls the handler for each named event, inside the element too, and no other', () => {
    const handler = vi.fn();
    onIntent(button, ['pointerover', 'focus'], handler);
    button.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    button.dispatchEvent(new Event('focus'));
    button.dispatchEvent(new Event('click', { bubbles: true }));
    expect(handler.mock.calls.map(([event]) => (event as Event).type)).toEqual([
      'pointerover',
      'focus',
    ]);
  });

  it('stops when cancelled', () => {
    const handler = vi.fn();
    onIntent(button, ['pointerenter'], handler)();
    button.dispatchEvent(new Event('pointerenter'));
    expect(handler).not.toHaveBeenCalled();
  });

  it('with once, counts only the first of the events', () => {
    const handler = vi.fn();
    onIntent(window, ['keydown', 'scroll'], handler, { once: true });
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('scroll'));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('with capture, sees an event the target stops', () => {
    const outer = document.getElementById('outer')!;
    button.addEventListener('pointerdown', (event) => event.stopPropagation());
    const captured = vi.fn();
    const bubbled = vi.fn();
    onIntent(outer, ['pointerdown'], captured, { capture: true });
    onIntent(outer, ['pointerdown'], bubbled);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(captured).toHaveBeenCalledTimes(1);
    expect(bubbled).not.toHaveBeenCalled();
  });

  it('listens passively, so a touch never waits for it to scroll', () => {
    const add = vi.spyOn(button, 'addEventListener');
    onIntent(button, ['touchstart'], () => {});
    expect(add).toHaveBeenCalledWith('touchstart', expect.any(Function), {
      capture: false,
      passive: true,
    });
  });
});

describe('whenNearViewport', () => {
  it('runs the task once the element is within the margin, then stops observing', () => {
    const observers = stubIntersectionObserver();
    const element = document.createElement('div');
    const task = vi.fn();
    whenNearViewport(element, '800px 0px', task);
    const [observer] = observers;
    expect(observer!.options.rootMargin).toBe('800px 0px');
    expect(observer!.observed).toEqual([element]);
    observer!.report([{ isIntersecting: false }]);
    expect(task).not.toHaveBeenCalled();
    observer!.report([{ isIntersecting: true }]);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observer!.disconnected).toBe(true);
  });

  it('stops observing when cancelled', () => {
    const observers = stubIntersectionObserver();
    whenNearViewport(document.createElement('div'), '0px', () => {})();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('runs at once where the browser has no IntersectionObserver', () => {
    expect('IntersectionObserver' in window).toBe(false);
    const task = vi.fn();
    whenNearViewport(document.createElement('div'), '0px', task);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('the hooks', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement('div');
    document.body.replaceChildren(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
  });

  it('useNearViewport turns true when the element nears the viewport, and stays true', () => {
    const observers = stubIntersectionObserver();
    function Block() {
      const [ref, isNear] = useNearViewport<HTMLDivElement>('800px 0px');
      return React.createElement('div', { ref }, isNear ? 'near' : 'far');
    }
    act(() => root.render(React.createElement(Block)));
    expect(container.textContent).toBe('far');
    act(() => observers[0]!.report([{ isIntersecting: true }]));
    expect(container.textContent).toBe('near');
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('useOnIntent listens on the mounted element while enabled', () => {
    const handler = vi.fn();
    const events = ['pointerenter'] as const;
    function Button({ enabled }: { enabled: boolean }) {
      const ref = useRef<HTMLButtonElement>(null);
      useOnIntent(ref, events, handler, enabled);
      return React.createElement('button', { ref });
    }
    act(() => root.render(React.createElement(Button, { enabled: true })));
    container.querySelector('button')!.dispatchEvent(new Event('pointerenter'));
    expect(handler).toHaveBeenCalledTimes(1);
    act(() => root.render(React.createElement(Button, { enabled: false })));
    container.querySelector('button')!.dispatchEvent(new Event('pointerenter'));
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('on the server', () => {
  it('runs nothing and hands back a cancel that does nothing', () => {
    vi.stubGlobal('window', undefined);
    const task = vi.fn();
    const element = document.createElement('div');
    const cancels = [
      afterLoad(task),
      whenIdle(task, { timeoutMs: 1, fallbackMs: 0 }),
      whenPageInteractive(task),
      onIntent(element, ['click'], task),
      whenNearViewport(element, '0px', task),
    ];
    element.dispatchEvent(new Event('click'));
    for (const cancel of cancels) expect(cancel).not.toThrow();
    expect(task).not.toHaveBeenCalled();
  });
});
