import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's content width in whole px, from a ResizeObserver (reported with the frame's own
 * layout, so reading it forces none), or null until the first report. Charts draw at this width
 * so they can also lay out their axis labels from it (src/lib/chartTicks.ts). Without
 * ResizeObserver (tests, old engines) the width is read once.
 */
export function useElementWidth(ref: RefObject<Element | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const report = (value: number) => setWidth(value > 0 ? Math.floor(value) : null);
    if (typeof ResizeObserver === 'undefined') {
      report(element.clientWidth);
      return;
    }
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) report(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
