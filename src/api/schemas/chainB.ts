import { z } from './zod';
import { optionalText, uintNumber, uintString } from './common';

const moveAddress = z.string().check(z.regex(/^0x[0-9a-f]{1,64}$/i, 'not a Move address'));
const hexString = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'not hex'));

/**
 * Spec 2.8 block transaction. The spec's table lists the user-transaction fields; the service
 * also returns block-metadata and state-checkpoint transactions, which lack them and carry a
 * `type` (Aptos REST naming). Everything beyond `hash` is therefore optional here.
 */
export const blockTransaction = z.object({
  type: z.optional(z.string()),
  version: z.optional(uintString),
  hash: hexString,
  sender: z.optional(moveAddress),
  sequence_number: z.optional(uintString),
  max_gas_amount: z.optional(uintString),
  gas_unit_price: z.optional(uintString),
  gas_used: z.optional(uintString),
  expiration_timestamp_secs: z.optional(uintString),
  success: z.optional(z.boolean()),
  vm_status: z.optional(z.string()),
  timestamp: z.optional(uintString),
  payload: z.optional(
    z.object({
      type: z.string(),
      function: z.string(),
      type_arguments: z.array(z.string()),
      // Move arguments are JSON values (u64 and larger are strings): keep them as parsed JSON.
      arguments: z.array(z.json()),
    }),
  ),
  signature: z.optional(z.object({ type: z.string(), signature: z.optional(z.string()), public_key: z.optional(z.string()) })),
  // Block metadata transactions.
  epoch: z.optional(uintString),
  round: z.optional(uintString),
  proposer: z.optional(moveAddress),
});
export type BlockTransaction = z.infer<typeof blockTransaction>;

/** Spec 2.8. `block_timestamp` is microseconds since the epoch, as a string. */
export const chainBBlock = z.object({
  block_height: uintString,
  block_hash: hexString,
  block_timestamp: uintString,
  first_version: uintString,
  last_version: uintString,
  transactions: z.optional(z.array(blockTransaction)),
});
export type ChainBBlock = z.infer<typeof chainBBlock>;

/** Spec 2.9. `coin_type_hash` is the SHA3-256 of `coin_type`, 64 hex digits. */
export const chainBCoin = z.object({
  coin_type: z.string().check(z.minLength(1)),
  coin_type_hash: z.string().check(z.regex(/^(0x)?[0-9a-f]{64}$/i)),
  creator_address: moveAddress,
  decimals: uintNumber,
  name: z.string(),
  symbol: z.string(),
  supply_aggregator_table_handle: optionalText,
  supply_aggregator_table_key: optionalText,
  transaction_created_timestamp: z.string(),
  transaction_version_created: uintString,
});
export type ChainBCoin = z.infer<typeof chainBCoin>;

export const chainBCoins = z.array(chainBCoin);
