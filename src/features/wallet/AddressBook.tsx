import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Address } from '../../components';
import type { EvmChain } from '../../../contract/lib/chains';
import { useTokenBook, type TokenBook } from '../../lib/tokenList';
import { collectNames, type KnownName } from './addressNames';
import { isVerbose, type WalletTx } from './tx';

interface Book {
  names: ReadonlyMap<string, KnownName>;
  /** The chain's listed tokens, loaded for the decoded view only (null until then). */
  tokens: TokenBook | null;
}

const BookContext = createContext<Book>({ names: new Map(), tokens: null });

/** The names the page knows, for every address drawn under it. */
export function AddressBookProvider({
  rows,
  chain,
  children,
}: {
  rows: readonly WalletTx[];
  chain: EvmChain;
  children: ReactNode;
}) {
  const decoded = rows.some(isVerbose);
  const tokens = useTokenBook(decoded ? chain.hexId : '');
  const names = useMemo(() => collectNames(rows), [rows]);
  const value = useMemo(() => ({ names, tokens }), [names, tokens]);
  return <BookContext.Provider value={value}>{children}</BookContext.Provider>;
}

/**
 * The names under it read `tokens` as their token list: a transaction's summary loads the list in
 * either view, and its addresses then take their names from the same list as its amounts.
 */
export function WithTokenBook({ tokens, children }: { tokens: TokenBook | null; children: ReactNode }) {
  const { names } = useAddressBook();
  const value = useMemo(() => ({ names, tokens }), [names, tokens]);
  return <BookContext.Provider value={value}>{children}</BookContext.Provider>;
}

export function useAddressBook(): Book {
  return useContext(BookContext);
}

/**
 * An address with the name the page knows for it: the service's label or entity from any row,
 * else the listed token's name and logo. `raw` draws the bare address.
 */
export function KnownAddress({
  address,
  chain,
  full = false,
  raw = false,
}: {
  address: string;
  chain: EvmChain;
  full?: boolean;
  raw?: boolean;
}) {
  const { names, tokens } = useAddressBook();
  const lower = address.toLowerCase();
  if (raw) return <Address address={lower} chain={chain} full={full} />;
  const known = names.get(lower);
  const token = tokens?.get(lower);
  return (
    <Address
      address={lower}
      chain={chain}
      full={full}
      label={known?.label ?? (token && !known?.entity ? token.name : null)}
      entity={known?.entity ?? null}
      logo={known?.logo ?? token?.logo ?? null}
    />
  );
}
