import { useId, useState, type FormEvent } from 'react';
import { CODE_INPUT } from '../../components/codeInput';
import { Address, ErrorPanel, Hash, Timestamp } from '../../components';
import { Button } from '../../components/Button';
import type { NftQueryParams, TokenIdFormat } from '../../../contract/endpoints/nft';
import { parseTokenId, type TokenFindMode, type TokenSearch } from '../../../contract/pages/nft/tokenSearch';
import { formatInteger } from '../../lib/format';
import { findCostText } from './findCost';
import { TransferCards } from './TransferCards';
import { transferTime } from './transfer';
import { FIND_CAPS, FIND_COST_PER_CALL, useTokenFind } from './useTokenFind';

export interface TokenIdFinderProps {
  params: NftQueryParams;
  format: TokenIdFormat;
  /** The search the URL names (its result is deep-linkable). */
  search: TokenSearch | null;
  /** The range in words, for "Transfers in …". */
  rangeText: string;
  onSearch: (search: { tokenId: string; mode: TokenFindMode } | null) => void;
}

const input =
  'h-8 w-44 rounded-md border border-zinc-300 bg-white px-2 font-mono text-sm dark:border-zinc-700 dark:bg-zinc-900';

/** "Who holds token N now" and "every transfer of token N in the range": the service has no token filter, so it walks. */
export function TokenIdFinder({ params, format, search, rangeText, onSearch }: TokenIdFinderProps) {
  const id = useId();
  const [text, setText] = useState(search?.tokenId ?? '');
  const [mode, setMode] = useState<TokenFindMode>(search?.mode ?? 'holder');
  const [cap, setCap] = useState<number>(FIND_CAPS[1]);
  const [problem, setProblem] = useState<string | null>(null);
  const { query, run, cancel, progress, budget } = useTokenFind(params, search, cap);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tokenId = parseTokenId(text);
    if (!tokenId.ok) {
      setProblem(tokenId.message);
      return;
    }
    setProblem(null);
    const next = { tokenId: tokenId.value, mode };
    onSearch(next);
    run(next);
  };

  const result = query.data;
  const running = query.isFetching;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-2 rounded-lg border border-zinc-200 bg-white p-3 text-sm dark:border-zinc-800 dark:bg-zinc-950"
    >
      <h2 id={`${id}-heading`} className="text-sm font-semibold">
        Find a token
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <span>
          <label htmlFor={`${id}-token`} className="mb-1 block text-xs font-medium text-zinc-600 dark:text-zinc-400">
            Token id
          </label>
          <input
            id={`${id}-token`}
            className={input}
            value={text}
            onChange={(event) => setText(event.target.value)}
            inputMode="numeric"
            {...CODE_INPUT}
            aria-invalid={problem !== null || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </span>
        <fieldset className="flex flex-wrap gap-3 text-xs">
          <legend className="sr-only">What to find</legend>
          <label className="inline-flex items-center gap-1.5">
            <input type="radio" name={`${id}-mode`} checked={mode === 'holder'} onChange={() => setMode('holder')} />
            Current holder
          </label>
          <label className="inline-flex items-center gap-1.5">
            <input type="radio" name={`${id}-mode`} checked={mode === 'history'} onChange={() => setMode('history')} />
            Transfers in {rangeText}
          </label>
        </fieldset>
        <label className="inline-flex items-center gap-1.5 text-xs">
          up to
          <select
            aria-label="How many calls the search may make"
            value={cap}
            onChange={(event) => setCap(Number(event.target.value))}
            className="h-8 rounded border border-zinc-300 bg-white px-1 text-xs dark:border-zinc-700 dark:bg-zinc-900"
          >
            {FIND_CAPS.map((option) => (
              <option key={option} value={option}>
                {formatInteger(option)} calls ({formatInteger(option * 100)} transfers)
              </option>
            ))}
          </select>
        </label>
        {running ? (
          <Button size="sm" onClick={cancel}>
            Cancel
          </Button>
        ) : (
          <Button size="sm" type="submit">
            Find
          </Button>
        )}
      </form>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-xs text-red-700 dark:text-red-300">
          {problem} Nothing was sent.
        </p>
      ) : null}
      <p data-testid="find-cost" className="text-xs text-zinc-600 dark:text-zinc-400">
        {mode === 'holder'
          ? 'Walks the whole history newest first and stops at the token’s latest transfer'
          : `Walks ${rangeText} and keeps the token’s transfers`}
        : {findCostText(cap, FIND_COST_PER_CALL, budget)}
      </p>
      {running && progress ? (
        <p role="status" className="text-xs tabular-nums">
          Looked through {formatInteger(progress.scanned)} transfers in {formatInteger(progress.calls)} calls
          {progress.matches > 0 ? `, ${formatInteger(progress.matches)} of the token` : ''}
          {progress.waitingMs > 0 ? ` · waiting ${Math.ceil(progress.waitingMs / 1000)} s for the budget` : ''}…
        </p>
      ) : null}
      {query.isError && !running ? (
        <ErrorPanel error={query.error} title="The token search" onRetry={() => search && run(search)} />
      ) : null}
      {result && search && !running ? (
        <FindOutcome result={result} search={search} params={params} format={format} />
      ) : null}
    </section>
  );
}

function FindOutcome({
  result,
  search,
  params,
  format,
}: {
  result: NonNullable<ReturnType<typeof useTokenFind>['query']['data']>;
  search: TokenSearch;
  params: NftQueryParams;
  format: TokenIdFormat;
}) {
  const chain = params.range.chain;
  const looked = `Looked through ${formatInteger(result.scanned)} transfers in ${formatInteger(result.calls)} ${result.calls === 1 ? 'call' : 'calls'}.`;
  const stopped = result.capped ? ' Stopped at the cap: allow more calls to look further back.' : '';
  if (search.mode === 'holder') {
    const latest = result.matches[0];
    if (!latest) {
      return (
        <p data-testid="find-outcome">
          {result.exhausted
            ? `No transfer of token ${search.tokenId} in this contract’s history on ${chain.label}: the id may not exist here.`
            : `No transfer of token ${search.tokenId} in the newest ${formatInteger(result.scanned)} transfers.`}{' '}
          {looked}
          {stopped}
        </p>
      );
    }
    const several = latest.contract_type.toUpperCase().includes('1155');
    return (
      <div data-testid="find-outcome" className="space-y-1">
        <p className="flex flex-wrap items-center gap-x-1.5">
          {several ? `Token ${search.tokenId}’s latest transfer went to` : `Token ${search.tokenId} is held by`}
          <Address
            address={latest.to_address}
            chain={chain}
            label={latest.to_address_label}
            entity={latest.to_address_entity}
          />
          <span className="text-zinc-600 dark:text-zinc-400">
            since block {formatInteger(latest.block_number)},{' '}
            <Timestamp value={transferTime(latest.block_timestamp)} mode="relative" />
          </span>
        </p>
        <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-zinc-600 dark:text-zinc-400">
          Transaction <Hash value={latest.transaction_hash} className="text-xs" /> {looked}
        </p>
        {several ? (
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            An ERC-1155 id can be held by several addresses at once: its transfers in a range show them all.
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div data-testid="find-outcome" className="space-y-2">
      <p>
        {formatInteger(result.matches.length)} {result.matches.length === 1 ? 'transfer' : 'transfers'} of token{' '}
        {search.tokenId}. {looked}
        {stopped}
      </p>
      {result.matches.length > 0 ? (
        <TransferCards
          rows={result.matches}
          chain={chain}
          format={format}
          label={`Transfers of token ${search.tokenId}`}
          rowClassName={() => ''}
        />
      ) : null}
    </div>
  );
}
