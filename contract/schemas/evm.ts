import { map, z } from './zod';
import type { ItemList } from './common';
import {
  arrayish,
  booleanLike,
  cursorField,
  decimalString,
  decimalStringOrNumber,
  emptyAsNull,
  evmAddress,
  hash32,
  hexDataOrEmpty,
  isoTimestamp,
  itemList,
  missingAsNull,
  numberLike,
  optionalAddress,
  optionalFlag,
  optionalText,
  resultList,
  textLike,
  uintNumber,
  uintString,
  uintStringOrNumber,
} from './common';

/*
 * Validation policy (docs/CONVENTIONS.md, "Validation policy"): strict where a page links, keys,
 * sums or formats the value as an amount or a hash; tolerant where real answers vary. Lists are
 * parsed item by item (`itemList`): an item that fails is kept aside as unreadable, the page
 * draws it as one row, and only a broken envelope fails the answer.
 */

/**
 * Spec 2.5: a decoded call or event. The data API's OpenAPI (decodedCall, decodedEvent) marks
 * every field optional, a param's name, value and type too: each is null then ("unknown" on the
 * page), except a missing label ("") and missing params (an empty list).
 */
export const decodedParam = z.object({
  name: missingAsNull(textLike),
  value: missingAsNull(textLike),
  type: missingAsNull(textLike),
});
export const decodedItem = z.object({
  signature: missingAsNull(z.string()),
  label: map(z.nullish(z.string()), (value) => value ?? ''),
  type: missingAsNull(textLike),
  params: arrayish(decodedParam),
});
export type DecodedItem = z.infer<typeof decodedItem>;

/**
 * Spec 2.2 (with the real service's `error`): block_number is a string in plain, a number in
 * verbose; `output` is "" or "0x" for a call that returned nothing; the OpenAPI marks `gas` optional.
 */
export const internalTransaction = z.object({
  transaction_hash: hash32,
  block_number: uintStringOrNumber,
  block_hash: hash32,
  type: textLike,
  from: evmAddress,
  to: optionalAddress,
  value: uintStringOrNumber,
  gas: missingAsNull(uintStringOrNumber),
  gas_used: uintStringOrNumber,
  input: hexDataOrEmpty,
  output: hexDataOrEmpty,
  error: optionalText,
});
export type InternalTransaction = z.infer<typeof internalTransaction>;

/** Spec 2.4. Real logs also carry `transaction_value` (ignored). */
export const log = z.object({
  log_index: uintStringOrNumber,
  transaction_hash: hash32,
  transaction_index: uintStringOrNumber,
  address: evmAddress,
  data: hexDataOrEmpty,
  topic0: emptyAsNull(hash32),
  topic1: emptyAsNull(hash32),
  topic2: emptyAsNull(hash32),
  topic3: emptyAsNull(hash32),
  block_timestamp: isoTimestamp,
  block_number: uintStringOrNumber,
  block_hash: hash32,
  decoded_event: missingAsNull(decodedItem),
});
export type Log = z.infer<typeof log>;

/** Fields common to spec 2.1 and 2.3. */
const transactionBase = {
  hash: hash32,
  nonce: uintStringOrNumber,
  transaction_index: uintStringOrNumber,
  from_address: evmAddress,
  from_address_entity: optionalText,
  from_address_entity_logo: optionalText,
  from_address_label: optionalText,
  to_address: optionalAddress,
  to_address_entity: optionalText,
  to_address_entity_logo: optionalText,
  to_address_label: optionalText,
  value: uintStringOrNumber,
  /** Optional in the OpenAPI's verbose item (blockTransactionVerbose): null is "unknown". */
  gas: missingAsNull(uintStringOrNumber),
  gas_price: uintStringOrNumber,
  input: hexDataOrEmpty,
  receipt_cumulative_gas_used: uintStringOrNumber,
  receipt_gas_used: uintStringOrNumber,
  receipt_contract_address: optionalAddress,
  receipt_root: optionalText,
  /** "1" success, "0" failure; anything else is shown as the text it is. */
  receipt_status: textLike,
  block_timestamp: isoTimestamp,
  block_number: uintStringOrNumber,
  block_hash: hash32,
  /** Decimal string in native units ("0.00034"); real verbose items carry it too. */
  transaction_fee: missingAsNull(decimalStringOrNumber),
};

/** `internal_transactions` item by item, as `internal_transactions` + `unreadable_internal_transactions`. */
const internalList = map(z.optional(itemList(internalTransaction)), (list) => list ?? null);

/** Splits the parsed internal list into the readable items and the unreadable ones. */
function withInternal<T extends { internal_transactions: ItemList<InternalTransaction> | null }>({
  internal_transactions,
  ...rest
}: T) {
  return {
    ...rest,
    /** Present only with include=internal_transactions. */
    internal_transactions: internal_transactions?.items,
    unreadable_internal_transactions: internal_transactions?.unreadable ?? [],
  };
}

/** Spec 2.1. `internal_transactions` only with include=internal_transactions. */
export const nativeTransaction = map(
  z.object({ ...transactionBase, internal_transactions: internalList }),
  withInternal,
);
export type NativeTransaction = z.infer<typeof nativeTransaction>;

/** Spec 2.3. */
export const verboseTransaction = map(
  z.object({
    ...transactionBase,
    logs: itemList(log),
    decoded_call: missingAsNull(decodedItem),
    internal_transactions: internalList,
  }),
  ({ logs, ...rest }) => ({ ...withInternal(rest), logs: logs.items, unreadable_logs: logs.unreadable }),
);
export type VerboseTransaction = z.infer<typeof verboseTransaction>;

/** A page's `result` parsed item by item: `result` holds what parsed, `unreadable` the rest. */
function pageItems<T extends { result: ItemList<unknown> }>({ result, ...rest }: T) {
  return { ...rest, result: result.items as T['result']['items'], unreadable: result.unreadable };
}

/**
 * `page` and `page_size`, optional in the OpenAPI's transactionCollection and
 * transactionCollectionVerbose: null when absent. Only `result` is required.
 */
const pageNumbers = { page: missingAsNull(numberLike), page_size: missingAsNull(numberLike) };

/** Spec 4.3 (1). Real pages may add `total: null` (ignored). */
export const walletTransactionsPage = map(
  z.object({ cursor: cursorField, ...pageNumbers, result: resultList(nativeTransaction) }),
  pageItems,
);
export type WalletTransactionsPage = z.infer<typeof walletTransactionsPage>;

/** Spec 4.3 (2). The verbose page has no cursor in the spec; the real service sends one. */
export const verboseTransactionsPage = map(
  z.object({ cursor: cursorField, ...pageNumbers, result: resultList(verboseTransaction) }),
  pageItems,
);
export type VerboseTransactionsPage = z.infer<typeof verboseTransactionsPage>;

/**
 * Spec 2.6. Real transfers also carry `verified` and `transfer_index` (ignored). The OpenAPI's
 * nftTransfer marks `from_address`, `value`, `amount` and `verified_collection` optional: each is
 * null when absent ("unknown" on the page; an unknown sender is no mint, an unknown value no price).
 */
export const nftTransfer = z.object({
  token_address: evmAddress,
  token_id: z.string().check(z.minLength(1)),
  from_address: optionalAddress,
  from_address_entity: optionalText,
  from_address_entity_logo: optionalText,
  from_address_label: optionalText,
  to_address: evmAddress,
  to_address_entity: optionalText,
  to_address_entity_logo: optionalText,
  to_address_label: optionalText,
  value: missingAsNull(uintStringOrNumber),
  amount: missingAsNull(uintStringOrNumber),
  contract_type: textLike,
  block_number: uintStringOrNumber,
  block_timestamp: isoTimestamp,
  block_hash: emptyAsNull(hash32),
  transaction_hash: hash32,
  transaction_type: emptyAsNull(textLike),
  transaction_index: emptyAsNull(uintStringOrNumber),
  log_index: emptyAsNull(uintStringOrNumber),
  operator: optionalAddress,
  possible_spam: booleanLike,
  verified_collection: optionalFlag,
});
export type NftTransfer = z.infer<typeof nftTransfer>;

/** Spec 4.5. */
export const nftTransfersPage = map(
  z.object({
    page: numberLike,
    page_size: numberLike,
    cursor: cursorField,
    result: resultList(nftTransfer),
    block_exists: z.optional(z.boolean()),
    index_complete: z.optional(z.boolean()),
  }),
  pageItems,
);
export type NftTransfersPage = z.infer<typeof nftTransfersPage>;

/**
 * Spec 2.7 nativePrice. `value` is in the native token's smallest unit and is fractional for cheap
 * tokens ("1931927921.11" wei): kept as the exact decimal text, drawn by Amount without Number.
 * Its `address` (the wrapped native token) is drawn by no page, so it is not read: the API
 * reference's own example writes "string" there.
 */
export const nativePrice = z.object({
  value: decimalString,
  decimals: map(z.union([uintNumber, uintString]), Number),
  name: optionalText,
  symbol: map(z.nullish(z.string()), (value) => value ?? ''),
});

const signedDecimal = z.string().check(z.regex(/^[-+]?\d+(\.\d+)?(e[-+]?\d+)?$/i, 'not a signed decimal'));

/**
 * Spec 2.7: the REST and the JSON-RPC price share this shape. The data API's OpenAPI requires only
 * `usdPrice` (and, inside `nativePrice`, `value` and `decimals`); every other field is optional,
 * and real answers from 2022 carry only `nativePrice`, `usdPrice`, `exchangeAddress` and
 * `exchangeName`. So a missing name, symbol or flag is null ("unknown" on the page), never false.
 * Newer answers often leave out `toBlock` and carry `priceLastChangedAtBlock` and
 * `blockTimestamp` instead, plus fields the page does not draw (securityScore, usdPrice24hr, ...),
 * which are ignored.
 */
export const tokenPrice = z.object({
  tokenName: optionalText,
  tokenSymbol: optionalText,
  tokenLogo: optionalText,
  tokenDecimals: missingAsNull(uintStringOrNumber),
  nativePrice: missingAsNull(nativePrice),
  usdPrice: map(z.union([z.number().check(z.nonnegative()), decimalString]), Number),
  usdPriceFormatted: optionalText,
  '24hrPercentChange': missingAsNull(map(z.union([signedDecimal, z.number()]), (value) => String(value))),
  exchangeAddress: optionalAddress,
  exchangeName: optionalText,
  tokenAddress: optionalAddress,
  toBlock: missingAsNull(uintStringOrNumber),
  priceLastChangedAtBlock: missingAsNull(uintStringOrNumber),
  blockTimestamp: missingAsNull(textLike),
  possibleSpam: optionalFlag,
  verifiedContract: optionalFlag,
  pairAddress: optionalAddress,
  pairTotalLiquidityUsd: missingAsNull(decimalStringOrNumber),
});
export type TokenPrice = z.infer<typeof tokenPrice>;
