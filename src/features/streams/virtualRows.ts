import { useLayoutEffect, useState, type RefObject } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';

/** The failures table's placement helpers: where its rows start on the page, and which DOM slot draws each row. */

/**
 * The rows' distance from the top of the document, while `active`: the window virtualizer
 * counts row offsets from there. Measured again whenever the page's height changes (a notice
 * above the table, a filter panel opening), not on every render: reading it forces a layout.
 */
export function usePageOffset(ref: RefObject<HTMLElement | null>, active: boolean): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const measure = () => {
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setOffset((previous) => (previous === top ? previous : top));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref, active]);
  return offset;
}

/**
 * The rows in view, in order, each keyed by a slot: its index modulo how many are drawn. A row
 * scrolling in takes the slot, and so the DOM nodes, of the row that just scrolled out: React
 * updates their text and attributes and moves them to the other end (the DOM stays in row order
 * for assistive technology) instead of removing one row's elements and creating another's. Keyed
 * by row id, a fast scroll rebuilt most of the rows in view every frame, and that work with its
 * garbage made most of the long tasks of a long scroll (bench/mechanisms.md).
 * Listed in slot order nothing moves and no long task was left, but a screen reader's "next
 * row" would then jump around the table: the order stays.
 */
export function slotted(virtualItems: VirtualItem[]): { virtual: VirtualItem; slot: number }[] {
  const count = virtualItems.length;
  return virtualItems.map((virtual) => ({ virtual, slot: virtual.index % count }));
}
