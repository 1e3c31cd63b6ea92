import type { ChainBBlock } from '../../../../contract/schemas/chainB';
import { DetailList, DetailRow } from '../../../components/DetailList';
import { Hash } from '../../../components/Hash';
import { Skeleton } from '../../../components/Skeleton';
import { formatInteger } from '../../../lib/format';
import { microsTime, versionCount } from '../format';
import { MicroTimeText } from '../MicroTimeText';

const card = 'rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950';

/** The block's own fields (spec 2.8). */
export function BlockDetails({ block }: { block: ChainBBlock }) {
  const count = versionCount(block.first_version, block.last_version);
  return (
    <section aria-label="Block details">
      <DetailList layout="ruled" className={card}>
        <DetailRow label="Height">
          <span className="tabular-nums">{formatInteger(block.block_height)}</span>
        </DetailRow>
        <DetailRow label="Hash">
          <Hash value={block.block_hash} full />
        </DetailRow>
        <DetailRow label="Time">
          <MicroTimeText time={microsTime(block.block_timestamp)} raw={block.block_timestamp} />
        </DetailRow>
        <DetailRow label="Versions">
          <span className="tabular-nums">
            {formatInteger(block.first_version)} – {formatInteger(block.last_version)}
          </span>
        </DetailRow>
        <DetailRow label="Transactions">
          <span className="tabular-nums">{formatInteger(count)}</span>
          <span className="ml-2 text-xs text-zinc-500 dark:text-zinc-400">(last version − first version + 1)</span>
        </DetailRow>
      </DetailList>
    </section>
  );
}

/** Shaped like BlockDetails so the page does not jump when the block arrives. */
export function BlockDetailsSkeleton() {
  return (
    <div className={card} role="status" aria-label="Loading block">
      {['w-24', 'w-96 max-w-full', 'w-64', 'w-56', 'w-16'].map((width, index) => (
        <div
          key={index}
          className="grid grid-cols-1 gap-1 border-b border-zinc-100 px-4 py-3 last:border-0 sm:grid-cols-[11rem_1fr] sm:gap-4 dark:border-zinc-800/70"
        >
          <Skeleton className="h-4 w-20" />
          <Skeleton className={`h-4 ${width}`} />
        </div>
      ))}
      <span className="sr-only">Loading…</span>
    </div>
  );
}
