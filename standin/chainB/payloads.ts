import { CHAIN_B } from '../../contract/lib/chainB';
import type { Coin } from './coins';
import { hexOf, type Rng } from './det';

/**
 * Entry-function payloads of Aptos's user transactions: the calls people really make on an
 * Aptos-style chain (transfers, coin transfers, DEX swaps with several type arguments, NFT mints
 * with vectors and nested option values, oracle updates with kilobytes of hex), with amounts in
 * each coin's smallest unit and the abort message a failed call of that kind would give.
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface EntryFunctionPayload {
  type: 'entry_function_payload';
  function: string;
  type_arguments: string[];
  arguments: Json[];
}

export interface UserCall {
  payload: EntryFunctionPayload;
  /** Typical gas units used by this kind of call. */
  gas: readonly [number, number];
  /** vm_status when this call aborts. */
  abort: string;
}

const APT = CHAIN_B.nativeCoinType;
const USDC = '0xf22bede237a07e121b56d91a491eb7bcdfd1f5907926a9e58338f964a01b17fa::asset::USDC';
const USDT = '0xf22bede237a07e121b56d91a491eb7bcdfd1f5907926a9e58338f964a01b17fa::asset::USDT';
const WETH = '0x5e156f1207d0ebfa19a9eeff00d62a282278fb8719f4fab3a586a0a2c0fffbea::coin::T';
const THL = '0x7fd500c11216f0fe3095d0c4b8aa4d64a4e2e04f83758462f2b127255643615::thl_coin::THL';
const LIQUIDSWAP = '0x190d44266241744264b964a37b8f09863167a12d3e70cda39376cfb4e3561e12';
const PANCAKE = '0xc7efb4076dbe143cbcd98cfaaa929ecfc8f299203dfff63b95ccb6bfe19850fa';
const PYTH = '0x7e783b349d3e89cf5931af376ebeadbfab855b3fa239b7ada8f5a92fbea6b387';
const LAUNCHPAD = '0x96c192a4e3c529f0f6b3567f1281676012ce65ba4bb0a9b20b46dec4e371cccd';

/** A pool of accounts; low indices are the busy ones (bots, exchanges). */
export const ACCOUNT_COUNT = 4000;

export function accountAddress(index: number): string {
  return `0x${hexOf(`b-account:${index}`)}`;
}

/** Zipf-like: a few accounts send most transactions. */
export function drawAccount(rng: Rng): number {
  return Math.floor(ACCOUNT_COUNT * rng.next() ** 3);
}

function amount(rng: Rng, decimals: number, minWhole: number, maxWhole: number): string {
  // Whole units on a log scale, then a random fraction: exact digits, no floating point at the end.
  const whole = Math.floor(Math.exp(Math.log(minWhole) + rng.next() * (Math.log(maxWhole) - Math.log(minWhole))));
  const fraction =
    decimals === 0 ? '' : String(rng.int(0, 10 ** Math.min(decimals, 9) - 1)).padStart(Math.min(decimals, 9), '0');
  const raw = `${whole}${fraction}${'0'.repeat(Math.max(0, decimals - 9))}`;
  return raw.replace(/^0+(?=\d)/, '');
}

const DECIMALS: Record<string, number> = { [APT]: 8, [USDC]: 6, [USDT]: 6, [WETH]: 8, [THL]: 8 };

function utf8Hex(text: string): string {
  return `0x${Buffer.from(text, 'utf8').toString('hex')}`;
}

const BACKGROUNDS = ['Nebula', 'Dusk', 'Mint', 'Obsidian', 'Coral', 'Glacier'];
const TRAITS = ['Laser Eyes', 'Halo', 'Visor', 'Bandana', 'Crown', 'None'];
const COLLECTIONS = ['Aptos Monkeys', 'Bruh Bears', 'Move Mirrors', 'Move Punks'];

function transfer(rng: Rng): UserCall {
  return {
    payload: {
      type: 'entry_function_payload',
      function: '0x1::aptos_account::transfer',
      type_arguments: [],
      arguments: [accountAddress(drawAccount(rng)), amount(rng, 8, 0.01, 5_000)],
    },
    gas: [6, 12],
    abort: 'Move abort in 0x1::coin: EINSUFFICIENT_BALANCE(0x10006): Not enough coins to complete transaction',
  };
}

function coinTransfer(rng: Rng): UserCall {
  const coin = rng.weighted([
    [APT, 70],
    [USDC, 15],
    [USDT, 10],
    [WETH, 5],
  ] as const);
  return {
    payload: {
      type: 'entry_function_payload',
      function: '0x1::coin::transfer',
      type_arguments: [coin],
      arguments: [accountAddress(drawAccount(rng)), amount(rng, DECIMALS[coin] ?? 8, 0.5, 20_000)],
    },
    gas: [8, 16],
    abort: 'Move abort in 0x1::coin: EINSUFFICIENT_BALANCE(0x10006): Not enough coins to complete transaction',
  };
}

function swap(rng: Rng): UserCall {
  const [from, to] = rng.pick([
    [APT, USDC],
    [USDC, APT],
    [APT, USDT],
    [WETH, APT],
    [APT, THL],
    [THL, USDC],
  ] as const);
  const amountIn = amount(rng, DECIMALS[from] ?? 8, 1, 50_000);
  const minOut = amount(rng, DECIMALS[to] ?? 8, 1, 50_000);
  if (rng.next() < 0.5) {
    const curve = from === USDC || to === USDC ? 'Stable' : 'Uncorrelated';
    return {
      payload: {
        type: 'entry_function_payload',
        function: `${LIQUIDSWAP}::scripts_v2::swap`,
        type_arguments: [from, to, `${LIQUIDSWAP}::curves::${curve}`],
        arguments: [amountIn, minOut],
      },
      gas: [40, 320],
      abort: `Move abort in ${LIQUIDSWAP}::router: ERR_COIN_OUT_NUM_LESS_THAN_EXPECTED_MINIMUM(0x130): `,
    };
  }
  return {
    payload: {
      type: 'entry_function_payload',
      function: `${PANCAKE}::router::swap_exact_input`,
      type_arguments: [from, to],
      arguments: [amountIn, minOut],
    },
    gas: [30, 260],
    abort: `Move abort in ${PANCAKE}::router: E_OUTPUT_LESS_THAN_MIN(0x4): `,
  };
}

function nftMint(rng: Rng, version: number): UserCall {
  const collection = rng.pick(COLLECTIONS);
  const edition = rng.int(1, 9999);
  const attributes = JSON.stringify({
    background: rng.pick(BACKGROUNDS),
    trait: rng.pick(TRAITS),
    generation: rng.int(1, 3),
  });
  return {
    payload: {
      type: 'entry_function_payload',
      function: '0x4::aptos_token::mint',
      type_arguments: [],
      arguments: [
        collection,
        `${collection} is a collection of ${rng.int(3, 10)},000 hand-drawn characters living on Aptos. Holders get access to the club, early drops and governance votes.`,
        `${collection} #${edition}`,
        `https://arweave.net/${Buffer.from(hexOf(`b-arweave:${version}`), 'hex').toString('base64url')}`,
        ['rarity', 'edition', 'attributes'],
        ['0x1::string::String', 'u64', '0x1::string::String'],
        [
          utf8Hex(rng.pick(['common', 'rare', 'legendary'])),
          `0x${Buffer.from(BigInt(edition).toString(16).padStart(16, '0'), 'hex').reverse().toString('hex')}`,
          utf8Hex(attributes),
        ],
      ],
    },
    gas: [300, 1200],
    abort: 'Move abort in 0x4::aptos_token: ENOT_CREATOR(0x50002): The provided signer is not the creator',
  };
}

function allowlistMint(rng: Rng, version: number): UserCall {
  const proof = Array.from({ length: rng.int(6, 12) }, (_, i) => `0x${hexOf(`b-proof:${version}:${i}`)}`);
  return {
    payload: {
      type: 'entry_function_payload',
      function: `${LAUNCHPAD}::minting::mint_with_allowlist`,
      type_arguments: [],
      // Option<address> is written {"vec": [...]} by the node's JSON encoding.
      arguments: [
        accountAddress(rng.int(0, 40)),
        String(rng.int(1, 3)),
        proof,
        { vec: rng.next() < 0.5 ? [accountAddress(drawAccount(rng))] : [] },
      ],
    },
    gas: [500, 1500],
    abort: `Move abort in ${LAUNCHPAD}::minting: EINVALID_PROOF(0x10007): `,
  };
}

function oracleUpdate(rng: Rng, version: number): UserCall {
  // A Pyth accumulator update ("PNAU" magic) is several hundred bytes of opaque hex.
  const updates = Array.from(
    { length: rng.int(1, 3) },
    (_, i) => `0x504e4155${hexOf(`b-vaa:${version}:${i}`, rng.int(400, 900))}`,
  );
  return {
    payload: {
      type: 'entry_function_payload',
      function: `${PYTH}::pyth::update_price_feeds_with_funder`,
      type_arguments: [],
      arguments: [updates],
    },
    gas: [150, 450],
    abort: `Move abort in ${PYTH}::pyth: E_STALE_PRICE_UPDATE(0x6): `,
  };
}

function stake(rng: Rng): UserCall {
  return {
    payload: {
      type: 'entry_function_payload',
      function: '0x1::delegation_pool::add_stake',
      type_arguments: [],
      arguments: [accountAddress(rng.int(3900, 3999)), amount(rng, 8, 11, 50_000)],
    },
    gas: [20, 60],
    abort: 'Move abort in 0x1::delegation_pool: EMINIMUM_STAKE_REQUIRED(0x10008): ',
  };
}

function register(rng: Rng): UserCall {
  return {
    payload: {
      type: 'entry_function_payload',
      function: '0x1::managed_coin::register',
      type_arguments: [rng.pick([USDC, USDT, WETH, THL])],
      arguments: [],
    },
    gas: [480, 620],
    abort: 'Move abort in 0x1::coin: ECOIN_STORE_ALREADY_PUBLISHED(0x80004): ',
  };
}

/** The call a user transaction makes, drawn by how common each kind is on a busy chain. */
export function drawUserCall(rng: Rng, version: number): UserCall {
  const kind = rng.next();
  if (kind < 0.3) return transfer(rng);
  if (kind < 0.45) return coinTransfer(rng);
  if (kind < 0.7) return swap(rng);
  if (kind < 0.77) return nftMint(rng, version);
  if (kind < 0.8) return allowlistMint(rng, version);
  if (kind < 0.88) return oracleUpdate(rng, version);
  if (kind < 0.95) return stake(rng);
  return register(rng);
}

/** The call that created a catalog coin (see coins.ts): `managed_coin::initialize`. */
export function coinInitCall(coin: Coin): UserCall {
  return {
    payload: {
      type: 'entry_function_payload',
      function: '0x1::managed_coin::initialize',
      type_arguments: [coin.coin_type],
      arguments: [
        utf8Hex(coin.name),
        utf8Hex(coin.symbol),
        coin.decimals,
        coin.supply_aggregator_table_handle !== null,
      ],
    },
    gas: [900, 1400],
    abort: 'Move abort in 0x1::coin: ECOIN_INFO_ALREADY_PUBLISHED(0x80002): ',
  };
}
