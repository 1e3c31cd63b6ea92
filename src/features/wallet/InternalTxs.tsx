import { Amount } from '../../components';
import { KnownAddress } from './AddressBook';
import type { InternalTransaction } from '../../../contract/schemas/evm';
import type { EvmChain } from '../../../contract/lib/chains';
import { formatInteger } from '../../lib/format';

export function InternalTxs({ items, chain }: { items: InternalTransaction[]; chain: EvmChain }) {
  if (items.length === 0) return <p className="text-xs text-zinc-500 dark:text-zinc-400">No internal transactions.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-[11px] uppercase tracking-wide text-zinc-500 dark:text-zinc-400">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Type
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              From
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              To
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Value
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Gas used
            </th>
            <th scope="col" className="py-1 font-medium">
              Error
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={index} className="border-t border-zinc-200/70 dark:border-zinc-800">
              <td className="py-1 pr-3 font-mono text-xs">{item.type}</td>
              <td className="py-1 pr-3">
                <KnownAddress address={item.from} chain={chain} />
              </td>
              <td className="py-1 pr-3">
                {item.to ? <KnownAddress address={item.to} chain={chain} /> : <span className="text-zinc-400">—</span>}
              </td>
              <td className="py-1 pr-3 text-right">
                <Amount raw={item.value} decimals={chain.nativeDecimals} symbol={chain.nativeSymbol} />
              </td>
              <td className="py-1 pr-3 text-right font-mono text-xs tabular-nums">{formatInteger(item.gas_used)}</td>
              <td className="py-1 text-xs">
                {item.error ? (
                  <span className="font-medium text-red-700 dark:text-red-300">{item.error}</span>
                ) : (
                  <span className="text-zinc-400">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
