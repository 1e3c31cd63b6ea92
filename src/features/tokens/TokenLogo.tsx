import { useState } from 'react';
import { logoSrc } from '../../../contract/api/logo';

/**
 * The token's logo (http(s) only, through this server, lazy), or else its symbol's first letters; a token without a
 * symbol shows "?", never digits of its address (which read as a number).
 */
export function TokenLogo({ logo, symbol, size = 40 }: { logo: string | null; symbol: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  const src = logoSrc(logo);
  const style = { width: size, height: size };
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        style={style}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className="shrink-0 rounded-full bg-zinc-100 object-cover dark:bg-zinc-800"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={style}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-zinc-200 text-xs font-semibold uppercase text-zinc-700 dark:bg-zinc-700 dark:text-zinc-100"
    >
      {tokenInitials(symbol)}
    </span>
  );
}

/** Up to three letters or digits of the symbol, "?" without one. */
export function tokenInitials(symbol: string | null | undefined): string {
  return (symbol ?? '').replace(/[^\p{L}\p{N}]/gu, '').slice(0, 3) || '?';
}
