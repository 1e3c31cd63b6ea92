import { accountAddress, drawAccount, type EntryFunctionPayload, type Json } from './payloads';
import { hexOf, type Rng } from './det';

/**
 * The user-transaction forms real chain-B blocks hold beside a plain entry function signed by one
 * ed25519 key: script, multisig and module-bundle payloads, and single-sender (keys as objects),
 * fee-payer and multi-agent signatures. Shares are seeded per version, so every block page of a
 * few hundred transactions meets each of them.
 */

export interface ScriptPayload {
  type: 'script_payload';
  code: {
    bytecode: string;
    abi?: {
      name: string;
      visibility: string;
      is_entry: boolean;
      is_view: boolean;
      generic_type_params: Json[];
      params: string[];
      return: string[];
    };
  };
  type_arguments: string[];
  arguments: Json[];
}

export interface MultisigPayload {
  type: 'multisig_payload';
  multisig_address: string;
  transaction_payload?: EntryFunctionPayload;
}

export interface ModuleBundlePayload {
  type: 'module_bundle_payload';
  modules: {
    bytecode: string;
    abi?: { address: string; name: string; friends: string[]; exposed_functions: Json[]; structs: Json[] };
  }[];
}

export type UserPayload = EntryFunctionPayload | ScriptPayload | MultisigPayload | ModuleBundlePayload;

/** The payload a user transaction carries: the drawn entry function, or one of the rarer forms around it. */
export function payloadVariant(entry: EntryFunctionPayload, rng: Rng, version: number): UserPayload {
  const draw = rng.next();
  if (draw < 0.04) {
    return {
      type: 'script_payload',
      code: {
        bytecode: `0xa11ceb0b0700000a${hexOf(`b-script:${version}`, rng.int(120, 400))}`,
        abi: {
          name: 'main',
          visibility: 'public',
          is_entry: true,
          is_view: false,
          generic_type_params: [],
          params: ['&signer', 'address', 'u64'],
          return: [],
        },
      },
      type_arguments: entry.type_arguments,
      arguments: entry.arguments.filter((value) => typeof value === 'string').slice(0, 2),
    };
  }
  if (draw < 0.06)
    return {
      type: 'multisig_payload',
      multisig_address: `0x${hexOf(`b-multisig:${rng.int(0, 30)}`)}`,
      transaction_payload: entry,
    };
  if (draw < 0.07) {
    const address = `0x${hexOf(`b-publisher:${version}`)}`;
    return {
      type: 'module_bundle_payload',
      modules: [
        {
          bytecode: `0xa11ceb0b0700000a${hexOf(`b-module:${version}`, rng.int(300, 900))}`,
          abi: { address, name: 'vault', friends: [], exposed_functions: [], structs: [] },
        },
      ],
    };
  }
  return entry;
}

interface Ed25519 {
  type: 'ed25519_signature';
  public_key: string;
  signature: string;
}

export type UserSignature =
  | Ed25519
  | {
      type: 'single_sender';
      public_key: { value: string; type: 'ed25519' };
      signature: { value: string; type: 'ed25519' };
    }
  | {
      type: 'multi_agent_signature';
      sender: Ed25519;
      secondary_signer_addresses: string[];
      secondary_signers: Ed25519[];
    }
  | {
      type: 'fee_payer_signature';
      sender: Ed25519;
      secondary_signer_addresses: string[];
      secondary_signers: Ed25519[];
      fee_payer_address: string;
      fee_payer_signer: Ed25519;
    };

function ed25519(signer: string, version: number): Ed25519 {
  return {
    type: 'ed25519_signature',
    public_key: `0x${hexOf(`b-public-key:${signer}`)}`,
    signature: `0x${hexOf(`b-signature:${version}:${signer}`, 64)}`,
  };
}

/** How the transaction was signed: mostly one ed25519 key, often the newer single-sender form, sometimes sponsored or multi-agent. */
export function signatureVariant(sender: string, version: number, rng: Rng): UserSignature {
  const draw = rng.next();
  if (draw < 0.25) {
    const plain = ed25519(sender, version);
    return {
      type: 'single_sender',
      public_key: { value: plain.public_key, type: 'ed25519' },
      signature: { value: plain.signature, type: 'ed25519' },
    };
  }
  if (draw < 0.31) {
    const payer = accountAddress(rng.int(0, 20));
    return {
      type: 'fee_payer_signature',
      sender: ed25519(sender, version),
      secondary_signer_addresses: [],
      secondary_signers: [],
      fee_payer_address: payer,
      fee_payer_signer: ed25519(payer, version),
    };
  }
  if (draw < 0.34) {
    const second = accountAddress(drawAccount(rng));
    return {
      type: 'multi_agent_signature',
      sender: ed25519(sender, version),
      secondary_signer_addresses: [second],
      secondary_signers: [ed25519(second, version)],
    };
  }
  return ed25519(sender, version);
}
