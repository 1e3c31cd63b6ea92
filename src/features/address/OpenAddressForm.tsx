import { useNavigate } from '@tanstack/react-router';
import { CODE_INPUT } from '../../components/codeInput';
import { useId, useState } from 'react';
import type { EvmChain } from '../../../contract/lib/chains';
import { Button } from '../../components/Button';
import { useOpenOption } from '../home/openOption';
import { useSearchClassifier, type SearchAssist } from '../home/searchClassifier';
import { addressTabRoute, type AddressTab } from './AddressTabs';

export interface OpenAddressFormProps {
  /** The open tab: another address opens on the same one. */
  tab: AddressTab;
  /** The chain as the URL writes it, kept for the other address. */
  chain: string | undefined;
  /** The chain a transaction hash or block number pasted here is offered on. */
  evmChain: EvmChain;
}

/**
 * "Open another address" without editing the URL. What the pasted text means is the home page's
 * classifier's answer (loaded on the first keystroke, as there): an EVM address opens on this
 * tab and chain; anything else goes where Enter on the home page would send it.
 */
export function OpenAddressForm({ tab, chain, evmChain }: OpenAddressFormProps) {
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const classifier = useSearchClassifier();
  const navigate = useNavigate();
  const openOption = useOpenOption();
  const inputId = useId();
  const messageId = useId();

  const submit = (loaded: SearchAssist) => {
    const target = loaded.classify(value);
    if (target.kind === 'empty') return;
    if (target.kind === 'invalid') {
      setMessage(target.message);
      return;
    }
    setMessage(null);
    if (target.kind === 'evm-address') {
      loaded.addRecent({ destination: tab, value: target.address, chain });
      setValue('');
      void navigate(addressTabRoute(tab, target.address, chain));
      return;
    }
    const option = loaded.defaultOption(loaded.searchOptions(target, evmChain));
    if (option) openOption(loaded, option);
  };

  return (
    <div className="min-w-0">
      <form
        role="search"
        aria-label="Open another address"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (classifier.assist) submit(classifier.assist);
          else
            classifier
              .load()
              .then(submit, () =>
                setMessage('The search helper could not be loaded: check the connection, then try again.'),
              );
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Another address
        </label>
        <input
          id={inputId}
          type="search"
          {...CODE_INPUT}
          value={value}
          placeholder="Open another address (0x…)"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setMessage(null);
            if (!classifier.assist) void classifier.load().catch(() => undefined);
          }}
          className="h-9 min-w-0 flex-1 rounded-md border border-zinc-300 bg-white px-3 font-mono text-sm text-zinc-900 placeholder:font-sans placeholder:text-zinc-400 focus:border-accent-500 focus:outline-none focus:ring-3 focus:ring-accent-500/20 aria-invalid:border-red-400 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-50 dark:placeholder:text-zinc-500 [&::-webkit-search-cancel-button]:appearance-none"
        />
        <Button type="submit" size="md">
          Open
        </Button>
      </form>
      {message ? (
        <p id={messageId} role="alert" className="mt-1 text-xs [overflow-wrap:anywhere] text-red-700 dark:text-red-300">
          {message}
        </p>
      ) : null}
    </div>
  );
}
