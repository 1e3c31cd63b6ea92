import type { Hex } from 'viem';
import {
  approve,
  erc20Transfer,
  nativeSend,
  swap,
  wethDeposit,
  wethWithdraw,
  type Action,
  type ActionContext,
  type RawInternal,
  type RawLog,
} from './actions';
import { bridgeDeposit, create, factoryDeploy, unknownCall } from './contract-actions';
import { nftTransfer1155, nftTransfer721 } from './nft-actions';
import { nativeAmount, gasPrice, usdSize } from './amounts';
import { blockHash, blockTimeMs } from './blocks';
import { hotWallets } from './known';
import { address, hex32, intIn, unit } from './rand';
import { blockOfIndex, isIncoming, nonceOf, type Style, type WalletProfile } from './wallets';

/** Transaction i of a wallet, computed from (wallet seed, i) alone. */

export interface GenTx {
  index: number;
  hash: `0x${string}`;
  nonce: number;
  transactionIndex: number;
  from: `0x${string}`;
  to: `0x${string}` | null;
  value: bigint;
  gas: bigint;
  gasPrice: bigint;
  input: Hex;
  gasUsed: bigint;
  cumulativeGasUsed: bigint;
  contractAddress: `0x${string}` | null;
  status: '0' | '1';
  blockNumber: number;
  blockHash: `0x${string}`;
  timestampMs: number;
  logs: RawLog[];
  internals: RawInternal[];
}

type Builder = (ctx: ActionContext) => Action;

/** Weighted mix of outgoing kinds per wallet style. */
const MIX: Record<Style, [Builder, number][]> = {
  trader: [
    [swap, 30],
    [erc20Transfer, 12],
    [approve, 10],
    [nativeSend, 10],
    [wethDeposit, 6],
    [wethWithdraw, 5],
    [nftTransfer721, 7],
    [nftTransfer1155, 6],
    [unknownCall, 8],
    [bridgeDeposit, 6],
  ],
  personal: [
    [nativeSend, 45],
    [erc20Transfer, 25],
    [approve, 10],
    [swap, 10],
    [wethDeposit, 5],
    [unknownCall, 5],
  ],
  casual: [
    [nativeSend, 25],
    [erc20Transfer, 20],
    [approve, 10],
    [swap, 20],
    [nftTransfer721, 10],
    [nftTransfer1155, 5],
    [unknownCall, 10],
  ],
  deployer: [
    [create, 40],
    [factoryDeploy, 15],
    [nativeSend, 15],
    [unknownCall, 20],
    [approve, 10],
  ],
};

function chooseBuilder(style: Style, seed: string): Builder {
  const mix = MIX[style];
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = unit(seed, 'kind') * total;
  for (const [builder, weight] of mix) {
    roll -= weight;
    if (roll < 0) return builder;
  }
  return mix[0]![0];
}

function incoming(w: WalletProfile, seed: string): { from: `0x${string}`; nonce: number; action: Action } {
  const roll = unit(seed, 'sender');
  const from =
    roll < 0.4
      ? hotWallets(w.chain)[intIn(0, 2, seed, 'hot')]!
      : address('friend', w.address, intIn(0, 6, seed, 'friend'));
  const action: Action = {
    to: w.address,
    value: nativeAmount(w.chain, usdSize(10, 8000, seed, 'usd')),
    input: '0x',
    gasUsed: 21000n,
    logs: [],
    internals: [],
  };
  return {
    from,
    nonce: roll < 0.4 ? intIn(2_000_000, 9_000_000, seed, 'nonce') : intIn(0, 3_000, seed, 'nonce'),
    action,
  };
}

function fails(w: WalletProfile, i: number, seed: string, action: Action): boolean {
  if (w.forcedFailures?.includes(i)) return true;
  return w.randomFailures && action.input !== '0x' && unit(seed, 'fail') < 0.04;
}

export function generateTx(w: WalletProfile, i: number): GenTx {
  const seed = `${w.seed}|${i}`;
  const blockNumber = blockOfIndex(w, i);
  const timestampMs = blockTimeMs(w.timeline, blockNumber);
  let from = w.address;
  let nonce: number;
  let action: Action;
  if (isIncoming(w, i)) {
    ({ from, nonce, action } = incoming(w, seed));
  } else {
    nonce = nonceOf(w, i);
    const ctx: ActionContext = {
      chain: w.chain,
      wallet: w.address,
      seed,
      block: blockNumber,
      timestampSec: Math.floor(timestampMs / 1000),
      nonce,
    };
    action = chooseBuilder(w.style, seed)(ctx);
  }
  const failed = fails(w, i, seed, action);
  // A reverted call burns part of its gas, emits nothing and creates nothing; its internal calls stop at the revert.
  const gasUsed = failed ? (action.gasUsed * BigInt(intIn(25, 70, seed, 'burn'))) / 100n : action.gasUsed;
  const internals = failed
    ? action.internals
        .slice(0, 1)
        .map((call) => ({ ...call, error: 'execution reverted', output: '0x' as Hex, gasUsed: call.gas }))
    : action.internals;
  const gas = action.input === '0x' ? 21000n : (action.gasUsed * BigInt(intIn(120, 160, seed, 'limit'))) / 100n;
  const transactionIndex = intIn(0, 180, seed, 'tx-index');
  return {
    index: i,
    hash: hex32('tx', seed),
    nonce,
    transactionIndex,
    from,
    to: action.to,
    value: action.value,
    gas,
    gasPrice: gasPrice(w.chain, blockNumber, seed),
    input: action.input,
    gasUsed,
    cumulativeGasUsed: gasUsed + BigInt(transactionIndex) * BigInt(intIn(38_000, 95_000, seed, 'cumulative')),
    contractAddress: failed ? null : (action.contractAddress ?? null),
    status: failed ? '0' : '1',
    blockNumber,
    blockHash: blockHash(w.timeline, blockNumber),
    timestampMs,
    logs: failed ? [] : action.logs,
    internals,
  };
}
