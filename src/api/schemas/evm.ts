import { map, z } from './zod';
import {
  arrayish, booleanLike, cursorField, emptyAsNull, evmAddress, hash32, hexData, isoTimestamp, missingAsNull,
  numberLike, optionalAddress, optionalText, uintNumber, uintString, uintStringOrNumber,
} from './common';

/** Spec 2.5: a decoded call or event. */
export const decodedParam = z.object({ name: z.string(), value: z.string(), type: z.string() });
export const decodedItem = z.object({
  signature: z.string(),
  label: z.string(),
  type: z.string(),
  params: arrayish(decodedParam),
});
export type DecodedItem = z.infer<typeof decodedItem>;

/** Spec 2.2 (with the real service's `error`): block_number is a string in plain, a number in verbose. */
export const internalTransaction = z.object({
  transaction_hash: hash32,
  block_number: uintStringOrNumber,
  block_hash: hash32,
  type: z.string(),
  from: evmAddress,
  to: optionalAddress,
  value: uintString,
  gas: uintString,
  gas_used: uintString,
  input: hexData,
  output: hexData,
  error: optionalText,
});
export type InternalTransaction = z.infer<typeof internalTransaction>;

/** Spec 2.4. */
export const log = z.object({
  log_index: uintStringOrNumber,
  transaction_hash: hash32,
  transaction_index: uintStringOrNumber,
  address: evmAddress,
  data: hexData,
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
  nonce: uintString,
  transaction_index: uintString,
  from_address: evmAddress,
  from_address_entity: optionalText,
  from_address_entity_logo: optionalText,
  from_address_label: optionalText,
  to_address: optionalAddress,
  to_address_entity: optionalText,
  to_address_entity_logo: optionalText,
  to_address_label: optionalText,
  value: uintString,
  gas: uintString,
  gas_price: uintString,
  input: hexData,
  receipt_cumulative_gas_used: uintString,
  receipt_gas_used: uintString,
  receipt_contract_address: optionalAddress,
  receipt_root: optionalText,
  receipt_status: z.enum(['0', '1']),
  block_timestamp: isoTimestamp,
  block_number: uintString,
  block_hash: hash32,
};

/** Spec 2.1. `internal_transactions` only with include=internal_transactions. */
export const nativeTransaction = z.object({
  ...transactionBase,
  /** Decimal string in native units, e.g. "0.00034". */
  transaction_fee: z.optional(z.string().check(z.regex(/^\d+(\.\d+)?$/))),
  internal_transactions: z.optional(arrayish(internalTransaction)),
});
export type NativeTransaction = z.infer<typeof nativeTransaction>;

/** Spec 2.3. */
export const verboseTransaction = z.object({
  ...transactionBase,
  logs: arrayish(log),
  decoded_call: missingAsNull(decodedItem),
  internal_transactions: z.optional(arrayish(internalTransaction)),
});
export type VerboseTransaction = z.infer<typeof verboseTransaction>;

/** Spec 4.3 (1). */
export const walletTransactionsPage = z.object({
  cursor: cursorField,
  page: numberLike,
  page_size: numberLike,
  result: arrayish(nativeTransaction),
});
export type WalletTransactionsPage = z.infer<typeof walletTransactionsPage>;

/** Spec 4.3 (2). The verbose page has no cursor in the spec; the real service sends one. */
export const verboseTransactionsPage = z.object({
  cursor: cursorField,
  page: numberLike,
  page_size: numberLike,
  result: arrayish(verboseTransaction),
});
export type VerboseTransactionsPage = z.infer<typeof verboseTransactionsPage>;

/** Spec 2.6. */
export const nftTransfer = z.object({
  token_address: evmAddress,
  token_id: z.string().check(z.minLength(1)),
  from_address: evmAddress,
  from_address_entity: optionalText,
  from_address_entity_logo: optionalText,
  from_address_label: optionalText,
  to_address: evmAddress,
  to_address_entity: optionalText,
  to_address_entity_logo: optionalText,
  to_address_label: optionalText,
  value: uintString,
  amount: uintString,
  contract_type: z.string(),
  block_number: uintString,
  block_timestamp: isoTimestamp,
  block_hash: emptyAsNull(hash32),
  transaction_hash: hash32,
  transaction_type: optionalText,
  transaction_index: emptyAsNull(uintStringOrNumber),
  log_index: emptyAsNull(uintStringOrNumber),
  operator: optionalAddress,
  possible_spam: booleanLike,
  verified_collection: booleanLike,
});
export type NftTransfer = z.infer<typeof nftTransfer>;

/** Spec 4.5. */
export const nftTransfersPage = z.object({
  page: numberLike,
  page_size: numberLike,
  cursor: cursorField,
  result: arrayish(nftTransfer),
  block_exists: z.optional(z.boolean()),
  index_complete: z.optional(z.boolean()),
});
export type NftTransfersPage = z.infer<typeof nftTransfersPage>;

/** Spec 2.7 nativePrice. */
export const nativePrice = z.object({
  value: uintString,
  decimals: uintNumber,
  name: z.string(),
  symbol: z.string(),
  address: evmAddress,
});

/** Spec 2.7: the REST and the JSON-RPC price share this shape. */
export const tokenPrice = z.object({
  tokenName: z.string(),
  tokenSymbol: z.string(),
  tokenLogo: optionalText,
  tokenDecimals: uintStringOrNumber,
  nativePrice: missingAsNull(nativePrice),
  usdPrice: z.number().check(z.nonnegative()),
  usdPriceFormatted: z.string(),
  '24hrPercentChange': missingAsNull(z.string().check(z.regex(/^[-+]?\d+(\.\d+)?(e[-+]?\d+)?$/i))),
  exchangeAddress: optionalAddress,
  exchangeName: optionalText,
  tokenAddress: evmAddress,
  toBlock: missingAsNull(uintStringOrNumber),
  possibleSpam: booleanLike,
  verifiedContract: map(z.optional(z.boolean()), (v) => v === true),
  pairAddress: optionalAddress,
  pairTotalLiquidityUsd: missingAsNull(z.string().check(z.regex(/^\d+(\.\d+)?$/))),
});
export type TokenPrice = z.infer<typeof tokenPrice>;
