import { useState } from 'react';
import { logoSrc } from '../../contract/api/logo';
import type { EvmChain } from '../../contract/lib/chains';
import { shortenHex } from '../lib/format';
import { CopyButton } from './CopyButton';
import { ListLink } from './ListLink';

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
 * The wallet page of an address (a ListLink's href), as the router writes it (`defaultStringifySearch({ chain })`,
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

const ENTITY_LOGO_SIZES = {
  16: { box: 'size-4', text: 'text-[9px]' },
  20: { box: 'size-5', text: 'text-[10px]' },
} as const;

/**
 * An entity's logo, through this server; when there is none usable, or the server refuses it
 * (not an allowed origin, not an image, unreachable), the name's initial keeps the row's rhythm.
 */
export function EntityLogo({
  logo,
  name,
  size = 16,
}: {
  logo: string | null | undefined;
  name: string;
  size?: keyof typeof ENTITY_LOGO_SIZES;
}) {
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
    <span
      aria-hidden="true"
      className={`inline-flex ${box} shrink-0 items-center justify-center rounded-full bg-zinc-200 ${text} font-semibold uppercase text-zinc-600 dark:bg-zinc-700 dark:text-zinc-200`}
    >
      {name.trim().charAt(0) || '?'}
    </span>
  );
}

export function Address({
  address,
  chain,
  label,
  entity,
  logo,
  link = true,
  full = false,
  className = '',
}: AddressProps) {
  const name = label || entity || null;
  const text = full ? address : shortenHex(address);
  const title = name ? `${name}\n${address}` : address;
  const body = (
    <>
      {name ? (
        <span className="truncate font-sans">{name}</span>
      ) : (
        <span className={`font-mono ${full ? 'break-all' : 'whitespace-nowrap'}`}>{text}</span>
      )}
    </>
  );
  const linkClass = 'inline-flex min-w-0 items-center gap-1 text-accent-700 hover:underline dark:text-accent-300';
  return (
    <span className={`inline-flex min-w-0 max-w-full items-center gap-1 align-middle ${className}`}>
      {/* Most addresses have no logo: no EntityLogo (and its state) for them. */}
      {logo ? <EntityLogo logo={logo} name={name ?? address.slice(2)} /> : null}
      {link && chain ? (
        <ListLink
          href={walletHref(address, chain)}
          to={{ to: '/wallet/$address', params: { address }, search: { chain: chain.name } }}
          title={title}
          className={linkClass}
        >
          {body}
        </ListLink>
      ) : (
        <span title={title} className="inline-flex min-w-0 items-center gap-1">
          {body}
        </span>
      )}
      <CopyButton value={address} label={`Copy address ${address}`} />
    </span>
  );
}
