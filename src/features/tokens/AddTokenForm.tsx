import { useId, useState, type FormEvent } from 'react';
import { CODE_INPUT } from '../../components/codeInput';
import { usePreferredChain } from '../../lib/preferredChain';
import {
  PRICE_CHAIN_OPTIONS,
  chainUrlKey,
  checkRestChain,
  checkRpcChain,
  findPriceChain,
  type PriceChain,
} from '../../../contract/lib/tokenChains';
import { validateEvmAddress } from '../../../contract/lib/validation';
import type { WatchEntry } from '../../../contract/pages/tokens/watchlist';
import { Button } from '../../components/Button';

const GROUPS: { label: string; test: (chain: PriceChain) => boolean }[] = [
  { label: 'REST and JSON-RPC', test: (c) => checkRestChain(c).ok && checkRpcChain(c).ok },
  { label: 'REST only', test: (c) => checkRestChain(c).ok && !checkRpcChain(c).ok },
  { label: 'JSON-RPC only', test: (c) => !checkRestChain(c).ok && checkRpcChain(c).ok },
  { label: 'Testnets (no prices)', test: (c) => c.testnet },
];

export interface AddTokenFormProps {
  /** Returns an error message when the entry cannot be added (duplicate, list full), else null. */
  onAdd: (entry: Omit<WatchEntry, 'source'>) => string | null;
}

/** Paste an address, pick a chain: checked here (checksum, chain) before anything is fetched. */
export function AddTokenForm({ onAdd }: AddTokenFormProps) {
  const id = useId();
  const [address, setAddress] = useState('');
  // Starts on the chain picked in the header (a default only; the URL entry carries its own chain).
  const preferredChain = usePreferredChain();
  const [chainKey, setChainKey] = useState(() => chainUrlKey(preferredChain));
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateEvmAddress(address);
    if (!checked.ok) return setMessage(checked.message);
    const chain = findPriceChain(chainKey);
    if (!chain) return setMessage('Choose a chain.');
    if (chain.testnet) {
      const check = checkRestChain(chain);
      return setMessage(check.ok ? null : check.message);
    }
    const refused = onAdd({ chain, address: checked.value });
    setMessage(refused);
    if (!refused) setAddress('');
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-2 rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-950"
      aria-label="Add a token"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label className="text-xs font-medium text-zinc-600 dark:text-zinc-400" htmlFor={`${id}-address`}>
            Token contract address
          </label>
          <input
            id={`${id}-address`}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            placeholder="0x…"
            {...CODE_INPUT}
            data-page-search=""
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-message` : undefined}
            className="h-9 rounded-md border border-zinc-300 bg-white px-2 font-mono text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label className="text-xs font-medium text-zinc-600 dark:text-zinc-400" htmlFor={`${id}-chain`}>
            Chain
          </label>
          <select
            id={`${id}-chain`}
            value={chainKey}
            onChange={(event) => setChainKey(event.target.value)}
            className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
          >
            {GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {PRICE_CHAIN_OPTIONS.filter(group.test).map((chain) => (
                  <option key={chain.key} value={chain.key}>
                    {chain.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <Button type="submit" variant="primary">
          Add token
        </Button>
      </div>
      {message ? (
        <p id={`${id}-message`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      ) : null}
    </form>
  );
}
