import { findEvmChain } from '../lib/chains';
import { NAMED_EXCHANGES } from '../lib/priceEndpoints';
import { validateBlockNumber, validateEvmAddress, truncate, type Validated } from '../lib/validation';
import { COIN_HASHES_PARAM } from '../lib/chainB';

/**
 * Query-string validation for the proxy. Every route names the parameters it takes; each value is
 * checked and rewritten to its canonical form (chain as hex id, address lowercase, order upper
 * case). The forwarded query is rebuilt from these values only, so nothing the client wrote
 * reaches the upstream unless it passed a validator.
 */

export type ParamValidator = (value: string) => Validated<string>;

export interface QueryRule {
  readonly validate: ParamValidator;
  /** Repeated values allowed (the coins' hashes); `name[]` is accepted as the same parameter. */
  readonly multi?: { min: number; max: number };
  readonly required?: boolean;
  /**
   * The value the upstream assumes when the parameter is absent, filled in so that leaving it out
   * and spelling it out share one cache entry. `unlessGiven`: not filled in when that parameter is
   * given (a cursor carries its first page's order and limit).
   */
  readonly default?: { readonly value: string; readonly unlessGiven?: string };
}

export type QuerySpec = Readonly<Record<string, QueryRule>>;

const ok = (value: string): Validated<string> => ({ ok: true, value });
const fail = (message: string): Validated<string> => ({ ok: false, message });
const show = (value: string) => JSON.stringify(truncate(value, 40));

export const chainParam =
  (restPriceOnly = false): ParamValidator =>
  (value) => {
    const chain = findEvmChain(value);
    if (!chain)
      return fail(`chain ${show(value)} is not a supported chain (use a name such as eth or a hex id such as 0x1).`);
    if (restPriceOnly && !chain.restPrice)
      return fail(`chain ${show(value)} has no token prices (spec 4.4 lists the chains that do).`);
    return ok(chain.hexId);
  };

export const blockParam =
  (name: string): ParamValidator =>
  (value) => {
    const result = validateBlockNumber(value, name);
    return result.ok ? ok(result.value.toString()) : fail(result.message);
  };

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Dates go upstream as unix seconds, so every spelling of one instant (ISO with or without
 * milliseconds, another zone offset, seconds) makes one cache entry and one upstream call. A date
 * or date-time without a zone is UTC, as everywhere in the dashboard. Block timestamps are whole
 * seconds, so a fractional lower bound rounds up and an upper bound down: the same blocks match.
 */
export const dateParam =
  (name: string, bound: 'from' | 'to'): ParamValidator =>
  (value) => {
    // Unix seconds (up to year 5138) or an ISO 8601 date/time: the two forms the service documents.
    if (/^\d{1,11}$/.test(value)) return ok(String(Number(value)));
    const match = ISO_DATE.exec(value);
    if (match) {
      const [, date, time, zone] = match;
      const ms = Date.parse(`${date}T${time ?? '00:00'}${zone ?? 'Z'}`);
      // Date.parse rolls 2024-02-31 over to March: an impossible date must be refused, not moved.
      if (!Number.isNaN(ms) && new Date(Date.parse(`${date}T00:00Z`)).toISOString().slice(0, 10) === date && ms >= 0) {
        return ok(String(bound === 'from' ? Math.ceil(ms / 1000) : Math.floor(ms / 1000)));
      }
    }
    return fail(`${name} must be an ISO 8601 date (2024-01-31 or 2024-01-31T12:00:00Z) or unix seconds.`);
  };

/** Opaque cursors: base64/base64url text with dots (JWT-like); bounded so a cursor cannot carry a payload. */
export const CURSOR_MAX = 2048;
const CURSOR = /^[A-Za-z0-9._~+/=-]+$/;
export const cursorParam: ParamValidator = (value) => {
  if (value.length > CURSOR_MAX) return fail(`cursor is longer than ${CURSOR_MAX} characters.`);
  if (!CURSOR.test(value)) return fail('cursor holds characters a cursor never has.');
  return ok(value);
};

export const intParam =
  (name: string, min: number, max: number): ParamValidator =>
  (value) => {
    if (!/^\d{1,6}$/.test(value)) return fail(`${name} must be a whole number from ${min} to ${max}.`);
    const n = Number(value);
    if (n < min || n > max) return fail(`${name} must be from ${min} to ${max}, got ${n}.`);
    return ok(String(n));
  };

export const orderParam: ParamValidator = (value) => {
  const upper = value.toUpperCase();
  return upper === 'ASC' || upper === 'DESC' ? ok(upper) : fail('order must be ASC or DESC.');
};

export const oneOf =
  (name: string, allowed: readonly string[]): ParamValidator =>
  (value) =>
    allowed.includes(value) ? ok(value) : fail(`${name} must be ${allowed.join(' or ')}.`);

export const addressParam =
  (name: string): ParamValidator =>
  (value) => {
    const result = validateEvmAddress(value);
    return result.ok ? ok(result.value) : fail(`${name}: ${result.message}`);
  };

export const exchangeParam: ParamValidator = (value) => {
  const lower = value.toLowerCase();
  if ((NAMED_EXCHANGES as readonly string[]).includes(lower)) return ok(lower);
  if (/^0x/i.test(value)) return addressParam('exchange')(value);
  return fail(`exchange must be a named exchange (${NAMED_EXCHANGES.join(', ')}) or an address.`);
};

export const coinHashParam: ParamValidator = (value) =>
  /^(?:0x)?[0-9a-fA-F]{64}$/.test(value)
    ? ok(value.toLowerCase())
    : fail(`${COIN_HASHES_PARAM}: ${show(value)} is not 64 hex digits.`);

/** The longest query string accepted: 25 coin hashes with their names fit well within it. */
export const QUERY_MAX = 4096;

export type QueryResult = { ok: true; entries: [string, string][] } | { ok: false; message: string };

/**
 * Validates a raw query string (without `?`) against a route's spec. Unknown, duplicated, or
 * invalid parameters are errors; empty values count as absent (the SPA's apiUrl never sends them).
 * Returns entries sorted by name, which makes the forwarded query canonical (the cache key).
 */
export function validateQuery(raw: string, spec: QuerySpec): QueryResult {
  if (raw.length > QUERY_MAX) return { ok: false, message: `The query string is longer than ${QUERY_MAX} characters.` };
  // Raw control characters, spaces or non-ASCII never appear in a well-formed query.
  if (/[^\x21-\x7e]/.test(raw))
    return { ok: false, message: 'The query string holds characters that must be encoded.' };
  const values = new Map<string, string[]>();
  for (const [rawName, value] of new URLSearchParams(raw)) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    const rule = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (!rule || (rawName !== name && !rule.multi)) {
      return { ok: false, message: `Unknown query parameter ${show(rawName)} for this endpoint.` };
    }
    if (value === '') continue;
    const list = values.get(name) ?? [];
    list.push(value);
    values.set(name, list);
  }
  const entries: [string, string][] = [];
  for (const name of Object.keys(spec).sort()) {
    const rule = spec[name]!;
    const given = values.get(name) ?? [];
    if (given.length === 0) {
      if (rule.required) return { ok: false, message: `${name} is required.` };
      if (rule.default && !(rule.default.unlessGiven && values.has(rule.default.unlessGiven)))
        entries.push([name, rule.default.value]);
      continue;
    }
    const max = rule.multi?.max ?? 1;
    if (given.length > max) {
      return {
        ok: false,
        message: rule.multi ? `${name} takes at most ${max} values.` : `${name} is given more than once.`,
      };
    }
    if (rule.multi && given.length < rule.multi.min)
      return { ok: false, message: `${name} takes at least ${rule.multi.min} values.` };
    for (const value of given) {
      const result = rule.validate(value);
      if (!result.ok) return { ok: false, message: result.message };
      entries.push([name, result.value]);
    }
  }
  return { ok: true, entries };
}

export function queryString(entries: readonly [string, string][]): string {
  return new URLSearchParams(entries.map(([name, value]) => [name, value])).toString();
}

/**
 * Rejects paths that no allowlisted route can have and that only an attack would send: encoded
 * characters (encoded slashes, double encoding), traversal, empty segments, backslashes, control
 * characters. Returns a reason, or null when the path is plain.
 */
export function unsafePathReason(path: string): string | null {
  if (path.length > 512) return 'The path is too long.';
  if (/[^\x21-\x7e]/.test(path)) return 'The path holds characters that are never valid here.';
  if (path.includes('%')) return 'Encoded characters are not accepted in API paths.';
  if (path.includes('\\')) return 'Backslashes are not accepted in API paths.';
  if (path.includes('//')) return 'Empty path segments are not accepted.';
  if (path.split('/').some((segment) => segment === '.' || segment === '..'))
    return 'Relative path segments are not accepted.';
  if (/[@:;,]/.test(path)) return 'The path holds characters that are never valid here.';
  return null;
}
