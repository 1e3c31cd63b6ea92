import { elementScroll, observeElementRect, type Rect, type Virtualizer } from '@tanstack/react-virtual';

// Two of the box virtualizer's options, replaced so that mounting the table forces no layout
// inside the task that draws the first rows; the frame lays the page out once, after.
// virtualizerMount.test.ts pins the installed library's behaviour that both rely on.

/**
 * The scroll element's size from its ResizeObserver alone. The virtualizer's own observer also
 * reads the size synchronously on mount; the observer's first report comes with the frame's own
 * layout, before paint, and until then `initialRect` stands in.
 */
export function observeRectAtLayout(instance: Virtualizer<HTMLDivElement, Element>, onRect: (rect: Rect) => void) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return observeElementRect(instance, onRect);
  const observer = new ResizeObserver(() => onRect({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * On mount the virtualizer scrolls its new element to the initial offset, 0, where a new element
 * already is: that write is skipped. Every later scroll (reveal, Load all) goes through.
 */
const scrolledOnce = new WeakSet<Element>();
export const scrollUnlessMounting: typeof elementScroll<HTMLDivElement> = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element && !scrolledOnce.has(element)) {
    scrolledOnce.add(element);
    if (offset === 0 && !options.adjustments) return;
  }
  elementScroll(offset, options, instance);
};

/**
 * The table's height before it is laid out: the 48rem of its CSS cap, max-h-[min(70vh,48rem)],
 * an upper bound, so the first render draws every row in view (and on a phone a few more).
 * Not 70vh: window.innerHeight forces a layout too.
 */
export const INITIAL_RECT: Rect = { width: 0, height: 48 * 16 };
