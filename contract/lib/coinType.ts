import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Validated } from './validation';
import { truncate } from './validation';
import { COINS_PER_CALL } from './chainB';

/**
 * Aptos coin types and their hashes (spec 2.9, 4.7). The coins endpoint takes only
 * `coin_type_hash`, the SHA-256 of the coin type string (every real record agrees), so a user who knows the readable type
 * (`0x1::aptos_coin::AptosCoin`) gets it hashed here, in the browser.
 */

/**
 * The longest list the page looks up: four calls. The list travels in the URL (one comma-separated
 * value, about 65 characters a hash), and four calls is as many as a deep link should start.
 */
export const MAX_COIN_ENTRIES = COINS_PER_CALL * 4;
/** Longer than any real coin type; stops pathological input before it is parsed. */
const MAX_ENTRY_LENGTH = 1_000;

/** SHA-256 of the exact UTF-8 text, as 64 lowercase hex digits (no 0x). */
export function coinTypeHash(coinType: string): string {
  return bytesToHex(sha256(utf8ToBytes(coinType)));
}

export type CoinEntry =
  | { kind: 'hash'; input: string; hash: string }
  /** `coinType` is the canonical text that was hashed; it may differ from `input` in spelling. */
  | { kind: 'type'; input: string; coinType: string; hash: string };

const HASH = /^(0x)?[0-9a-f]{64}$/i;
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PRIMITIVES = new Set(['bool', 'u8', 'u16', 'u32', 'u64', 'u128', 'u256', 'address', 'signer']);

/**
 * A Move type in the form the chain writes it, which is what gets hashed: addresses in lowercase
 * without leading zeros (`0x1`, not `0x0…01`), generic arguments separated by ", ". Writing the
 * same type another way would give another hash and a false "not found".
 */
class TypeParser {
  private tokens: string[];
  private at = 0;

  constructor(text: string) {
    this.tokens = text.match(/::|[<>,]|[^\s<>,:]+|:/g) ?? [];
  }

  parseCoinType(): string {
    const result = this.parseStruct();
    if (this.at < this.tokens.length) throw new Error(`unexpected "${this.tokens[this.at]}" after ${result}`);
    return result;
  }

  private next(): string | undefined {
    return this.tokens[this.at++];
  }

  /** `missing`: what to say when the text ends here; `what`: the expected token, for anything else. */
  private expect(token: string, what: string, missing: string): void {
    const got = this.next();
    if (got !== token) throw new Error(got === undefined ? missing : `expected ${what} but found "${got}"`);
  }

  private parseType(): string {
    const head = this.tokens[this.at];
    if (head !== undefined && PRIMITIVES.has(head)) {
      this.at++;
      return head;
    }
    if (head === 'vector') {
      this.at++;
      this.expect('<', '"<" after vector', 'vector needs a type: vector<u8>');
      const inner = this.parseType();
      this.expect('>', 'a closing ">"', 'a "<" is never closed by ">"');
      return `vector<${inner}>`;
    }
    return this.parseStruct();
  }

  private parseStruct(): string {
    const address = this.next();
    if (address === undefined) throw new Error('a type is missing');
    const match = /^0x([0-9a-fA-F]{1,64})$/.exec(address);
    if (!match) {
      throw new Error(
        /^0x[0-9a-f]*$/i.test(address)
          ? `the address ${truncate(address, 20)} must have 1 to 64 hex digits`
          : `a type starts with an address such as 0x1, not "${truncate(address, 20)}"`,
      );
    }
    const canonicalAddress = `0x${match[1]!.toLowerCase().replace(/^0+(?=.)/, '')}`;
    this.expect(
      '::',
      '"::" after the address',
      'a coin type is address::module::Name, and the module and name are missing',
    );
    const module = this.next();
    if (module === undefined || !IDENT.test(module))
      throw new Error(`"${module ?? ''}" is not a module name (letters, digits, _)`);
    this.expect('::', '"::" after the module', 'a coin type is address::module::Name, and the name is missing');
    const name = this.next();
    if (name === undefined || !IDENT.test(name))
      throw new Error(`"${name ?? ''}" is not a type name (letters, digits, _)`);
    let generics = '';
    if (this.tokens[this.at] === '<') {
      this.at++;
      const args = [this.parseType()];
      while (this.tokens[this.at] === ',') {
        this.at++;
        args.push(this.parseType());
      }
      this.expect('>', 'a closing ">"', 'a "<" is never closed by ">"');
      generics = `<${args.join(', ')}>`;
    }
    return `${canonicalAddress}::${module}::${name}${generics}`;
  }
}

/** Parses a Move coin type (`0x<1-64 hex>::module::Name<…>`) into the canonical text the chain hashes. */
export function parseCoinType(input: string): Validated<string> {
  try {
    return { ok: true, value: new TypeParser(input.trim()).parseCoinType() };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** One entry of the list: a coin type hash (64 hex digits, 0x optional, any case) or a coin type. */
export function classifyEntry(raw: string): Validated<CoinEntry> {
  const input = raw.trim();
  const shown = `"${truncate(input, 40)}"`;
  if (input === '') return { ok: false, message: 'The entry is empty.' };
  if (input.length > MAX_ENTRY_LENGTH)
    return { ok: false, message: `${shown} is far too long for a coin type or a hash.` };
  if (HASH.test(input))
    return { ok: true, value: { kind: 'hash', input, hash: input.toLowerCase().replace(/^0x/, '') } };
  if (input.includes('::')) {
    const parsed = parseCoinType(input);
    if (!parsed.ok) return { ok: false, message: `${shown} is not a valid coin type: ${parsed.message}.` };
    return { ok: true, value: { kind: 'type', input, coinType: parsed.value, hash: coinTypeHash(parsed.value) } };
  }
  const hex = /^(0x)?([0-9a-f]+)$/i.exec(input);
  if (hex) {
    const digits = hex[2]!.length;
    if (hex[1] && digits < 64) {
      return {
        ok: false,
        message: `${shown} looks like an address. A coin type names a module and a type in it, e.g. ${input}::coin::Name; a hash has 64 hex digits.`,
      };
    }
    return { ok: false, message: `${shown} has ${digits} hex digits; a coin type hash has exactly 64.` };
  }
  return {
    ok: false,
    message: `${shown} is neither a coin type hash (64 hex digits) nor a coin type such as 0x1::aptos_coin::AptosCoin.`,
  };
}

/**
 * Splits pasted text into entries at commas, semicolons, spaces and line breaks, except inside
 * `<…>`: `0x1::pool::LP<0x1::a::A, 0x2::b::B>` stays one entry.
 */
export function splitEntries(text: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '<') depth++;
    if (char === '>') depth = Math.max(0, depth - 1);
    if (depth === 0 && /[\s,;]/.test(char)) {
      if (current.trim()) entries.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) entries.push(current.trim());
  return entries;
}

export interface CoinEntryProblem {
  input: string;
  message: string;
}

export interface ParsedCoinEntries {
  /** Valid entries, first occurrence of each hash kept, in the order given. */
  entries: CoinEntry[];
  /** Entries refused, with why. */
  problems: CoinEntryProblem[];
  /** How many entries named a coin already in the list (same hash, maybe written differently). */
  duplicates: number;
  /** Set when more than MAX_COIN_ENTRIES distinct coins were given. */
  tooMany: string | null;
}

/** How many calls of at most COINS_PER_CALL hashes a list of `count` coins takes. */
export function coinCallCount(count: number): number {
  return Math.ceil(count / COINS_PER_CALL);
}

/** Classifies a whole list. Nothing may be sent unless `problems` is empty and `tooMany` is null. */
export function parseCoinEntries(inputs: readonly string[]): ParsedCoinEntries {
  const entries: CoinEntry[] = [];
  const problems: CoinEntryProblem[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  for (const input of inputs.flatMap(splitEntries)) {
    const result = classifyEntry(input);
    if (!result.ok) problems.push({ input, message: result.message });
    else if (seen.has(result.value.hash)) duplicates++;
    else {
      seen.add(result.value.hash);
      entries.push(result.value);
    }
  }
  const over = entries.slice(MAX_COIN_ENTRIES);
  const first = over[0] ? `"${truncate(over[0].input, 40)}"` : '';
  const tooMany = over.length
    ? `At most ${MAX_COIN_ENTRIES} coins can be looked up at once (${coinCallCount(MAX_COIN_ENTRIES)} calls of ${COINS_PER_CALL}); this list has ${entries.length}. Over the limit: ${over.length === 1 ? first : `${first} and the ${over.length - 1} after it`}.`
    : null;
  return { entries, problems, duplicates, tooMany };
}
