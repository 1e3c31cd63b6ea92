import { useState } from 'react';
import type { DecodedItem } from '../../../contract/schemas/evm';
import type { EvmChain } from '../../../contract/lib/chains';
import { useAddressBook } from './AddressBook';
import { DecodedParams } from './DecodedParams';
import { paramHints } from './decodeHints';

/** The decoded call: amounts in token units and times with their dates, or every value as sent. */
export function DecodedCall({ call, target, chain }: { call: DecodedItem; target: string | null; chain: EvmChain }) {
  const { tokens } = useAddressBook();
  const [raw, setRaw] = useState(false);
  const hints = paramHints(call, target, tokens);
  const hinted = hints.some((hint) => hint !== null);
  return (
    <div data-testid="decoded-call" className="space-y-1">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <p className="min-w-0 break-all font-mono text-xs">
          <span className="font-semibold">{call.label}</span> · {call.signature ?? 'signature unknown'}
        </p>
        {hinted ? (
          <button
            type="button"
            aria-pressed={raw}
            onClick={() => setRaw((value) => !value)}
            className="ml-auto text-xs font-medium text-accent-700 hover:underline dark:text-accent-300"
          >
            {raw ? 'Show token amounts' : 'Show raw values'}
          </button>
        ) : null}
      </div>
      <DecodedParams item={call} chain={chain} hints={hints} raw={raw} />
    </div>
  );
}
