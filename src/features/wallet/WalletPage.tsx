import { useQuery } from '@tanstack/react-query';
import { walletTransactionsOptions } from '../../api/wallet';
import { walletRequest, type WalletSearch } from './search';

export interface WalletPageProps {
  address: string;
  search: WalletSearch;
}

export function WalletPage({ address, search }: WalletPageProps) {
  const request = walletRequest(address, search);
  const query = useQuery({
    ...walletTransactionsOptions(request.ok ? request.params : PLACEHOLDER),
    enabled: request.ok,
  });
  if (!request.ok) {
    return (
      <main className="p-4">
        <h1 className="text-xl font-semibold">Wallet</h1>
        <ul role="alert">{request.errors.map((e) => <li key={e.field + e.message}>{e.message}</li>)}</ul>
      </main>
    );
  }
  return (
    <main className="p-4">
      <h1 className="text-xl font-semibold break-all">Wallet {request.params.address}</h1>
      {query.isPending ? <p>Loading…</p> : query.isError ? <p role="alert">{query.error.message}</p> : (
        <ul>{query.data.result.map((tx) => <li key={tx.hash} className="font-mono">{tx.hash}</li>)}</ul>
      )}
    </main>
  );
}

// Never fetched (enabled is false): keeps the hook call unconditional.
const PLACEHOLDER = {
  address: '0x0000000000000000000000000000000000000000',
  range: { chain: { hexId: '0x1' }, fromBlock: null, toBlock: null, fromDate: null, toDate: null, order: null, limit: null, trail: [] },
  internal: false,
} as unknown as Parameters<typeof walletTransactionsOptions>[0];
