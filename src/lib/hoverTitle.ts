import type { FocusEvent, PointerEvent } from 'react';

/**
 * Props that give an element its native hover title when it is pointed at or focused, instead of
 * at render. The hover titles of times carry the local time, and the first Intl formatter a page
 * creates loads the browser's locale data (bench/mechanisms.md), which a page paid while it
 * first drew when every row built its title up front. The title is
 * rebuilt on each hover, so a reused element never shows an earlier value's title.
 */
export function hoverTitle(make: () => string): {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
} {
  const fill = (event: PointerEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    event.currentTarget.title = make();
  };
  return { onPointerEnter: fill, onFocus: fill };
}
