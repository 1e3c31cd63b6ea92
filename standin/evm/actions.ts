import { encodeAbiParameters } from 'viem/utils';
import type { Hex } from 'viem';
import type { EvmChain } from '../../contract/lib/chains';
import { encodeCall, encodeTopics, ERC20, PAIR, ROUTER, WETH } from './abi';
import { nativeAmount, tokenAmount, usdSize } from './amounts';
import { chainTokens, marketplaceAddress, pairAddress, routerAddress, wrappedNative, type TokenInfo } from './known';
import { address, bigIn, intIn, pick, unit } from './rand';

/**
 * What one outgoing transaction does, per kind: its call, value, logs and internal calls,
 * all ABI-encoded with viem. `txgen.ts` wraps an action into a full transaction. Token actions
 * are here; NFT ones in nft-actions.ts, deployments and other contracts in contract-actions.ts.
 */

export interface RawLog {
  address: `0x${string}`;
  topics: Hex[];
  data: Hex;
}
export interface RawInternal {
  type: 'CALL' | 'DELEGATECALL' | 'STATICCALL' | 'CREATE' | 'CREATE2';
  from: `0x${string}`;
  to: `0x${string}`;
  value: bigint;
  gas: bigint;
  gasUsed: bigint;
  input: Hex;
  output: Hex;
  error: string | null;
}
export interface Action {
  to: `0x${string}` | null;
  value: bigint;
  input: Hex;
  gasUsed: bigint;
  logs: RawLog[];
  internals: RawInternal[];
  contractAddress?: `0x${string}`;
}

export interface ActionContext {
  chain: EvmChain;
  wallet: `0x${string}`;
  seed: string;
  block: number;
  timestampSec: number;
  nonce: number;
}

/** The unlimited allowance wallets grant routers. */
const MAX_UINT256 = 2n ** 256n - 1n;
export const TRUE = encodeAbiParameters([{ type: 'bool' }], [true]);
export const pad = (addr: string): Hex => `0x${addr.slice(2).padStart(64, '0')}`;

export function log(addr: `0x${string}`, topics: readonly Hex[], data: Hex = '0x'): RawLog {
  return { address: addr, topics: [...topics], data };
}

export function internal(
  type: RawInternal['type'],
  from: `0x${string}`,
  to: `0x${string}`,
  input: Hex,
  output: Hex,
  gasUsed: number,
  value = 0n,
): RawInternal {
  return {
    type,
    from,
    to,
    value,
    gas: BigInt(Math.round(gasUsed * 1.6) + 2300),
    gasUsed: BigInt(gasUsed),
    input,
    output,
    error: null,
  };
}

/** Someone the wallet deals with repeatedly (a small circle per wallet). */
export const friend = (ctx: ActionContext, tag: string) => address('friend', ctx.wallet, intIn(0, 6, ctx.seed, tag));

export function nativeSend(ctx: ActionContext): Action {
  return {
    to: friend(ctx, 'to'),
    value: nativeAmount(ctx.chain, usdSize(5, 4000, ctx.seed, 'usd')),
    input: '0x',
    gasUsed: 21000n,
    logs: [],
    internals: [],
  };
}

export function erc20Transfer(ctx: ActionContext): Action {
  const token = pick(chainTokens(ctx.chain), ctx.seed, 'token');
  const to = friend(ctx, 'to');
  const amount = tokenAmount(token, usdSize(10, 20_000, ctx.seed, 'usd'));
  const input = encodeCall(ERC20, 'transfer', [to, amount]);
  const logs = [
    log(
      token.address,
      encodeTopics(ERC20, 'Transfer', { from: ctx.wallet, to }),
      encodeAbiParameters([{ type: 'uint256' }], [amount]),
    ),
  ];
  // Stablecoins sit behind a proxy: the call is delegated to the implementation.
  const internals =
    token.symbol === 'USDC'
      ? [internal('DELEGATECALL', token.address, address('impl', token.address), input, TRUE, 28_000)]
      : [];
  return {
    to: token.address,
    value: 0n,
    input,
    gasUsed: BigInt(intIn(34_000, 52_000, ctx.seed, 'gas')),
    logs,
    internals,
  };
}

export function approve(ctx: ActionContext): Action {
  const token = pick(chainTokens(ctx.chain), ctx.seed, 'token');
  const spender = unit(ctx.seed, 'spender') < 0.7 ? routerAddress(ctx.chain) : marketplaceAddress(ctx.chain);
  const amount = unit(ctx.seed, 'max') < 0.6 ? MAX_UINT256 : tokenAmount(token, usdSize(50, 50_000, ctx.seed, 'usd'));
  const input = encodeCall(ERC20, 'approve', [spender, amount]);
  const logs = [
    log(
      token.address,
      encodeTopics(ERC20, 'Approval', { owner: ctx.wallet, spender }),
      encodeAbiParameters([{ type: 'uint256' }], [amount]),
    ),
  ];
  return {
    to: token.address,
    value: 0n,
    input,
    gasUsed: BigInt(intIn(44_000, 46_500, ctx.seed, 'gas')),
    logs,
    internals: [],
  };
}

function reserves(token: TokenInfo, seed: string): bigint {
  return tokenAmount(token, (token.liquidityUsd / 2) * (0.9 + 0.2 * unit(seed, token.address, 'reserve')));
}

export function swap(ctx: ActionContext): Action {
  const tokens = chainTokens(ctx.chain);
  const tokenIn = pick(tokens, ctx.seed, 'in');
  const tokenOut = tokens.filter((t) => t !== tokenIn)[intIn(0, tokens.length - 2, ctx.seed, 'out')] ?? tokens[0]!;
  const router = routerAddress(ctx.chain);
  const pair = pairAddress(ctx.chain, tokenIn.address, tokenOut.address);
  // A trade never takes more than a tenth of the thinner pool side (reserves stay positive).
  const usd = Math.min(
    usdSize(20, 50_000, ctx.seed, 'usd'),
    Math.min(tokenIn.liquidityUsd, tokenOut.liquidityUsd) / 20,
  );
  const amountIn = tokenAmount(tokenIn, usd);
  const amountOut = tokenAmount(tokenOut, usd * 0.997);
  const inIsToken0 = tokenIn.address < tokenOut.address;
  const [r0, r1] = inIsToken0
    ? [reserves(tokenIn, ctx.seed) + amountIn, reserves(tokenOut, ctx.seed) - amountOut]
    : [reserves(tokenOut, ctx.seed) - amountOut, reserves(tokenIn, ctx.seed) + amountIn];
  const input = encodeCall(ROUTER, 'swapExactTokensForTokens', [
    amountIn,
    (amountOut * 99n) / 100n,
    [tokenIn.address, tokenOut.address],
    ctx.wallet,
    BigInt(ctx.timestampSec + 1200),
  ]);
  const word = (n: bigint) => encodeAbiParameters([{ type: 'uint256' }], [n]);
  const logs = [
    log(tokenIn.address, encodeTopics(ERC20, 'Transfer', { from: ctx.wallet, to: pair }), word(amountIn)),
    log(tokenOut.address, encodeTopics(ERC20, 'Transfer', { from: pair, to: ctx.wallet }), word(amountOut)),
    log(pair, encodeTopics(PAIR, 'Sync'), encodeAbiParameters([{ type: 'uint112' }, { type: 'uint112' }], [r0, r1])),
    log(
      pair,
      encodeTopics(PAIR, 'Swap', { sender: router, to: ctx.wallet }),
      encodeAbiParameters(
        [{ type: 'uint256' }, { type: 'uint256' }, { type: 'uint256' }, { type: 'uint256' }],
        inIsToken0 ? [amountIn, 0n, 0n, amountOut] : [0n, amountIn, amountOut, 0n],
      ),
    ),
  ];
  const [out0, out1] = inIsToken0 ? [0n, amountOut] : [amountOut, 0n];
  const internals = [
    internal(
      'STATICCALL',
      router,
      pair,
      encodeCall(PAIR, 'getReserves'),
      encodeAbiParameters(
        [{ type: 'uint112' }, { type: 'uint112' }, { type: 'uint32' }],
        [r0, r1, ctx.timestampSec - 36],
      ),
      2_500,
    ),
    internal(
      'CALL',
      router,
      tokenIn.address,
      encodeCall(ERC20, 'transferFrom', [ctx.wallet, pair, amountIn]),
      TRUE,
      9_800,
    ),
    internal('CALL', router, pair, encodeCall(PAIR, 'swap', [out0, out1, ctx.wallet, '0x']), '0x', 61_000),
    internal('CALL', pair, tokenOut.address, encodeCall(ERC20, 'transfer', [ctx.wallet, amountOut]), TRUE, 12_600),
  ];
  return { to: router, value: 0n, input, gasUsed: BigInt(intIn(105_000, 182_000, ctx.seed, 'gas')), logs, internals };
}

export function wethDeposit(ctx: ActionContext): Action {
  const weth = wrappedNative(ctx.chain);
  const amount = nativeAmount(ctx.chain, usdSize(50, 20_000, ctx.seed, 'usd'));
  const logs = [
    log(
      weth.address,
      encodeTopics(WETH, 'Deposit', { dst: ctx.wallet }),
      encodeAbiParameters([{ type: 'uint256' }], [amount]),
    ),
  ];
  return {
    to: weth.address,
    value: amount,
    input: encodeCall(WETH, 'deposit'),
    gasUsed: BigInt(intIn(27_500, 45_000, ctx.seed, 'gas')),
    logs,
    internals: [],
  };
}

export function wethWithdraw(ctx: ActionContext): Action {
  const weth = wrappedNative(ctx.chain);
  const amount = nativeAmount(ctx.chain, usdSize(50, 20_000, ctx.seed, 'usd'));
  const logs = [
    log(
      weth.address,
      encodeTopics(WETH, 'Withdrawal', { src: ctx.wallet }),
      encodeAbiParameters([{ type: 'uint256' }], [amount]),
    ),
  ];
  const internals = [internal('CALL', weth.address, ctx.wallet, '0x', '0x', 0, amount)];
  return {
    to: weth.address,
    value: 0n,
    input: encodeCall(WETH, 'withdraw', [amount]),
    gasUsed: BigInt(intIn(35_000, 45_000, ctx.seed, 'gas')),
    logs,
    internals,
  };
}

export const randomId = (seed: string) => bigIn(1n, 10_000n, seed, 'id');
