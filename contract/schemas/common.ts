import { before, map, z } from './zod';

/**
 * Building blocks shared by the wire schemas. These are the one definition of what the hosted
 * service sends: the SPA parses every response with them and the stand-in's tests check its
 * answers against them, so the two cannot drift apart.
 */

/** A 20-byte EVM address in any case (the service answers lowercase). */
export const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'not a 20-byte hex address'));
/** A 32-byte hash. */
export const hash32 = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'not a 32-byte hex hash'));
/** Hex data of any length, "0x" included. */
export const hexData = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'not hex data'));
/** An unsigned integer as a decimal string: chain quantities stay exact (bigint at render time). */
export const uintString = z.string().check(z.regex(/^\d+$/, 'not an unsigned integer string'));
/** A non-negative integer sent as a JSON number. */
export const uintNumber = z.int().check(z.nonnegative());
/** The service writes some integers as numbers and some as strings; keep them as exact strings. */
export const uintStringOrNumber = map(z.union([uintString, uintNumber]), (value) => String(value));
/** A non-negative decimal with an optional fraction, as text ("0.00034", "1931927921.11"). */
export const decimalString = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'not a decimal string'));
/** A decimal the service writes as a string or a number; kept as the text it sent (numbers via String). */
export const decimalStringOrNumber = map(z.union([decimalString, z.number().check(z.nonnegative())]), (value) =>
  String(value),
);
/** A number the service may send as a string ("page": "0"). */
export const numberLike = map(z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]), Number);
/**
 * Free text where the service has been seen to send a number or a boolean instead (labels,
 * kinds, enum values): drawn as the text it sent, so an unknown value shows as itself.
 */
export const textLike = map(z.union([z.string(), z.number(), z.boolean()]), (value) => String(value));
/** A field that may be missing, null or "": null then. */
export function emptyAsNull<S extends z.ZodMiniType>(schema: S) {
  return map(z.optional(z.union([schema, z.literal(''), z.null()])), (value) => value || null);
}
/** A field that may be missing or null: null then. */
export function missingAsNull<S extends z.ZodMiniType>(schema: S) {
  return map(z.nullish(schema), (value) => value ?? null);
}
/** An optional text field that the service may send as null, "" or leave out. */
export const optionalText = emptyAsNull(z.string());
/** An optional address that may be null or "" (spec: "may be empty"). */
export const optionalAddress = emptyAsNull(evmAddress);
/**
 * A flag sent as a real boolean or as boolean-like text (spec 2.6 and 2.7 say text; real answers
 * carry booleans). Only true and "true" (any case) set it: a flag the page cannot read is not raised.
 */
export const booleanLike = map(
  z.optional(z.union([z.boolean(), z.string(), z.number(), z.null()])),
  (value) => value === true || value === 1 || (typeof value === 'string' && value.trim().toLowerCase() === 'true'),
);
/**
 * A flag the service may leave out (the token price's `verifiedContract`, `possibleSpam`): true
 * or false as sent (boolean or boolean-like text), null when absent, null or unreadable. A page
 * says "unknown" for null, never "no".
 */
export const optionalFlag = map(
  z.optional(z.union([z.boolean(), z.string(), z.number(), z.null()])),
  (value): boolean | null => {
    if (value === true || value === 1) return true;
    if (value === false || value === 0) return false;
    const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
    return text === 'true' ? true : text === 'false' ? false : null;
  },
);
/** An ISO 8601 timestamp (with or without zone, as NFT transfers send it). */
export const isoTimestamp = z
  .string()
  .check(
    z.refine(
      (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)),
      'not an ISO 8601 timestamp',
    ),
  );
/** The cursor of a paged list; the service uses null on the last page and clients treat "" alike. */
export const cursorField = optionalText;

/**
 * The spec's examples show `result`, `logs` and `internal_transactions` as single objects although
 * they are collections: accept a single object as a one-element array, and null as empty.
 */
export function arrayish<T extends z.ZodMiniType>(item: T) {
  // Only an object is taken as one item: text or a number where a list belongs is a broken envelope.
  return before(
    (value) => (value == null ? [] : Array.isArray(value) || typeof value !== 'object' ? value : [value]),
    z.array(item),
  );
}

/** The error body of the main, streams and chain-B services: `message` is text or a list of texts. */
export const errorBody = z.object({
  message: z.optional(z.union([z.string(), z.array(z.string())])),
  error: z.optional(z.string()),
  statusCode: z.optional(z.union([z.string(), z.number()])),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Hex data that real answers also send as "" or leave out (an internal call's `output`): "0x" then. */
export const hexDataOrEmpty = map(z.optional(z.union([hexData, z.literal(''), z.null()])), (value) => value || '0x');

/**
 * One list item that did not parse: where (path inside the item) and what was expected, with the
 * item as it came, so the page can draw it as one unreadable row and keep every other row.
 */
export interface UnreadableItem {
  /** Position in the list as the service sent it (0-based). */
  index: number;
  /** The first failing field inside the item, dotted ("value", "payload.function"); "" for the item itself. */
  path: string;
  /** The parser's words for what was wrong ("Invalid input: expected string, received number"). */
  expected: string;
  raw: unknown;
}

/** A list parsed item by item: the items that parsed, and the ones that did not. */
export interface ItemList<T> {
  items: T[];
  unreadable: UnreadableItem[];
}

function issuePath(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join('.');
}

/** Parses `values` one by one with `item`, so one bad item never fails the rest. */
export function parseItems<S extends z.ZodMiniType>(item: S, values: readonly unknown[]): ItemList<z.output<S>> {
  const items: z.output<S>[] = [];
  const unreadable: UnreadableItem[] = [];
  values.forEach((raw, index) => {
    const parsed = item.safeParse(raw);
    if (parsed.success) {
      items.push(parsed.data);
      return;
    }
    const issue = parsed.error.issues[0];
    unreadable.push({ index, path: issuePath(issue?.path ?? []), expected: issue?.message ?? 'invalid', raw });
  });
  return { items, unreadable };
}

/**
 * A list field parsed item by item (see `parseItems`). The list itself must be an array (or, as
 * `arrayish` allows, one object or null): only that is the envelope, and only that fails the answer.
 */
export function itemList<S extends z.ZodMiniType>(item: S) {
  return map(arrayish(z.unknown()), (values) => parseItems(item, values));
}

/**
 * A page's `result`, which the service's OpenAPIs require: as `itemList`, except that a missing
 * list is a broken envelope, not an empty page.
 */
export function resultList<S extends z.ZodMiniType>(item: S) {
  return z.pipe(z.unknown().check(z.refine((value) => value !== undefined, 'the list is missing')), itemList(item));
}
