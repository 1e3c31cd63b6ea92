import { parseCoinType } from '../../contract/lib/coinType';
import { parseBlockInput } from '../../contract/lib/blockInput';
import { truncate, validateEvmAddress } from '../../contract/lib/validation';

/**
 * Classifies what was pasted into the home page's search box. Pure: the box, the tests and the
 * recent-lookups list all agree on what a string means. Nothing is sent anywhere for input that
 * classifies as `invalid`.
 */

/** Longer than any address, hash or real coin type; stops pathological input early. */
export const MAX_SEARCH_LENGTH = 300;

export type SearchTarget =
  | { kind: 'empty' }
  /** `address` is lowercase (the service's form); a mixed-case input passed its checksum. */
  | { kind: 'evm-address'; address: `0x${string}` }
  /** Digits (grouping commas accepted): a chain-B block height, or an EVM block number. */
  | { kind: 'block'; height: string }
  /**
   * 64 hex digits, lowercase, as typed (0x kept if given). Without 0x a coin type hash; with 0x
   * first a transaction hash (or a Move account address), a coin type hash only when chosen.
   */
  | { kind: 'coin-hash'; hash: string; maybeTransaction: boolean }
  /** The canonical spelling of the coin type (what the chain hashes). */
  | { kind: 'coin-type'; coinType: string }
  | { kind: 'invalid'; message: string };

// Zero-width characters and BOMs ride along with copied text; at the edges they are noise.
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/;
const EDGE_INVISIBLE = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;

function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

function describeNonAscii(value: string): string | null {
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0x20 && code <= 0x7e) continue;
    if (INVISIBLE.test(char)) {
      return `The text contains an invisible character (${codePoint(char)}), probably copied along with it. Retype or re-copy the value.`;
    }
    if (/\s/.test(char)) return null; // handled as "more than one value" below
    return `The text contains "${char}" (${codePoint(char)}), which is not a plain Latin letter or digit, though it may look like one. Addresses, hashes and coin types use only 0-9, a-f (and letters, :: and _ in coin types).`;
  }
  return null;
}

const GENERIC =
  'Chainboard cannot tell what this is. Paste an EVM address (0x + 40 hex digits), a transaction hash (0x + 64 hex digits), an Aptos block height (digits only), an Aptos coin type such as 0x1::aptos_coin::AptosCoin, or a coin type hash (64 hex digits without 0x).';

export function classifySearchInput(raw: string): SearchTarget {
  const value = raw.replace(EDGE_INVISIBLE, '');
  if (value === '') return { kind: 'empty' };
  if (value.length > MAX_SEARCH_LENGTH) {
    return {
      kind: 'invalid',
      message: `That is ${value.length} characters, far longer than any address, hash or coin type. Paste a single value.`,
    };
  }
  const nonAscii = describeNonAscii(value);
  if (nonAscii) return { kind: 'invalid', message: nonAscii };
  // Several plain tokens: probably a list pasted whole. Anything else with spaces falls through to the generic message.
  if (/^[0-9a-zA-Z_.]+(\s+[0-9a-zA-Z_.]+)+$/.test(value)) {
    return {
      kind: 'invalid',
      message:
        'That looks like more than one value (it contains spaces). Paste one address, height or coin type at a time.',
    };
  }

  // Grouping commas as the pages draw block numbers ("26,000,000").
  if (/^-?[\d,]+$/.test(value) && /\d/.test(value)) {
    const height = parseBlockInput(value, 'A block number');
    return height.ok
      ? { kind: 'block', height: height.value.toString() }
      : { kind: 'invalid', message: height.message };
  }

  // "0X…" is the same number; the validators want a lowercase prefix.
  const normalized = /^0X/.test(value) ? `0x${value.slice(2)}` : value;

  if (/^0x[0-9a-fA-F]{40}$/.test(normalized)) {
    const address = validateEvmAddress(normalized);
    return address.ok ? { kind: 'evm-address', address: address.value } : { kind: 'invalid', message: address.message };
  }
  if (/^(0x)?[0-9a-fA-F]{64}$/.test(normalized)) {
    return { kind: 'coin-hash', hash: normalized.toLowerCase(), maybeTransaction: normalized.startsWith('0x') };
  }
  if (normalized.includes('::')) {
    const coinType = parseCoinType(normalized);
    return coinType.ok
      ? { kind: 'coin-type', coinType: coinType.value }
      : {
          kind: 'invalid',
          message: `"${truncate(normalized, 60)}" is not a valid coin type: ${coinType.message}. A coin type looks like 0x1::aptos_coin::AptosCoin.`,
        };
  }
  const hex = /^0x([0-9a-fA-F]*)$/.exec(normalized);
  if (hex) {
    const digits = hex[1]!.length;
    return {
      kind: 'invalid',
      message: `That is 0x followed by ${digits} hex digit${digits === 1 ? '' : 's'}. An address has 40, a transaction hash 64.`,
    };
  }
  if (/^0x[0-9a-zA-Z]*$/.test(normalized)) {
    return {
      kind: 'invalid',
      message:
        'After 0x, only the hex digits 0-9 and a-f are allowed. Check for a mistyped character (such as o for 0, or l for 1).',
    };
  }
  if (/^[0-9a-fA-F]{40}$/.test(normalized)) {
    return { kind: 'invalid', message: 'That is 40 hex digits without 0x. If it is an address, add 0x in front.' };
  }
  if (/^[a-z0-9-]+\.(eth|bnb|arb|base)$/i.test(normalized)) {
    return { kind: 'invalid', message: 'Names such as ENS names are not supported: paste the 0x address itself.' };
  }
  return { kind: 'invalid', message: GENERIC };
}
