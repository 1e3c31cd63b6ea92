import type { DecodedItem, Log } from '../../../contract/schemas/evm';
import type { ListedToken, TokenBook } from '../../lib/tokenList';

/**
 * What the decoded view can say about a parameter beyond its raw text: that it is an amount of a
 * known token (drawn in token units with the symbol), or a time (drawn with its date). Pure: the
 * components ask, the token list answers, nothing here formats.
 */
export type ParamHint =
  { kind: 'amount'; token: ListedToken; unlimited: boolean } | { kind: 'time'; date: Date } | null;

export const MAX_UINT256 = (1n << 256n) - 1n;

const UINT = /^uint\d*$/;
const DECIMAL = /^\d+$/;

/** Names of uint parameters that hold a time, as contracts name them. */
const TIME_NAME =
  /(deadline|expir|timestamp|^(valid)?(until|after|before)$|^validTo$|^validFrom$|(start|end)Time$|Time$|^ts$|^time$|^date$)/i;

/** Unix seconds from 2000 to 2200: a plausible time, not a block number or an amount. */
const MIN_SECONDS = 946_684_800n;
const MAX_SECONDS = 7_258_118_400n;

/** A uint parameter named like a time, whose value reads as unix seconds: its date. */
export function timeHint(name: string, type: string, value: string): ParamHint {
  if (!UINT.test(type) || !TIME_NAME.test(name) || !DECIMAL.test(value)) return null;
  const seconds = BigInt(value);
  if (seconds < MIN_SECONDS || seconds > MAX_SECONDS) return null;
  return { kind: 'time', date: new Date(Number(seconds) * 1000) };
}

/** The amount parameters of the token events and calls the view draws in token units. */
const TOKEN_EVENTS: Record<string, readonly string[]> = {
  Transfer: ['value', 'amount', 'wad'],
  Approval: ['value', 'amount', 'wad'],
  Deposit: ['wad', 'amount', 'value'],
  Withdrawal: ['wad', 'amount', 'value'],
};
const TOKEN_CALLS: Record<string, readonly string[]> = {
  transfer: ['amount', 'value', 'wad', '_value'],
  transferFrom: ['amount', 'value', 'wad', '_value'],
  approve: ['amount', 'value', 'wad', '_value'],
  withdraw: ['wad', 'amount'],
  deposit: ['amount', 'wad'],
};

/** The event's or function's name: the decoded label, else the signature up to its "(". */
export function itemName(item: DecodedItem): string {
  const fromSignature = item.signature?.split('(')[0]?.trim() ?? '';
  return (item.label || fromSignature).trim();
}

function amountHint(token: ListedToken | undefined, value: string): ParamHint {
  if (!token || !DECIMAL.test(value)) return null;
  return { kind: 'amount', token, unlimited: BigInt(value) === MAX_UINT256 };
}

function pathTokens(item: DecodedItem, book: TokenBook): { first?: ListedToken; last?: ListedToken } {
  const path = item.params.find((param) => param.name === 'path' && param.type === 'address[]');
  if (!path) return {};
  const items = (path.value ?? '')
    .replace(/[[\]"\s]/g, '')
    .split(',')
    .filter(Boolean)
    .map((address) => address.toLowerCase());
  return { first: book.get(items[0] ?? ''), last: book.get(items.at(-1) ?? '') };
}

/**
 * Hints for each parameter of a decoded event or call.
 * - `target`: the contract that emitted the event or was called.
 * - `pair`: for a Swap, the pool's two tokens in token0/token1 order (`swapPairTokens`).
 */
export function paramHints(
  item: DecodedItem,
  target: string | null,
  book: TokenBook | null,
  pair: readonly [ListedToken, ListedToken] | null = null,
): ParamHint[] {
  const name = itemName(item);
  const targetToken = target && book ? book.get(target.toLowerCase()) : undefined;
  const amountNames = item.type === 'function' ? TOKEN_CALLS[name] : TOKEN_EVENTS[name];
  const path = book && item.type === 'function' && /^swap/i.test(name) ? pathTokens(item, book) : {};
  return item.params.map(({ name: param, type, value }) => {
    // A param the service sent without its name, type or value gets no hint.
    if (param === null || type === null || value === null) return null;
    const time = timeHint(param, type, value);
    if (time) return time;
    if (!UINT.test(type)) return null;
    if (amountNames?.includes(param)) return amountHint(targetToken, value);
    if (name === 'Swap' && pair) {
      if (/^amount0/.test(param)) return amountHint(pair[0], value);
      if (/^amount1/.test(param)) return amountHint(pair[1], value);
    }
    // Router swaps: what goes in is the path's first token, what comes out its last.
    if (/^amountIn(Max)?$/.test(param)) return amountHint(path.first, value);
    if (/^amountOut(Min)?$/.test(param)) return amountHint(path.last, value);
    return null;
  });
}

const TRANSFER = 'Transfer';

/**
 * A pool's two tokens from the transaction's own logs: the listed tokens whose Transfer moved
 * to or from the pool. Uniswap-style pools order them by address (token0 < token1), so the sort
 * gives token0 and token1. Null unless exactly two listed tokens moved through the pool.
 */
export function swapPairTokens(
  pool: string,
  logs: readonly Log[],
  book: TokenBook | null,
): readonly [ListedToken, ListedToken] | null {
  if (!book) return null;
  const poolLower = pool.toLowerCase();
  const tokens = new Map<string, ListedToken>();
  for (const log of logs) {
    const event = log.decoded_event;
    if (!event || itemName(event) !== TRANSFER) continue;
    const token = book.get(log.address.toLowerCase());
    if (!token) continue;
    const moved = event.params.some((param) => param.type === 'address' && param.value?.toLowerCase() === poolLower);
    if (moved) tokens.set(token.address, token);
  }
  if (tokens.size !== 2) return null;
  const [a, b] = [...tokens.values()].sort((x, y) => (x.address < y.address ? -1 : 1)) as [ListedToken, ListedToken];
  return [a, b];
}
