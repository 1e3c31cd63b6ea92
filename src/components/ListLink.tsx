import { useRouter, type NavigateOptions } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * The link for cells of long lists (docs/CONVENTIONS.md, "Links in long lists"): a plain <a href>
 * instead of TanStack Router's <Link>, which subscribes to the router state and builds a location
 * on every render; two or three links per row over 100 rows made that the largest share of a
 * wallet page's first render. The behaviour stays: an unmodified left click navigates in the app
 * (no reload), middle/ctrl/meta clicks and "open in new tab" use the href, and hover or focus
 * preloads the route like the app's `defaultPreload: 'intent'`.
 *
 * `href` must be the URL the router writes for `to` (the caller builds it; for a wallet,
 * Address.tsx's walletHref, which Address.test checks against the router).
 */
export interface ListLinkProps {
  href: string;
  to: NavigateOptions;
  title?: string;
  className?: string;
  children: ReactNode;
}

type AppRouter = ReturnType<typeof useRouter>;

// Like <Link>'s intent preload: after 50 ms of hover (a pointer crossing the table preloads nothing).
const PRELOAD_DELAY_MS = 50;
const preloadTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

function cancelPreload(anchor: HTMLAnchorElement) {
  clearTimeout(preloadTimers.get(anchor));
  preloadTimers.delete(anchor);
}

function preload(anchor: HTMLAnchorElement, immediate: boolean, router: AppRouter | undefined, to: NavigateOptions) {
  if (!router) return;
  // Preloading only fetches the route's code: loaders send nothing while preloading.
  const start = () => void router.preloadRoute(to).catch(() => undefined);
  cancelPreload(anchor);
  if (immediate) start();
  else preloadTimers.set(anchor, setTimeout(start, PRELOAD_DELAY_MS));
}

export function ListLink({ href, to, title, className, children }: ListLinkProps) {
  // A context read only (no subscription); absent outside a RouterProvider (component tests).
  const router = useRouter({ warn: false }) as AppRouter | undefined;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      !router ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void router.navigate(to);
  };
  return (
    <a
      href={href}
      title={title}
      className={className}
      onClick={follow}
      onMouseEnter={(event) => preload(event.currentTarget, false, router, to)}
      onMouseLeave={(event) => cancelPreload(event.currentTarget)}
      onFocus={(event) => preload(event.currentTarget, true, router, to)}
    >
      {children}
    </a>
  );
}
