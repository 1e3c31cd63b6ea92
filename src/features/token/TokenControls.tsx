import { useNavigate } from '@tanstack/react-router';
import { CODE_INPUT } from '../../components/codeInput';
import { memo, useId, useState, type FormEvent } from 'react';
import { NAMED_EXCHANGES } from '../../../contract/lib/priceEndpoints';
import { PRICE_CHAIN_OPTIONS, findPriceChain } from '../../../contract/lib/tokenChains';
import { parseBlockInput } from '../../../contract/lib/blockInput';
import { validateExchange, type TokenRequest } from '../../../contract/pages/token/search';
import { Button } from '../../components/Button';

const inputClass =
  'h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';
const labelClass = 'flex flex-col gap-1 text-xs font-medium text-zinc-600 dark:text-zinc-400';
const OTHER = '__address';

/**
 * Chain (applied at once), exchange and "price at block" (applied to the URL on submit, not per keystroke).
 * Memoised: the page redraws as each price answers, and the chain list alone is 37 options.
 */
export const TokenControls = memo(function TokenControls({ request }: { request: TokenRequest }) {
  const id = useId();
  const navigate = useNavigate({ from: '/token/$address' });
  const isNamed = request.exchange !== null && (NAMED_EXCHANGES as readonly string[]).includes(request.exchange);
  const [exchangeChoice, setExchangeChoice] = useState(
    request.exchange === null ? '' : isNamed ? request.exchange : OTHER,
  );
  const [exchangeAddress, setExchangeAddress] = useState(isNamed ? '' : (request.exchange ?? ''));
  const [toBlock, setToBlock] = useState(request.toBlock ?? '');
  const [errors, setErrors] = useState<string[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: string[] = [];
    let exchange: string | undefined;
    if (exchangeChoice === OTHER) {
      const checked = validateExchange(exchangeAddress);
      if (checked.ok) exchange = checked.value;
      else problems.push(checked.message);
    } else if (exchangeChoice) exchange = exchangeChoice;
    let block: string | undefined;
    if (toBlock.trim()) {
      const checked = parseBlockInput(toBlock, 'Block');
      if (checked.ok) block = checked.value.toString();
      else problems.push(checked.message);
    }
    setErrors(problems);
    if (problems.length > 0) return;
    // A checked block (at most 10^15) is exact as a number, and the router then writes it without quotes.
    void navigate({
      search: { chain: request.chain.key, exchange, to_block: block === undefined ? undefined : Number(block) },
    });
  };

  /**
   * The chain applies at once, as on the wallet page: the exchange and block in the URL stay
   * (a block number means another block on another chain, but the user chose it).
   */
  const changeChain = (key: string) => {
    const chain = findPriceChain(key);
    void navigate({ search: (prev) => ({ ...prev, chain: chain?.key ?? key }) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Price options"
      className="space-y-2 rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-950"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[auto_auto_1fr_auto_auto] lg:items-end">
        <div className={labelClass}>
          <label htmlFor={`${id}-chain`}>Chain</label>
          <select
            id={`${id}-chain`}
            value={request.chain.key}
            onChange={(e) => changeChain(e.target.value)}
            className={inputClass}
          >
            {PRICE_CHAIN_OPTIONS.map((chain) => (
              <option key={chain.key} value={chain.key}>
                {chain.label}
                {chain.testnet ? ' (testnet)' : ''}
              </option>
            ))}
          </select>
        </div>
        <div className={labelClass}>
          <label htmlFor={`${id}-exchange`}>Exchange</label>
          <select
            id={`${id}-exchange`}
            value={exchangeChoice}
            onChange={(e) => setExchangeChoice(e.target.value)}
            className={inputClass}
          >
            <option value="">Best pool (service’s choice)</option>
            <optgroup label="Named exchanges (REST only)">
              {NAMED_EXCHANGES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
            <option value={OTHER}>Exchange address…</option>
          </select>
        </div>
        {exchangeChoice === OTHER ? (
          <div className={labelClass}>
            <label htmlFor={`${id}-exaddr`}>Exchange (factory) address</label>
            <input
              id={`${id}-exaddr`}
              value={exchangeAddress}
              onChange={(e) => setExchangeAddress(e.target.value)}
              placeholder="0x…"
              {...CODE_INPUT}
              className={`${inputClass} font-mono`}
            />
          </div>
        ) : (
          <span className="hidden lg:block" />
        )}
        <div className={labelClass}>
          <label htmlFor={`${id}-block`}>Price at block</label>
          <input
            id={`${id}-block`}
            value={toBlock}
            onChange={(e) => setToBlock(e.target.value)}
            inputMode="numeric"
            placeholder="latest"
            {...CODE_INPUT}
            data-page-search=""
            className={`${inputClass} w-full font-mono lg:w-40`}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="primary">
            Apply
          </Button>
          {request.toBlock || request.exchange ? (
            <Button onClick={() => void navigate({ search: { chain: request.chain.key } })}>Latest, best pool</Button>
          ) : null}
        </div>
      </div>
      {errors.length > 0 ? (
        <ul role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </form>
  );
});
