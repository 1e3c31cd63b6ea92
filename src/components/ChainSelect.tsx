import { useId } from 'react';
import { EVM_CHAINS, findEvmChain, type EvmChain } from '../../contract/lib/chains';

export interface ChainSelectProps {
  value: EvmChain;
  onChange: (chain: EvmChain) => void;
  /** Default: every chain of contract/lib/chains.ts. */
  chains?: readonly EvmChain[];
  /** Visible label; default "Chain". */
  label?: string;
  /** Keep the label for screen readers only (compact toolbars). */
  hideLabel?: boolean;
  className?: string;
  /** Classes for the <select> itself (width, height). */
  selectClassName?: string;
  id?: string;
}

export function ChainSelect({
  value,
  onChange,
  chains = EVM_CHAINS,
  label = 'Chain',
  hideLabel = false,
  className = '',
  selectClassName = '',
  id,
}: ChainSelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const mainnets = chains.filter((chain) => !chain.testnet);
  const testnets = chains.filter((chain) => chain.testnet);
  const option = (chain: EvmChain) => (
    <option key={chain.name} value={chain.name}>
      {chain.label}
    </option>
  );
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <label
        htmlFor={selectId}
        className={hideLabel ? 'sr-only' : 'text-xs font-medium text-zinc-600 dark:text-zinc-400'}
      >
        {label}
      </label>
      <select
        id={selectId}
        value={value.name}
        onChange={(event) => {
          const chain = findEvmChain(event.target.value);
          if (chain) onChange(chain);
        }}
        className={`h-8 min-w-0 rounded-md border border-zinc-300 bg-white py-0 pl-2 pr-7 text-sm text-zinc-800 shadow-xs focus-visible:outline-2 focus-visible:outline-accent dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 ${selectClassName}`}
      >
        {mainnets.length > 0 && testnets.length > 0 ? (
          <>
            <optgroup label="Mainnets">{mainnets.map(option)}</optgroup>
            <optgroup label="Testnets">{testnets.map(option)}</optgroup>
          </>
        ) : (
          chains.map(option)
        )}
      </select>
    </span>
  );
}
