import { z } from './zod';
import { uintString } from './common';

const moveAddress = z.string().regex(/^0x[0-9a-f]{1,64}$/i, 'not a Move address');
const hexString = z.string().regex(/^0x[0-9a-fA-F]*$/, 'not hex');

/**
 * Spec 2.8 block transaction. The spec's table lists the user-transaction fields; the service
 * also returns block-metadata and state-checkpoint transactions, which lack them and carry a
 * `type` (Aptos REST naming). Everything beyond `hash` is therefore optional here.
 */
export const blockTransaction = z.object({
  type: z.string().optional(),
  version: uintString.optional(),
  hash: hexString,
  sender: moveAddress.optional(),
  sequence_number: uintString.optional(),
  max_gas_amount: uintString.optional(),
  gas_unit_price: uintString.optional(),
  gas_used: uintString.optional(),
  expiration_timestamp_secs: uintString.optional(),
  success: z.boolean().optional(),
  vm_status: z.string().optional(),
  timestamp: uintString.optional(),
  payload: z
    .object({
      type: z.string(),
      function: z.string(),
      type_arguments: z.array(z.string()),
      // Move arguments are JSON values (u64 and larger are strings): keep them as parsed JSON.
      arguments: z.array(z.json()),
    })
    .optional(),
  signature: z.object({ type: z.string(), signature: z.string().optional(), public_key: z.string().optional() }).optional(),
  // Block metadata transactions.
  epoch: uintString.optional(),
  round: uintString.optional(),
  proposer: moveAddress.optional(),
});
export type BlockTransaction = z.infer<typeof blockTransaction>;

/** Spec 2.8. `block_timestamp` is microseconds since the epoch, as a string. */
export const chainBBlock = z.object({
  block_height: uintString,
  block_hash: hexString,
  block_timestamp: uintString,
  first_version: uintString,
  last_version: uintString,
  transactions: z.array(blockTransaction).optional(),
});
export type ChainBBlock = z.infer<typeof chainBBlock>;

/** Spec 2.9. `coin_type_hash` is the SHA3-256 of `coin_type`, 64 hex digits. */
export const chainBCoin = z.object({
  coin_type: z.string().min(1),
  coin_type_hash: z.string().regex(/^(0x)?[0-9a-f]{64}$/i),
  creator_address: moveAddress,
  decimals: z.number().int().nonnegative(),
  name: z.string(),
  symbol: z.string(),
  supply_aggregator_table_handle: z.string().nullish().transform((v) => v || null),
  supply_aggregator_table_key: z.string().nullish().transform((v) => v || null),
  transaction_created_timestamp: z.string(),
  transaction_version_created: uintString,
});
export type ChainBCoin = z.infer<typeof chainBCoin>;

export const chainBCoins = z.array(chainBCoin);
