import { Link, linkOptions, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Lookup } from './destinations';

/**
 * The route a lookup opens: one switch, so each route's params and search are checked against its
 * own route definition, and no URL is ever concatenated by hand. Links and Enter both use it.
 */
function lookupRoute(lookup: Lookup) {
  const chain = lookup.chain ?? 'eth';
  switch (lookup.destination) {
    case 'wallet':
      return linkOptions({ to: '/wallet/$address', params: { address: lookup.value }, search: { chain } });
    case 'nft':
      return linkOptions({ to: '/nft/$address', params: { address: lookup.value }, search: { chain } });
    case 'token':
      return linkOptions({ to: '/token/$address', params: { address: lookup.value }, search: { chain } });
    case 'block':
      return linkOptions({ to: '/chain-b/blocks/$height', params: { height: lookup.value } });
    case 'coin':
      return linkOptions({ to: '/chain-b/coins', search: { hashes: lookup.value } });
  }
}

interface LookupLinkProps {
  lookup: Lookup;
  className?: string;
  title?: string;
  onClick?: () => void;
  children: ReactNode;
}

export function LookupLink({ lookup, children, ...anchor }: LookupLinkProps) {
  return (
    <Link {...lookupRoute(lookup)} {...anchor}>
      {children}
    </Link>
  );
}

/** The same destinations for keyboard submission (Enter in the search box). */
export function useLookupNavigate(): (lookup: Lookup) => void {
  const navigate = useNavigate();
  return (lookup) => void navigate(lookupRoute(lookup));
}
