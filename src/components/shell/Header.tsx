import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { ChainSelect } from '../ChainSelect';
import type { EvmChain } from '../../../contract/lib/chains';
import { pageChainOf } from '../../lib/pageChain';
import { setPreferredChain, usePreferredChain } from '../../lib/preferredChain';
import { Account } from './Account';
import { DegradedBadge } from './DegradedBadge';
import { DemoBadge } from './DemoBadge';
import { LogoMark } from './Logo';
import { ThemeSwitch } from './ThemeSwitch';
import { LATEST_HEIGHT } from '../../../contract/pages/chain-b/block/latest';

// Below 380 px (many Android phones are 360 wide) the links are tighter and the wordmark is left
// to the logo's label, so the header keeps two rows and every link stays in view.
const navLink =
  'whitespace-nowrap rounded-md px-1.5 py-1.5 text-[13px] font-medium min-[380px]:px-2 sm:px-2.5 sm:text-sm text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100';
const activeNav = {
  className: 'bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-50',
  'aria-current': 'page' as const,
};

function Nav() {
  return (
    <nav aria-label="Main" className="-mx-1 flex items-center gap-0.5 overflow-x-auto">
      <Link to="/" className={navLink} activeProps={activeNav} activeOptions={{ exact: true }}>
        Search
      </Link>
      <Link to="/tokens" search={{}} className={navLink} activeProps={activeNav}>
        Tokens
      </Link>
      {/* Opens the newest Aptos block, which the page searches for (it says how many calls that takes). */}
      {/* Phones show the short words so all six links fit (the hidden span is out of the accessibility tree too). */}
      <Link to="/chain-b/blocks/$height" params={{ height: LATEST_HEIGHT }} className={navLink} activeProps={activeNav}>
        <span className="max-sm:hidden">Aptos blocks</span>
        <span className="sm:hidden">Blocks</span>
      </Link>
      <Link to="/chain-b/coins" className={navLink} activeProps={activeNav}>
        <span className="max-sm:hidden">Aptos coins</span>
        <span className="sm:hidden">Coins</span>
      </Link>
      <Link to="/streams/failed" className={navLink} activeProps={activeNav}>
        <span className="max-sm:hidden">Failed deliveries</span>
        <span className="sm:hidden">Failures</span>
      </Link>
      <Link to="/streams/alerts" className={navLink} activeProps={activeNav}>
        Alerts
      </Link>
    </nav>
  );
}

export function Header() {
  const preferred = usePreferredChain();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A page of one chain (wallet, NFT, token) shows its chain here, not the search box's default.
  const pageChain = useRouterState({
    select: (state) => pageChainOf(state.location.pathname, state.location.search as Record<string, unknown>),
  });
  const chain = pageChain ?? preferred;
  const choose = (next: EvmChain) => {
    setPreferredChain(next);
    // The same address on the chosen chain; the page's range and paging belong to the old chain.
    if (pageChain) void navigate({ to: pathname, search: { chain: next.name } as never });
  };
  return (
    <header className="sticky top-0 z-20 border-b border-zinc-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-zinc-800 dark:bg-zinc-950/90 dark:supports-[backdrop-filter]:bg-zinc-950/75">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md font-semibold tracking-tight text-zinc-900 dark:text-zinc-50"
          aria-label="Chainboard home"
        >
          <LogoMark />
          <span className="text-[15px] max-[379px]:sr-only">Chainboard</span>
        </Link>
        <div className="order-3 w-full sm:order-none sm:w-auto">
          <Nav />
        </div>
        <div className="ml-auto flex items-center gap-2">
          <DemoBadge />
          <DegradedBadge />
          <ChainSelect
            value={chain}
            onChange={choose}
            label={pageChain ? 'Chain of this page' : 'Default chain'}
            hideLabel
            className="max-sm:hidden"
            selectClassName="w-40"
          />
          <ThemeSwitch />
        </div>
        <Account />
      </div>
    </header>
  );
}
