import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Lookup } from './destinations';

interface LookupLinkProps {
  lookup: Lookup;
  className?: string;
  title?: string;
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A typed <Link> per destination (one switch, so each route's params and search are checked
 * against its own route definition, and no URL is ever concatenated by hand).
 */
export function LookupLink({ lookup, children, ...anchor }: LookupLinkProps) {
  const chain = lookup.chain ?? 'eth';
  switch (lookup.destination) {
    case 'wallet':
      return <Link to="/wallet/$address" params={{ address: lookup.value }} search={{ chain }} {...anchor}>{children}</Link>;
    case 'nft':
      return <Link to="/nft/$address" params={{ address: lookup.value }} search={{ chain }} {...anchor}>{children}</Link>;
    case 'token':
      return <Link to="/token/$address" params={{ address: lookup.value }} search={{ chain }} {...anchor}>{children}</Link>;
    case 'block':
      return <Link to="/chain-b/blocks/$height" params={{ height: lookup.value }} {...anchor}>{children}</Link>;
    case 'coin':
      return <Link to="/chain-b/coins" search={{ hashes: lookup.value }} {...anchor}>{children}</Link>;
  }
}

/** The same destinations for keyboard submission (Enter in the search box). */
export function useLookupNavigate(): (lookup: Lookup) => void {
  const navigate = useNavigate();
  return (lookup) => {
    const chain = lookup.chain ?? 'eth';
    switch (lookup.destination) {
      case 'wallet':
        void navigate({ to: '/wallet/$address', params: { address: lookup.value }, search: { chain } });
        return;
      case 'nft':
        void navigate({ to: '/nft/$address', params: { address: lookup.value }, search: { chain } });
        return;
      case 'token':
        void navigate({ to: '/token/$address', params: { address: lookup.value }, search: { chain } });
        return;
      case 'block':
        void navigate({ to: '/chain-b/blocks/$height', params: { height: lookup.value } });
        return;
      case 'coin':
        void navigate({ to: '/chain-b/coins', search: { hashes: lookup.value } });
        return;
    }
  };
}
