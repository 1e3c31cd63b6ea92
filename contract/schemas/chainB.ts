import { map, z } from './zod';
import {
  itemList,
  optionalText,
  parseItems,
  textLike,
  uintNumber,
  uintString,
  uintStringOrNumber,
  type UnreadableItem,
} from './common';

const moveAddress = z.string().check(z.regex(/^0x[0-9a-f]{1,64}$/i, 'not a Move address'));
const hexString = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'not hex'));
/** A quantity the node writes as a u64 string; tolerated as a number, kept as exact text. */
const optionalUint = z.optional(uintStringOrNumber);
/** Move values: JSON of any shape (u64 and larger are strings), kept as parsed. */
const moveValues = map(z.nullish(z.array(z.json())), (values) => values ?? []);
const typeArguments = map(z.nullish(z.array(z.string())), (values) => values ?? []);

/**
 * A transaction payload (Aptos REST naming). `entry_function_payload` names a `function`;
 * `script_payload` carries `code` (bytecode and, when known, its ABI) and no function;
 * `multisig_payload` wraps an entry function in `transaction_payload`; `module_bundle_payload`
 * and the genesis `write_set_payload` carry neither. Unknown kinds are kept by their `type` text.
 */
const payload = z.object({
  type: textLike,
  function: z.optional(z.string()),
  type_arguments: typeArguments,
  arguments: moveValues,
  code: z.optional(
    z.object({ bytecode: z.optional(z.string()), abi: z.optional(z.object({ name: z.optional(z.string()) })) }),
  ),
  multisig_address: z.optional(moveAddress),
  transaction_payload: z.optional(
    z.object({
      type: z.optional(textLike),
      function: z.optional(z.string()),
      type_arguments: typeArguments,
      arguments: moveValues,
    }),
  ),
  modules: z.optional(z.array(z.unknown())),
});
export type BlockTransactionPayload = z.infer<typeof payload>;

/**
 * Keys and signatures: hex text for ed25519, objects for `single_sender` and the nested signers of
 * `fee_payer_signature` / `multi_agent_signature`. Hex text is drawn as a hash; anything else as JSON.
 */
const keyMaterial = z.optional(
  z.union([
    z.string(),
    // A typed key (`{type: "ed25519", value: "0x…"}`): only its two fields are kept, never extra keys.
    z.object({ type: z.optional(textLike), value: z.optional(z.string()) }),
    z.json(),
  ]),
);
const signature = z.object({ type: textLike, public_key: keyMaterial, signature: keyMaterial });

/** An event a transaction emitted: its Move type and data, drawn as they came. */
export const transactionEvent = z.object({
  type: textLike,
  data: z.optional(z.json()),
  sequence_number: optionalUint,
  guid: z.optional(z.object({ creation_number: optionalUint, account_address: z.optional(z.string()) })),
});
export type TransactionEvent = z.infer<typeof transactionEvent>;

/**
 * Spec 2.8 block transaction: the node's full object. The spec's table lists the user-transaction
 * fields; a block also holds block-metadata, state-checkpoint, block-epilogue, validator and
 * genesis transactions, which lack them and carry a `type`. Everything beyond `hash` is optional;
 * `changes`, `replay_protection_nonce`, `block_end_info` and the rest are not drawn and ignored.
 * `events` is parsed item by item like every list.
 */
export const blockTransaction = map(
  z.object({
    type: z.optional(textLike),
    version: optionalUint,
    hash: hexString,
    sender: z.optional(moveAddress),
    sequence_number: optionalUint,
    max_gas_amount: optionalUint,
    gas_unit_price: optionalUint,
    gas_used: optionalUint,
    expiration_timestamp_secs: optionalUint,
    success: z.optional(z.union([z.boolean(), map(z.enum(['true', 'false']), (value) => value === 'true')])),
    vm_status: z.optional(z.string()),
    timestamp: optionalUint,
    payload: z.optional(payload),
    signature: z.optional(signature),
    events: z.optional(itemList(transactionEvent)),
    // Validator transactions: what the validators agreed on (`dkg_result`, `observed_jwk_update`).
    validator_transaction_type: z.optional(textLike),
    // Block metadata transactions.
    epoch: optionalUint,
    round: optionalUint,
    proposer: z.optional(moveAddress),
  }),
  ({ events, ...rest }) => ({ ...rest, events: events?.items ?? [], unreadable_events: events?.unreadable ?? [] }),
);
export type BlockTransaction = z.infer<typeof blockTransaction>;

/**
 * Spec 2.8. `block_timestamp` is microseconds since the epoch, as a string. `transactions` is
 * null (the key present) or absent without with_transactions: null then. With them, it is parsed
 * item by item: `transactions` holds what parsed, `unreadable_transactions` the rest.
 */
export const chainBBlock = map(
  z.object({
    block_height: uintStringOrNumber,
    block_hash: hexString,
    block_timestamp: uintStringOrNumber,
    first_version: uintStringOrNumber,
    last_version: uintStringOrNumber,
    transactions: z.nullish(z.array(z.unknown())),
  }),
  ({ transactions, ...rest }) => {
    const list = transactions ? parseItems(blockTransaction, transactions) : null;
    return {
      ...rest,
      transactions: list?.items ?? null,
      unreadable_transactions: list?.unreadable ?? ([] as UnreadableItem[]),
    };
  },
);
export type ChainBBlock = z.infer<typeof chainBBlock>;

/** Spec 2.9. `coin_type_hash` is the SHA-256 of `coin_type`, 64 hex digits. */
export const chainBCoin = z.object({
  coin_type: z.string().check(z.minLength(1)),
  coin_type_hash: z.string().check(z.regex(/^(0x)?[0-9a-f]{64}$/i, 'not a 64-hex-digit hash')),
  creator_address: moveAddress,
  decimals: map(z.union([uintNumber, uintString]), Number),
  name: textLike,
  symbol: textLike,
  supply_aggregator_table_handle: optionalText,
  supply_aggregator_table_key: optionalText,
  transaction_created_timestamp: textLike,
  transaction_version_created: uintStringOrNumber,
});
export type ChainBCoin = z.infer<typeof chainBCoin>;

/** Spec 4.7: an array of coins, parsed item by item. */
export const chainBCoins = map(z.array(z.unknown()), (values) => parseItems(chainBCoin, values));
export type ChainBCoins = z.infer<typeof chainBCoins>;
