import type { ReactNode } from 'react';
import { CHAIN_B } from '../../../../contract/lib/chainB';

/** The block pages' heading, under the chain's name. */
export function BlockTitle({ heading }: { heading: ReactNode }) {
  return (
    <div>
      <p className="text-xs font-medium uppercase tracking-wide text-zinc-500 dark:text-zinc-400">{CHAIN_B.label}</p>
      <h1 className="text-xl font-semibold">{heading}</h1>
    </div>
  );
}
