// @vitest-environment jsdom
import { elementScroll, observeElementOffset, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { cleanup, renderHook } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_RECT, observeRectAtLayout, scrollUnlessMounting } from './virtualizerMount';

// FailuresTable replaces two of the virtualizer's options (virtualizerMount.ts). These tests run
// the installed @tanstack/react-virtual and pin what the replacements rely on: when the adapter
// calls them, with what, and what it does with their results. One failing after an upgrade means
// the replacement no longer does what its comment says.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * A ResizeObserver that records what each instance observes, so a test can tell the table's
 * observer from the one the virtualizer keeps for its rows, and fire it by hand.
 */
interface Observed {
  callback: ResizeObserverCallback;
  targets: Element[];
  disconnected: boolean;
}
function stubResizeObserver(): Observed[] {
  const observers: Observed[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      entry: Observed;
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback, targets: [], disconnected: false };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  return observers;
}
const observing = (observers: Observed[], element: Element) =>
  observers.filter((observer) => observer.targets.includes(element));

const ROW = 40;
const OVERSCAN = 4;

/** A scroll element whose size reads are counted: each one forces a layout in a browser. */
function scrollBox(height = 300) {
  const element = document.createElement('div');
  document.body.append(element);
  const reads = { count: 0 };
  for (const key of ['clientHeight', 'clientWidth'] as const) {
    Object.defineProperty(element, key, {
      configurable: true,
      get: () => {
        reads.count += 1;
        return key === 'clientHeight' ? height : 600;
      },
    });
  }
  const scrollTo = vi.fn<(options: ScrollToOptions) => void>();
  element.scrollTo = scrollTo as unknown as Element['scrollTo'];
  // Room to scroll, so the virtualizer does not clamp its targets to 0.
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 1000 * ROW });
  return { element, reads, scrollTo };
}

type Options = Partial<Parameters<typeof useVirtualizer<HTMLDivElement, Element>>[0]>;

function mount(element: HTMLDivElement, options: Options = {}) {
  return renderHook(() =>
    useVirtualizer<HTMLDivElement, Element>({
      count: 1000,
      getScrollElement: () => element,
      estimateSize: () => ROW,
      overscan: OVERSCAN,
      ...options,
    }),
  );
}

const lastIndex = (virtualizer: Virtualizer<HTMLDivElement, Element>) => virtualizer.getVirtualItems().at(-1)?.index;

describe('observeRectAtLayout with the installed virtualizer', () => {
  it('is needed: the library’s own observeElementRect reads the element’s size as the virtualizer mounts', () => {
    stubResizeObserver();
    const { element, reads } = scrollBox();
    mount(element);
    expect(reads.count).toBeGreaterThan(0);
  });

  it('is called on mount with the instance, its scroll element already set', () => {
    stubResizeObserver();
    const { element } = scrollBox();
    const seen: (Element | null)[] = [];
    mount(element, {
      observeElementRect: (instance, onRect) => {
        seen.push(instance.scrollElement);
        return observeRectAtLayout(instance, onRect);
      },
    });
    expect(seen).toEqual([element]);
  });

  it('reads no size on mount, and the rows in view come from initialRect until the observer reports', () => {
    const observers = stubResizeObserver();
    const { element, reads } = scrollBox(200);
    const { result } = mount(element, { initialRect: INITIAL_RECT, observeElementRect: observeRectAtLayout });
    expect(reads.count).toBe(0);
    expect(lastIndex(result.current)).toBe(Math.ceil(INITIAL_RECT.height / ROW) - 1 + OVERSCAN);

    const [observer] = observing(observers, element);
    act(() => observer!.callback([], {} as ResizeObserver));
    expect(lastIndex(result.current)).toBe(200 / ROW - 1 + OVERSCAN);
  });

  it('has its observer disconnected when the virtualizer unmounts', () => {
    const observers = stubResizeObserver();
    const { element } = scrollBox();
    const { unmount } = mount(element, { initialRect: INITIAL_RECT, observeElementRect: observeRectAtLayout });
    unmount();
    expect(observing(observers, element).map((observer) => observer.disconnected)).toEqual([true]);
  });
});

describe('scrollUnlessMounting with the installed virtualizer', () => {
  it('elementScroll takes (offset, { adjustments }, instance) and scrolls the instance’s element by both', () => {
    const { element, scrollTo } = scrollBox();
    const instance = { scrollElement: element, options: { horizontal: false, isRtl: false } } as unknown as Virtualizer<
      HTMLDivElement,
      Element
    >;
    elementScroll(100, { adjustments: 20 }, instance);
    expect(scrollTo).toHaveBeenCalledWith({ top: 120, behavior: undefined });
  });

  it('the virtualizer scrolls its new element once on mount, to offset 0 with no adjustment', () => {
    stubResizeObserver();
    const { element } = scrollBox();
    const calls: { offset: number; adjustments: number | undefined; element: Element | null }[] = [];
    mount(element, {
      observeElementOffset,
      scrollToFn: (offset, options, instance) =>
        calls.push({ offset, adjustments: options.adjustments, element: instance.scrollElement }),
    });
    expect(calls).toEqual([{ offset: 0, adjustments: undefined, element }]);
  });

  it('skips that mount write, and lets a later scroll through to the element', () => {
    stubResizeObserver();
    const { element, scrollTo } = scrollBox();
    const { result } = mount(element, { scrollToFn: scrollUnlessMounting });
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => result.current.scrollToIndex(100, { align: 'start' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 100 * ROW }));
  });
});
