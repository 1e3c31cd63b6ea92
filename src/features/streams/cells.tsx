import { formatUtc } from '../../lib/formatTime';
import { dropOutAt, formatDuration, nextRetryEstimate } from '../../../contract/pages/streams/retry';
import { splitUrl } from './logic/url';
import { isDelivered, statusLabel } from './logic/delivery';

/**
 * Small renderers shared by the table and the details panel. Webhook URLs and error messages
 * come from users' configurations and remote servers: they are only ever drawn as text.
 */

/**
 * The URL as text with the host emphasised; never an anchor, whatever the scheme. `compact`
 * (table cells) leaves out "https://" so the host gets the room, but keeps a plain "http://"
 * visible because an unencrypted webhook is worth noticing.
 */
export function WebhookUrl({ url, wrap = false, compact = false }: { url: string; wrap?: boolean; compact?: boolean }) {
  const parts = splitUrl(url);
  const hideScheme = compact && parts.scheme.toLowerCase() === 'https://';
  return (
    <span className={`font-mono text-xs ${wrap ? 'break-all' : 'truncate'}`} title={url}>
      {parts.host ? (
        <>
          {!hideScheme && (
            <span
              className={
                parts.scheme.toLowerCase() === 'http://'
                  ? 'text-amber-700 dark:text-amber-400'
                  : 'text-zinc-500 dark:text-zinc-400'
              }
            >
              {parts.scheme}
            </span>
          )}
          <span className="font-semibold text-zinc-900 dark:text-zinc-100">{parts.host}</span>
          <span className="text-zinc-500 dark:text-zinc-400">{parts.rest}</span>
        </>
      ) : (
        <span className="text-zinc-700 dark:text-zinc-300">{url || '—'}</span>
      )}
    </span>
  );
}

export function retryText(
  at: number,
  retries: number,
  now: number,
  delivered = false,
): { short: string; long: string; tone: 'wait' | 'due' | 'done' } {
  if (delivered) {
    return {
      short: 'delivered',
      long: `Retry ${retries} delivered it: the service lists it as "success" and retries it no more.`,
      tone: 'done',
    };
  }
  const estimate = nextRetryEstimate(at, retries, now);
  if (estimate.kind === 'exhausted') {
    return {
      short: 'no more retries',
      long: `All ${estimate.of} scheduled retries are done: the service will not retry this delivery on its own.`,
      tone: 'done',
    };
  }
  const when = formatUtc(new Date(estimate.at));
  if (estimate.kind === 'due') {
    return {
      short: `due (~${formatDuration(now - estimate.at)} late)`,
      long: `Retry ${estimate.attempt} of ${estimate.of} was expected around ${when} (estimate from the published schedule); it may be running now.`,
      tone: 'due',
    };
  }
  return {
    short: `~in ${formatDuration(estimate.at - now)}`,
    long: `Retry ${estimate.attempt} of ${estimate.of} expected around ${when} (estimate from the published schedule).`,
    tone: 'wait',
  };
}

export function dropOutText(at: number, now: number): string {
  const out = dropOutAt(at);
  return out <= now ? 'dropped out of the history (~7 days)' : `leaves the history ~in ${formatDuration(out - now)}`;
}

export function StatusBadge({ status }: { status: string }) {
  const failed = status.toLowerCase() === 'failed';
  const delivered = isDelivered({ deliveryStatus: status });
  const tone = failed
    ? 'bg-red-50 text-red-700 ring-1 ring-red-600/20 ring-inset dark:bg-red-950/50 dark:text-red-300 dark:ring-red-400/30'
    : delivered
      ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-600/20 ring-inset dark:bg-emerald-950/50 dark:text-emerald-300'
      : 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300';
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-xs font-medium ${tone}`}
      title={delivered ? 'A later retry delivered it (the service says "success")' : undefined}
    >
      {statusLabel(status) || '—'}
    </span>
  );
}
