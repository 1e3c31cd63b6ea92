import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';

/** The search input's id: the home page renders it, the `/` shortcut focuses it. */
export const SEARCH_INPUT_ID = 'chainboard-search';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/**
 * The attribute that marks a page's own search or filter field (the failures page's error text,
 * the wallet's and NFT page's first range bound, the coins list, the Aptos block page's "go to height", the
 * watchlist's token address, the token page's "price at block"): `/` focuses it rather than
 * leaving the page for the home search.
 */
export const PAGE_SEARCH_ATTRIBUTE = 'data-page-search';

/** The attribute that marks the button unfolding a folded page field (the phone's Filters button). */
export const PAGE_SEARCH_OPENER_ATTRIBUTE = 'data-page-search-opener';

/** The first element with `attribute` that is drawn (hidden ones, display: none, have no layout boxes). */
function shown(attribute: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
    if (element.getClientRects().length > 0) return element;
  }
  return null;
}

function focusField(field: HTMLElement): void {
  field.focus();
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.select();
}

/**
 * `/` anywhere (outside a text field) focuses the search box; on a page with a field of its own
 * (PAGE_SEARCH_ATTRIBUTE) that field, unfolding it first when it is folded
 * (PAGE_SEARCH_OPENER_ATTRIBUTE); elsewhere it goes home, where the search box takes focus.
 */
export function useSlashFocus(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      const input = document.getElementById(SEARCH_INPUT_ID);
      const field = input instanceof HTMLInputElement ? input : shown(PAGE_SEARCH_ATTRIBUTE);
      const opener = field ? null : shown(PAGE_SEARCH_OPENER_ATTRIBUTE);
      if (field) {
        focusField(field);
      } else if (opener) {
        // The field is drawn once React has committed the unfolded panel: after the next frame.
        opener.click();
        requestAnimationFrame(() => {
          const unfolded = shown(PAGE_SEARCH_ATTRIBUTE);
          if (unfolded) focusField(unfolded);
        });
      } else {
        // The home page autofocuses its search box on arrival.
        void navigate({ to: '/' });
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
