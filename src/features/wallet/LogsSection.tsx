import { useState } from 'react';
import type { Log } from '../../../contract/schemas/evm';
import type { EvmChain } from '../../../contract/lib/chains';
import { KnownAddress, useAddressBook } from './AddressBook';
import { DecodedParams } from './DecodedParams';
import { itemName, paramHints, swapPairTokens } from './decodeHints';

function RawLog({ log }: { log: Log }) {
  const topics = [log.topic0, log.topic1, log.topic2, log.topic3].filter((topic): topic is string => topic !== null);
  return (
    <dl className="grid grid-cols-[4.5rem_1fr] gap-x-3 gap-y-0.5 font-mono text-xs">
      {topics.map((topic, index) => (
        <div key={index} className="contents">
          <dt className="text-zinc-500 dark:text-zinc-400">topic{index}</dt>
          <dd className="break-all">{topic}</dd>
        </div>
      ))}
      <dt className="text-zinc-500 dark:text-zinc-400">data</dt>
      <dd className="break-all">{log.data === '0x' ? <span className="text-zinc-400">0x (empty)</span> : log.data}</dd>
    </dl>
  );
}

function LogItem({ log, logs, chain }: { log: Log; logs: readonly Log[]; chain: EvmChain }) {
  const known = log.decoded_event !== null;
  const { tokens } = useAddressBook();
  const event = log.decoded_event;
  const pair = event && itemName(event) === 'Swap' ? swapPairTokens(log.address, logs, tokens) : null;
  const hints = event ? paramHints(event, log.address, tokens, pair) : [];
  // Unknown events have nothing but their raw form, so it is shown at once.
  const [raw, setRaw] = useState(!known);
  return (
    <li className="rounded-md border border-zinc-200 bg-white p-2.5 dark:border-zinc-800 dark:bg-zinc-950">
      <div className="mb-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-mono text-xs text-zinc-500 dark:text-zinc-400">#{log.log_index}</span>
        {log.decoded_event ? (
          <span className="font-semibold" title={log.decoded_event.signature ?? undefined}>
            {log.decoded_event.label}
          </span>
        ) : (
          <span className="rounded bg-zinc-200 px-1.5 py-px text-xs font-semibold text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
            Unknown event
          </span>
        )}
        <span className="text-xs text-zinc-500 dark:text-zinc-400">emitted by</span>
        <KnownAddress address={log.address} chain={chain} raw={raw} />
        {known ? (
          <button
            type="button"
            aria-expanded={raw}
            onClick={() => setRaw((value) => !value)}
            className="ml-auto text-xs font-medium text-accent-700 hover:underline dark:text-accent-300"
          >
            {raw ? 'Hide raw values, topics and data' : 'Show raw values, topics and data'}
          </button>
        ) : null}
      </div>
      {log.decoded_event ? (
        <>
          <p className="mb-1 break-all font-mono text-[11px] text-zinc-500 dark:text-zinc-400">
            {log.decoded_event.signature}
          </p>
          <DecodedParams item={log.decoded_event} chain={chain} hints={hints} raw={raw} />
        </>
      ) : null}
      {raw ? (
        <div className="mt-2">
          <RawLog log={log} />
        </div>
      ) : null}
    </li>
  );
}

export function LogsSection({ logs, chain }: { logs: Log[]; chain: EvmChain }) {
  if (logs.length === 0)
    return <p className="text-xs text-zinc-500 dark:text-zinc-400">This transaction emitted no logs.</p>;
  return (
    <ol className="space-y-2">
      {logs.map((log) => (
        <LogItem key={`${log.log_index}-${log.transaction_hash}`} log={log} logs={logs} chain={chain} />
      ))}
    </ol>
  );
}
