import { Rng, hexOf, mix32 } from './det';
import { genesisEffects, writeResource, type ChainBChange, type ChainBEvent } from './effects';

/**
 * Aptos's system transactions besides block metadata: the genesis write set (block 0), the last
 * transaction of a block (a state checkpoint before EPILOGUE_FROM_HEIGHT, a block epilogue with its
 * `block_end_info` from then on, as on the real chain since the 2024 upgrade) and the rare
 * validator transaction (a DKG result or a JWK update) right after a block's metadata.
 */

/** From this height on a block ends with a block epilogue instead of a state checkpoint. */
export const EPILOGUE_FROM_HEIGHT = 150_000_000;

export interface SystemCommon {
  version: string;
  hash: string;
  state_change_hash: string;
  event_root_hash: string;
  state_checkpoint_hash: string | null;
  gas_used: string;
  success: boolean;
  vm_status: string;
  accumulator_root_hash: string;
}

export interface GenesisTransaction extends SystemCommon {
  type: 'genesis_transaction';
  payload: {
    type: 'write_set_payload';
    write_set: { type: 'direct_write_set'; changes: ChainBChange[]; events: ChainBEvent[] };
  };
  events: ChainBEvent[];
  changes: ChainBChange[];
}

export interface StateCheckpointTransaction extends SystemCommon {
  type: 'state_checkpoint_transaction';
  changes: [];
  timestamp: string;
}

export interface BlockEpilogueTransaction extends SystemCommon {
  type: 'block_epilogue_transaction';
  changes: [];
  timestamp: string;
  block_end_info: {
    block_gas_limit_reached: boolean;
    block_output_limit_reached: boolean;
    block_effective_block_gas_units: number;
    block_approx_output_size: number;
  };
}

export interface ValidatorTransaction extends SystemCommon {
  type: 'validator_transaction';
  validator_transaction_type: 'dkg_result' | 'observed_jwk_update';
  events: ChainBEvent[];
  changes: ChainBChange[];
  timestamp: string;
}

export function genesis(common: SystemCommon): GenesisTransaction {
  const effects = genesisEffects();
  return {
    type: 'genesis_transaction',
    ...common,
    payload: { type: 'write_set_payload', write_set: { type: 'direct_write_set', ...effects } },
    ...effects,
  };
}

/** The block's last transaction. */
export function closing(
  height: number,
  common: SystemCommon,
  timestamp: string,
  userGas: number,
): StateCheckpointTransaction | BlockEpilogueTransaction {
  if (height < EPILOGUE_FROM_HEIGHT) return { type: 'state_checkpoint_transaction', ...common, changes: [], timestamp };
  const rng = new Rng(0xe910, height);
  return {
    type: 'block_epilogue_transaction',
    ...common,
    changes: [],
    timestamp,
    block_end_info: {
      block_gas_limit_reached: false,
      block_output_limit_reached: false,
      block_effective_block_gas_units: userGas,
      block_approx_output_size: 2_000 + userGas * 12 + rng.int(0, 4_000),
    },
  };
}

/** Whether block h carries a validator transaction (about one block in 60). */
export function hasValidatorTransaction(height: number): boolean {
  return height > 0 && mix32(0x7a11, height) % 60 === 0;
}

export function validator(
  height: number,
  common: SystemCommon,
  timestamp: string,
  epoch: string,
): ValidatorTransaction {
  const jwk = mix32(0x7a12, height) % 2 === 0;
  return {
    type: 'validator_transaction',
    ...common,
    validator_transaction_type: jwk ? 'observed_jwk_update' : 'dkg_result',
    events: jwk
      ? [
          {
            guid: { creation_number: '0', account_address: '0x0' },
            sequence_number: '0',
            type: '0x1::jwks::ObservedJWKsUpdated',
            data: {
              epoch,
              jwks: {
                entries: [
                  {
                    issuer: '0x68747470733a2f2f6163636f756e74732e676f6f676c652e636f6d',
                    version: String(height % 97),
                    jwks: [],
                  },
                ],
              },
            },
          },
        ]
      : [
          {
            guid: { creation_number: '0', account_address: '0x0' },
            sequence_number: '0',
            type: '0x1::dkg::DKGStartEvent',
            data: {
              session_metadata: {
                dealer_epoch: epoch,
                randomness_config: {
                  variant: { type: '0x1::randomness_config::ConfigV2', data: `0x${hexOf(`b-dkg:${height}`, 24)}` },
                },
              },
              start_time_us: timestamp,
            },
          },
        ],
    changes: [
      writeResource('0x1', jwk ? '0x1::jwks::ObservedJWKs' : '0x1::dkg::DKGState', {
        epoch,
        digest: `0x${hexOf(`b-validator-state:${height}`)}`,
      }),
    ],
    timestamp,
  };
}
