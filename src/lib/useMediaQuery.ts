import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; true where matchMedia is missing (tests, old engines). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window === 'undefined' || !window.matchMedia ? true : window.matchMedia(query).matches),
    () => true,
  );
}

/**
 * Tailwind's `md` breakpoint: from here the long lists are tables; below it (phones) they are
 * cards and the range filters fold away. One place, so every list switches at the same width.
 */
export const WIDE_LAYOUT = '(min-width: 768px)';

/** Whether the page is wide enough for the tables (see WIDE_LAYOUT). */
export function useWideLayout(): boolean {
  return useMediaQuery(WIDE_LAYOUT);
}
