import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LOAD_ALL_CAP } from '../../api/streams';
import { CopyButton } from '../../components/CopyButton';
import { chainLabelFromHexId } from '../../../contract/lib/chains';
import { BlockLink } from './BlockLink';
import { formatInteger } from '../../lib/format';
import { formatRelative, formatUtc } from '../../lib/formatTime';
import { dropOutText, retryText, StatusBadge, WebhookUrl } from './cells';
import { dropOutAt, RETRY_OFFSETS_MS } from '../../../contract/pages/streams/retry';
import { isDelivered } from './logic/delivery';
import type { FailureRow } from '../../../contract/pages/streams/types';
import type { WalkState } from './useFailureFeed';
import { Button } from '../../components/Button';

export interface DetailsPanelProps {
  id: string;
  row: FailureRow | undefined;
  now: number;
  onClose: () => void;
  /** Whether older pages exist that might hold the row. */
  canLoadMore: boolean;
  walk: WalkState;
  loadedCount: number;
  onLoadMore: () => void;
  /** Absent where there is no capped walk to offer (the archive pages as the reader scrolls). */
  onLoadAll?: () => void;
  /** Why a row that is not loaded cannot be there once everything is loaded. */
  missingReason?: string;
}

function Field({ label, children, copy }: { label: string; children: ReactNode; copy?: string }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-2 border-b border-zinc-100 py-2 last:border-0 dark:border-zinc-800">
      <dt className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className="flex min-w-0 items-start gap-1 text-sm">
        <div className="min-w-0 flex-1 break-words">{children}</div>
        {copy !== undefined && <CopyButton value={copy} label={`Copy ${label.toLowerCase()}`} />}
      </dd>
    </div>
  );
}

/**
 * All fields of one failure, opened from a row or from a `?id=` link. Not modal: an operator
 * keeps the table in view. When the id is not among the loaded rows, it says so and offers to
 * load further back rather than pretending it does not exist.
 */
/**
 * Focus back on the details button of the row that showed this failure, once the panel has
 * closed: a keyboard user goes on from where they were, not from the top of the page. The row is
 * in the DOM when it is in view, as the panel scrolled it there when it opened.
 */
function focusRow(id: string) {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(id)}"] [data-details]`)?.focus(),
  );
}

export function DetailsPanel({
  id,
  row,
  now,
  onClose: close,
  canLoadMore,
  walk,
  loadedCount,
  onLoadMore,
  onLoadAll,
  missingReason,
}: DetailsPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [id]);
  const onClose = useCallback(() => {
    close();
    focusRow(id);
  }, [close, id]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const busy = walk.kind === 'running';
  // Portalled to <body>: a top-level complementary landmark, not one nested in <main>.
  return createPortal(
    <aside
      aria-labelledby="failure-details-title"
      className="fixed inset-x-0 bottom-0 z-40 max-h-[85vh] overflow-y-auto border-t border-zinc-200 bg-white p-4 shadow-2xl sm:inset-y-0 sm:right-0 sm:left-auto sm:max-h-none sm:w-[30rem] sm:border-t-0 sm:border-l dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="failure-details-title" ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
          Failure details
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded px-2 py-1 text-sm text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          Close <span className="sr-only">details</span>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {row ? (
        <RowFields row={row} now={now} />
      ) : (
        <div role="status" className="space-y-3 text-sm">
          <p>
            The failure <code className="font-mono text-xs break-all">{id}</code> is not among the{' '}
            {formatInteger(loadedCount)} loaded rows.
          </p>
          {canLoadMore ? (
            <>
              <p className="text-zinc-600 dark:text-zinc-400">It may be further back.</p>
              <div className="flex gap-2">
                <Button size="sm" disabled={busy} onClick={onLoadMore}>
                  Load more
                </Button>
                {onLoadAll && loadedCount < LOAD_ALL_CAP && (
                  <Button size="sm" variant="primary" disabled={busy} onClick={onLoadAll}>
                    Load all (up to {formatInteger(LOAD_ALL_CAP)})
                  </Button>
                )}
              </div>
            </>
          ) : (
            <p className="text-zinc-600 dark:text-zinc-400">
              {missingReason ??
                'The whole history is loaded, so it is not there: it may have dropped out (the service keeps about 7 days) or the link’s id is wrong.'}
            </p>
          )}
        </div>
      )}
    </aside>,
    document.body,
  );
}

function RowFields({ row, now }: { row: FailureRow; now: number }) {
  const retry = retryText(row.at, row.retries, now, isDelivered(row));
  const json = JSON.stringify(Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'at')), null, 2);
  return (
    <>
      <dl>
        <Field label="Created" copy={row.createdAt}>
          <span className="tabular-nums">{formatUtc(new Date(row.at))}</span>
          <span className="block text-xs text-zinc-500 dark:text-zinc-400">
            {formatRelative(new Date(row.at), new Date(now))}
          </span>
        </Field>
        <Field label="Error" copy={row.errorMessage}>
          <span className="whitespace-pre-wrap text-red-700 dark:text-red-300">{row.errorMessage || '—'}</span>
        </Field>
        <Field label="Webhook URL" copy={row.webhookUrl}>
          <WebhookUrl url={row.webhookUrl} wrap />
        </Field>
        <Field label="Stream id" copy={row.streamId}>
          <span className="font-mono text-xs break-all">{row.streamId}</span>
        </Field>
        <Field label="Tag" copy={row.tag}>
          {row.tag || '—'}
        </Field>
        <Field label="Chain" copy={row.chain}>
          {chainLabelFromHexId(row.chain)} <span className="font-mono text-xs text-zinc-500">{row.chain}</span>
        </Field>
        <Field label="Block" copy={String(row.blockNumber)}>
          <BlockLink block={row.blockNumber} chain={row.chain} type={row.type} />
        </Field>
        <Field label="Type">{row.type}</Field>
        <Field label="Status">
          <StatusBadge status={row.deliveryStatus} />
        </Field>
        <Field label="Retries">
          {row.retries} of {RETRY_OFFSETS_MS.length} scheduled
        </Field>
        <Field label="Next retry">
          <span>
            {retry.short}{' '}
            <span className="rounded bg-amber-100 px-1 text-xs text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
              estimate
            </span>
          </span>
          <span className="block text-xs text-zinc-500 dark:text-zinc-400">{retry.long}</span>
        </Field>
        <Field label="In history until">
          <span className="tabular-nums">~{formatUtc(new Date(dropOutAt(row.at)))}</span>
          <span className="block text-xs text-zinc-500 dark:text-zinc-400">
            {dropOutText(row.at, now)} (estimate: history is kept about 7 days)
          </span>
        </Field>
        <Field label="Id" copy={row.id}>
          <span className="font-mono text-xs break-all">{row.id}</span>
        </Field>
      </dl>
      <div className="mt-3 flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
        <CopyButton value={json} label="Copy all fields as JSON" /> Copy all fields as JSON
      </div>
    </>
  );
}
