import { useRouter } from '@tanstack/react-router';
import { useState, type MouseEvent } from 'react';
import { logoSrc } from '../api/logo';
import type { EvmChain } from '../lib/chains';
import { shortenHex } from '../lib/formatHex';
import { CopyButton } from './CopyButton';

export interface AddressProps {
  address: string;
  /** When given (and `link` is not false) the address links to its wallet page on this chain. */
  chain?: EvmChain;
  label?: string | null;
  entity?: string | null;
  /** Entity logo URL from the service: loaded through this server (/api/logo), only when it is http(s). */
  logo?: string | null;
  /** Default true (needs `chain`). */
  link?: boolean;
  /** Show the whole address instead of 0x1234…abcd. */
  full?: boolean;
  className?: string;
}

/**
 * The wallet page of an address, as the router writes it (`defaultStringifySearch({ chain })`,
 * which is URLSearchParams for text that is not JSON; Address.test checks every chain).
 */
const chainQueries = new Map<string, string>();

export function walletHref(address: string, chain: EvmChain): string {
  let query = chainQueries.get(chain.name);
  if (query === undefined) {
    query = new URLSearchParams({ chain: chain.name }).toString();
    chainQueries.set(chain.name, query);
  }
  return `/wallet/${address}?${query}`;
}

/**
 * A plain <a href> with these two handlers replaces TanStack Router's <Link> here: a Link
 * subscribes to the router state and builds a location on every render, which made the address
 * cells (two to three per row, 100 rows) the largest share of a wallet page's first render. The
 * behaviour stays: an unmodified left click navigates in the app (no reload), middle/ctrl/meta
 * clicks and "open in new tab" use the href, and hover or focus preloads the wallet route like
 * the app's `defaultPreload: 'intent'`.
 */
type AppRouter = ReturnType<typeof useRouter>;

function walletTarget(address: string, chain: EvmChain) {
  return { to: '/wallet/$address', params: { address }, search: { chain: chain.name } } as const;
}

function followInApp(event: MouseEvent<HTMLAnchorElement>, router: AppRouter | undefined, address: string, chain: EvmChain) {
  if (!router || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void router.navigate(walletTarget(address, chain));
}

// Like <Link>'s intent preload: after 50 ms of hover (a pointer crossing the table preloads nothing).
const PRELOAD_DELAY_MS = 50;
const preloadTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

function preloadWallet(anchor: HTMLAnchorElement, immediate: boolean, router: AppRouter | undefined, address: string, chain: EvmChain) {
  if (!router) return;
  // Preloading only fetches the route's code: the wallet loader sends nothing while preloading.
  const preload = () => void router.preloadRoute(walletTarget(address, chain)).catch(() => undefined);
  cancelPreload(anchor);
  if (immediate) preload();
  else preloadTimers.set(anchor, setTimeout(preload, PRELOAD_DELAY_MS));
}

function cancelPreload(anchor: HTMLAnchorElement) {
  clearTimeout(preloadTimers.get(anchor));
  preloadTimers.delete(anchor);
}

const ENTITY_LOGO_SIZES = {
  16: { box: 'size-4', text: 'text-[9px]' },
  20: { box: 'size-5', text: 'text-[10px]' },
} as const;

/**
 * An entity's logo, through this server; when there is none usable, or the server refuses it
 * (not an allowed origin, not an image, unreachable), the name's initial keeps the row's rhythm.
 */
export function EntityLogo({ logo, name, size = 16 }: { logo: string | null | undefined; name: string; size?: keyof typeof ENTITY_LOGO_SIZES }) {
  const [failed, setFailed] = useState(false);
  const src = logoSrc(logo);
  const { box, text } = ENTITY_LOGO_SIZES[size];
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className={`${box} shrink-0 rounded-full bg-zinc-100 object-cover dark:bg-zinc-800`}
      />
    );
  }
  if (!logo) return null;
  return (
    <span aria-hidden="true" className={`inline-flex ${box} shrink-0 items-center justify-center rounded-full bg-zinc-200 ${text} font-semibold uppercase text-zinc-600 dark:bg-zinc-700 dark:text-zinc-200`}>
      {name.trim().charAt(0) || '?'}
    </span>
  );
}

export function Address({ address, chain, label, entity, logo, link = true, full = false, className = '' }: AddressProps) {
  // A context read only (no subscription); absent outside a RouterProvider (component tests).
  const router = useRouter({ warn: false }) as AppRouter | undefined;
  const name = label || entity || null;
  const text = full ? address : shortenHex(address);
  const title = name ? `${name}\n${address}` : address;
  const body = (
    <>
      {name ? <span className="truncate font-sans">{name}</span> : <span className={`font-mono ${full ? 'break-all' : 'whitespace-nowrap'}`}>{text}</span>}
    </>
  );
  const linkClass = 'inline-flex min-w-0 items-center gap-1 text-accent-700 hover:underline dark:text-accent-300';
  return (
    <span className={`inline-flex min-w-0 max-w-full items-center gap-1 align-middle ${className}`}>
      {/* Most addresses have no logo: no EntityLogo (and its state) for them. */}
      {logo ? <EntityLogo logo={logo} name={name ?? address.slice(2)} /> : null}
      {link && chain ? (
        <a
          href={walletHref(address, chain)}
          title={title}
          className={linkClass}
          onClick={(event) => followInApp(event, router, address, chain)}
          onMouseEnter={(event) => preloadWallet(event.currentTarget, false, router, address, chain)}
          onMouseLeave={(event) => cancelPreload(event.currentTarget)}
          onFocus={(event) => preloadWallet(event.currentTarget, true, router, address, chain)}
        >
          {body}
        </a>
      ) : (
        <span title={title} className="inline-flex min-w-0 items-center gap-1">
          {body}
        </span>
      )}
      <CopyButton value={address} label={`Copy address ${address}`} />
    </span>
  );
}
