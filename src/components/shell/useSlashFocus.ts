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
 * the wallet's first range bound, the coins list, chain B's "go to height"): `/` focuses it
 * rather than leaving the page for the home search.
 */
export const PAGE_SEARCH_ATTRIBUTE = 'data-page-search';

function pageSearchField(): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(`[${PAGE_SEARCH_ATTRIBUTE}]`)) {
    // Rendered but hidden (a folded panel, display: none) has no layout boxes.
    if (element.getClientRects().length > 0) return element;
  }
  return null;
}

/**
 * `/` anywhere (outside a text field) focuses the search box; on a page with a field of its own
 * (PAGE_SEARCH_ATTRIBUTE) that field; elsewhere it goes home, where the search box takes focus.
 */
export function useSlashFocus(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      const input = document.getElementById(SEARCH_INPUT_ID);
      const field = input instanceof HTMLInputElement ? input : pageSearchField();
      if (field) {
        field.focus();
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.select();
      } else {
        // The home page autofocuses its search box on arrival.
        void navigate({ to: '/' });
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
