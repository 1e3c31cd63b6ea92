import { Link, linkOptions } from '@tanstack/react-router';

/** The views of one address, each its own route and deep link. */
export type AddressTab = 'wallet' | 'nft' | 'token';

export const ADDRESS_TABS: readonly { tab: AddressTab; label: string }[] = [
  { tab: 'wallet', label: 'Transactions' },
  { tab: 'nft', label: 'NFT transfers' },
  { tab: 'token', label: 'Token price' },
];

/** A tab's route, carrying only the chain: each tab's other search params are its own. */
export function addressTabRoute(tab: AddressTab, address: string, chain: string | undefined) {
  const search = { chain };
  switch (tab) {
    case 'wallet':
      return linkOptions({ to: '/wallet/$address', params: { address }, search });
    case 'nft':
      return linkOptions({ to: '/nft/$address', params: { address }, search });
    case 'token':
      return linkOptions({ to: '/token/$address', params: { address }, search });
  }
}

// -mb-px: the open tab's underline covers the strip's rule.
const TAB = '-mb-px block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium';
const ACTIVE = `${TAB} border-accent-600 text-accent-700 dark:border-accent-400 dark:text-accent-300`;
const IDLE = `${TAB} border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900 dark:text-zinc-400 dark:hover:border-zinc-600 dark:hover:text-zinc-100`;

export interface AddressTabsProps {
  address: string;
  active: AddressTab;
  /** The chain as the URL writes it; every tab keeps it. */
  chain: string | undefined;
}

/**
 * Plain links in a nav, not an ARIA tablist: each tab is a page with its own URL, so Tab reaches
 * each one and the open one is `aria-current="page"`. Hovering or focusing one preloads its route
 * as every link in the app does (`defaultPreload: 'intent'`): the route's code only, since route
 * loaders send nothing on a preload, so a tab costs compute units only once it is opened.
 */
export function AddressTabs({ address, active, chain }: AddressTabsProps) {
  return (
    <nav aria-label="Address views" className="border-b border-zinc-200 sm:border-b-0 dark:border-zinc-800">
      <ul className="flex flex-wrap">
        {ADDRESS_TABS.map(({ tab, label }) => (
          <li key={tab}>
            <Link
              {...addressTabRoute(tab, address, chain)}
              aria-current={tab === active ? 'page' : undefined}
              className={tab === active ? ACTIVE : IDLE}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
