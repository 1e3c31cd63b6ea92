import { findPriceChain, type PriceChain, type PriceSource } from '../../lib/tokenChains';
import { truncate, validateEvmAddress } from '../../lib/validation';

/**
 * The watchlist's text form, as it lives in the URL (`?list=`) and in localStorage:
 * comma-separated `chain:address` entries, each optionally followed by `:rest`, `:rpc` or `:both`
 * (the card's price source; absent means the chain's default). Example:
 * `eth:0xc02a…6cc2,polygon:0x0d50…1270:both`.
 */

export type CardSource = PriceSource | 'both';
export const CARD_SOURCES: readonly CardSource[] = ['rest', 'rpc', 'both'];

export interface WatchEntry {
  chain: PriceChain;
  address: `0x${string}`;
  /** null: the chain's default source. */
  source: CardSource | null;
}

export interface ParsedWatchlist {
  entries: WatchEntry[];
  /** Entries that could not be read, with the reason; shown on the page, never sent upstream. */
  problems: { raw: string; message: string }[];
}

/** More cards than this would cost more per refresh than anyone means to spend. */
export const MAX_WATCH_ENTRIES = 24;

export function entryId(entry: Pick<WatchEntry, 'chain' | 'address'>): string {
  return `${entry.chain.key}:${entry.address}`;
}

export function parseWatchEntry(raw: string): { ok: true; entry: WatchEntry } | { ok: false; message: string } {
  const text = raw.trim();
  const parts = text.split(':');
  if (parts.length < 2 || parts.length > 3) {
    return { ok: false, message: `"${truncate(text)}" is not chain:address.` };
  }
  const [chainText = '', addressText = '', sourceText] = parts;
  const chain = findPriceChain(chainText);
  if (!chain) return { ok: false, message: `"${truncate(chainText)}" is not a chain the price services know.` };
  const address = validateEvmAddress(addressText);
  if (!address.ok) return { ok: false, message: address.message };
  let source: CardSource | null = null;
  if (sourceText !== undefined) {
    if (!(CARD_SOURCES as readonly string[]).includes(sourceText)) {
      return { ok: false, message: `"${truncate(sourceText)}" is not a source (rest, rpc or both).` };
    }
    source = sourceText as CardSource;
  }
  return { ok: true, entry: { chain, address: address.value, source } };
}

export function parseWatchlist(text: string | null | undefined): ParsedWatchlist {
  const entries: WatchEntry[] = [];
  const problems: ParsedWatchlist['problems'] = [];
  const seen = new Set<string>();
  for (const raw of (text ?? '').split(',')) {
    if (raw.trim() === '') continue;
    const parsed = parseWatchEntry(raw);
    if (!parsed.ok) {
      problems.push({ raw: truncate(raw.trim()), message: parsed.message });
      continue;
    }
    const id = entryId(parsed.entry);
    if (seen.has(id)) continue;
    if (entries.length >= MAX_WATCH_ENTRIES) {
      problems.push({ raw: truncate(raw.trim()), message: `The watchlist holds at most ${MAX_WATCH_ENTRIES} tokens.` });
      continue;
    }
    seen.add(id);
    entries.push(parsed.entry);
  }
  return { entries, problems };
}

export function serializeWatchlist(entries: readonly WatchEntry[]): string {
  return entries.map((entry) => (entry.source ? `${entryId(entry)}:${entry.source}` : entryId(entry))).join(',');
}
