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
/** A number the service may send as a string ("page": "0"). */
export const numberLike = map(z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]), Number);
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
/** "true"/"false" text or a real boolean (spec 2.6 and 2.7 say boolean-like text). */
export const booleanLike = map(
  z.optional(z.union([z.boolean(), z.enum(['true', 'false', 'True', 'False', '']), z.null()])),
  (value) => value === true || value === 'true' || value === 'True',
);
/** An ISO 8601 timestamp (with or without zone, as NFT transfers send it). */
export const isoTimestamp = z.string().check(
  z.refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), 'not an ISO 8601 timestamp'),
);
/** The cursor of a paged list; the service uses null on the last page and clients treat "" alike. */
export const cursorField = optionalText;

/**
 * The spec's examples show `result`, `logs` and `internal_transactions` as single objects although
 * they are collections: accept a single object as a one-element array, and null as empty.
 */
export function arrayish<T extends z.ZodMiniType>(item: T) {
  return before((value) => (value == null ? [] : Array.isArray(value) ? value : [value]), z.array(item));
}

/** The error body of the main, streams and chain-B services: `message` is text or a list of texts. */
export const errorBody = z.object({
  message: z.optional(z.union([z.string(), z.array(z.string())])),
  error: z.optional(z.string()),
  statusCode: z.optional(z.union([z.string(), z.number()])),
});
export type ErrorBody = z.infer<typeof errorBody>;
