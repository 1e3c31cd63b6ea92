import { encodeAbiParameters, getContractAddress } from 'viem/utils';
import type { Hex } from 'viem';
import type { EvmChain } from '../../contract/lib/chains';
import { DEMO_NFT_CONTRACTS } from '../catalog';
import { BRIDGE, encodeCall, encodeTopics, ERC1155, ERC20, ERC721, FACTORY, PAIR, ROUTER, WETH } from './abi';
import { nativeAmount, tokenAmount, usdSize } from './amounts';
import {
  bridgeAddress, chainTokens, contractFactoryAddress, marketplaceAddress, NULL_ADDRESS, pairAddress, routerAddress,
  wrappedNative, type TokenInfo,
} from './known';
import { address, bigIn, hex32, intIn, pick, unit } from './rand';

/**
 * What one outgoing transaction does, per kind: its call, value, logs and internal calls,
 * all ABI-encoded with viem. `txgen.ts` wraps an action into a full transaction.
 */

export interface RawLog { address: `0x${string}`; topics: Hex[]; data: Hex }
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
const TRUE = encodeAbiParameters([{ type: 'bool' }], [true]);
const pad = (addr: string): Hex => `0x${addr.slice(2).padStart(64, '0')}`;

function log(addr: `0x${string}`, topics: readonly Hex[], data: Hex = '0x'): RawLog {
  return { address: addr, topics: [...topics], data };
}

function internal(type: RawInternal['type'], from: `0x${string}`, to: `0x${string}`, input: Hex, output: Hex, gasUsed: number, value = 0n): RawInternal {
  return { type, from, to, value, gas: BigInt(Math.round(gasUsed * 1.6) + 2300), gasUsed: BigInt(gasUsed), input, output, error: null };
}

/** Someone the wallet deals with repeatedly (a small circle per wallet). */
export const friend = (ctx: ActionContext, tag: string) => address('friend', ctx.wallet, intIn(0, 6, ctx.seed, tag));

export function nativeSend(ctx: ActionContext): Action {
  return { to: friend(ctx, 'to'), value: nativeAmount(ctx.chain, usdSize(5, 4000, ctx.seed, 'usd')), input: '0x', gasUsed: 21000n, logs: [], internals: [] };
}

export function erc20Transfer(ctx: ActionContext): Action {
  const token = pick(chainTokens(ctx.chain), ctx.seed, 'token');
  const to = friend(ctx, 'to');
  const amount = tokenAmount(token, usdSize(10, 20_000, ctx.seed, 'usd'));
  const input = encodeCall(ERC20, 'transfer', [to, amount]);
  const logs = [log(token.address, encodeTopics(ERC20, 'Transfer', { from: ctx.wallet, to }), encodeAbiParameters([{ type: 'uint256' }], [amount]))];
  // Stablecoins sit behind a proxy: the call is delegated to the implementation.
  const internals = token.symbol === 'USDC' ? [internal('DELEGATECALL', token.address, address('impl', token.address), input, TRUE, 28_000)] : [];
  return { to: token.address, value: 0n, input, gasUsed: BigInt(intIn(34_000, 52_000, ctx.seed, 'gas')), logs, internals };
}

export function approve(ctx: ActionContext): Action {
  const token = pick(chainTokens(ctx.chain), ctx.seed, 'token');
  const spender = unit(ctx.seed, 'spender') < 0.7 ? routerAddress(ctx.chain) : marketplaceAddress(ctx.chain);
  const amount = unit(ctx.seed, 'max') < 0.6 ? MAX_UINT256 : tokenAmount(token, usdSize(50, 50_000, ctx.seed, 'usd'));
  const input = encodeCall(ERC20, 'approve', [spender, amount]);
  const logs = [log(token.address, encodeTopics(ERC20, 'Approval', { owner: ctx.wallet, spender }), encodeAbiParameters([{ type: 'uint256' }], [amount]))];
  return { to: token.address, value: 0n, input, gasUsed: BigInt(intIn(44_000, 46_500, ctx.seed, 'gas')), logs, internals: [] };
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
  const usd = Math.min(usdSize(20, 50_000, ctx.seed, 'usd'), Math.min(tokenIn.liquidityUsd, tokenOut.liquidityUsd) / 20);
  const amountIn = tokenAmount(tokenIn, usd);
  const amountOut = tokenAmount(tokenOut, usd * 0.997);
  const inIsToken0 = tokenIn.address < tokenOut.address;
  const [r0, r1] = inIsToken0 ? [reserves(tokenIn, ctx.seed) + amountIn, reserves(tokenOut, ctx.seed) - amountOut] : [reserves(tokenOut, ctx.seed) - amountOut, reserves(tokenIn, ctx.seed) + amountIn];
  const input = encodeCall(ROUTER, 'swapExactTokensForTokens', [amountIn, (amountOut * 99n) / 100n, [tokenIn.address, tokenOut.address], ctx.wallet, BigInt(ctx.timestampSec + 1200)]);
  const word = (n: bigint) => encodeAbiParameters([{ type: 'uint256' }], [n]);
  const logs = [
    log(tokenIn.address, encodeTopics(ERC20, 'Transfer', { from: ctx.wallet, to: pair }), word(amountIn)),
    log(tokenOut.address, encodeTopics(ERC20, 'Transfer', { from: pair, to: ctx.wallet }), word(amountOut)),
    log(pair, encodeTopics(PAIR, 'Sync'), encodeAbiParameters([{ type: 'uint112' }, { type: 'uint112' }], [r0, r1])),
    log(pair, encodeTopics(PAIR, 'Swap', { sender: router, to: ctx.wallet }), encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'uint256' }, { type: 'uint256' }, { type: 'uint256' }],
      inIsToken0 ? [amountIn, 0n, 0n, amountOut] : [0n, amountIn, amountOut, 0n],
    )),
  ];
  const [out0, out1] = inIsToken0 ? [0n, amountOut] : [amountOut, 0n];
  const internals = [
    internal('STATICCALL', router, pair, encodeCall(PAIR, 'getReserves'),
      encodeAbiParameters([{ type: 'uint112' }, { type: 'uint112' }, { type: 'uint32' }], [r0, r1, ctx.timestampSec - 36]), 2_500),
    internal('CALL', router, tokenIn.address, encodeCall(ERC20, 'transferFrom', [ctx.wallet, pair, amountIn]), TRUE, 9_800),
    internal('CALL', router, pair, encodeCall(PAIR, 'swap', [out0, out1, ctx.wallet, '0x']), '0x', 61_000),
    internal('CALL', pair, tokenOut.address, encodeCall(ERC20, 'transfer', [ctx.wallet, amountOut]), TRUE, 12_600),
  ];
  return { to: router, value: 0n, input, gasUsed: BigInt(intIn(105_000, 182_000, ctx.seed, 'gas')), logs, internals };
}

export function wethDeposit(ctx: ActionContext): Action {
  const weth = wrappedNative(ctx.chain);
  const amount = nativeAmount(ctx.chain, usdSize(50, 20_000, ctx.seed, 'usd'));
  const logs = [log(weth.address, encodeTopics(WETH, 'Deposit', { dst: ctx.wallet }), encodeAbiParameters([{ type: 'uint256' }], [amount]))];
  return { to: weth.address, value: amount, input: encodeCall(WETH, 'deposit'), gasUsed: BigInt(intIn(27_500, 45_000, ctx.seed, 'gas')), logs, internals: [] };
}

export function wethWithdraw(ctx: ActionContext): Action {
  const weth = wrappedNative(ctx.chain);
  const amount = nativeAmount(ctx.chain, usdSize(50, 20_000, ctx.seed, 'usd'));
  const logs = [log(weth.address, encodeTopics(WETH, 'Withdrawal', { src: ctx.wallet }), encodeAbiParameters([{ type: 'uint256' }], [amount]))];
  const internals = [internal('CALL', weth.address, ctx.wallet, '0x', '0x', 0, amount)];
  return { to: weth.address, value: 0n, input: encodeCall(WETH, 'withdraw', [amount]), gasUsed: BigInt(intIn(35_000, 45_000, ctx.seed, 'gas')), logs, internals };
}

function nft721(chain: EvmChain): `0x${string}` {
  if (chain.hexId === '0x1') return DEMO_NFT_CONTRACTS.erc721.address;
  if (chain.hexId === '0x89') return DEMO_NFT_CONTRACTS.polygon721.address;
  return address('nft721', chain.hexId);
}

export function nftTransfer721(ctx: ActionContext): Action {
  const contract = nft721(ctx.chain);
  if (unit(ctx.seed, 'mint') < 0.4) {
    const quantity = intIn(1, 3, ctx.seed, 'qty');
    const first = BigInt(intIn(1, 9_000, ctx.seed, 'id'));
    const logs = Array.from({ length: quantity }, (_, k) => log(contract, encodeTopics(ERC721, 'Transfer', { from: NULL_ADDRESS, to: ctx.wallet, tokenId: first + BigInt(k) })));
    return { to: contract, value: nativeAmount(ctx.chain, 40 * quantity), input: encodeCall(ERC721, 'mint', [ctx.wallet, BigInt(quantity)]), gasUsed: BigInt(60_000 + 28_000 * quantity), logs, internals: [] };
  }
  const to = friend(ctx, 'to');
  const tokenId = BigInt(intIn(1, 9_999, ctx.seed, 'id'));
  const logs = [log(contract, encodeTopics(ERC721, 'Transfer', { from: ctx.wallet, to, tokenId }))];
  return { to: contract, value: 0n, input: encodeCall(ERC721, 'safeTransferFrom', [ctx.wallet, to, tokenId]), gasUsed: BigInt(intIn(58_000, 86_000, ctx.seed, 'gas')), logs, internals: [] };
}

export function nftTransfer1155(ctx: ActionContext): Action {
  const contract = ctx.chain.hexId === '0x1' ? DEMO_NFT_CONTRACTS.erc1155.address : address('nft1155', ctx.chain.hexId);
  const to = friend(ctx, 'to');
  if (unit(ctx.seed, 'batch') < 0.4) {
    const n = intIn(2, 4, ctx.seed, 'n');
    const ids = Array.from({ length: n }, (_, k) => BigInt(intIn(1, 40, ctx.seed, 'id', k)));
    const values = Array.from({ length: n }, (_, k) => BigInt(intIn(1, 25, ctx.seed, 'v', k)));
    const logs = [log(contract, encodeTopics(ERC1155, 'TransferBatch', { operator: ctx.wallet, from: ctx.wallet, to }), encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [ids, values]))];
    return { to: contract, value: 0n, input: encodeCall(ERC1155, 'safeBatchTransferFrom', [ctx.wallet, to, ids, values, '0x']), gasUsed: BigInt(80_000 + 24_000 * n), logs, internals: [] };
  }
  const id = BigInt(intIn(1, 40, ctx.seed, 'id'));
  const value = BigInt(intIn(1, 50, ctx.seed, 'v'));
  const logs = [log(contract, encodeTopics(ERC1155, 'TransferSingle', { operator: ctx.wallet, from: ctx.wallet, to }), encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [id, value]))];
  return { to: contract, value: 0n, input: encodeCall(ERC1155, 'safeTransferFrom', [ctx.wallet, to, id, value, '0x']), gasUsed: BigInt(intIn(51_000, 58_000, ctx.seed, 'gas')), logs, internals: [] };
}

export function bridgeDeposit(ctx: ActionContext): Action {
  const bridge = bridgeAddress(ctx.chain);
  const amount = nativeAmount(ctx.chain, usdSize(100, 30_000, ctx.seed, 'usd'));
  const extra: Hex = '0x';
  const logs = [
    log(bridge, encodeTopics(BRIDGE, 'ETHDepositInitiated', { from: ctx.wallet, to: ctx.wallet }), encodeAbiParameters([{ type: 'uint256' }, { type: 'bytes' }], [amount, extra])),
    // The bridge's own message event: not in any ABI the service knows, so decoded_event is null.
    log(address('bridge-messenger', ctx.chain.hexId), [hex32('event', 'SentMessage'), pad(bridge)], hex32('msg', ctx.seed)),
  ];
  const internals = [internal('CALL', bridge, address('bridge-portal', ctx.chain.hexId), hex32('portal-call', ctx.seed).slice(0, 74) as Hex, '0x', 31_000, amount)];
  return { to: bridge, value: amount, input: encodeCall(BRIDGE, 'depositETH', [200_000, extra]), gasUsed: BigInt(intIn(95_000, 130_000, ctx.seed, 'gas')), logs, internals };
}

/** A call to a contract whose ABI the service does not know: no decoded call, unknown events. */
export function unknownCall(ctx: ActionContext): Action {
  const contract = address('contract', ctx.wallet, intIn(0, 4, ctx.seed, 'contract'));
  const words = intIn(1, 4, ctx.seed, 'words');
  const input = `0x${hex32('selector', contract).slice(2, 10)}${Array.from({ length: words }, (_, k) => hex32('word', ctx.seed, k).slice(2)).join('')}` as Hex;
  const logs = Array.from({ length: intIn(1, 2, ctx.seed, 'logs') }, (_, k) => log(contract, [hex32('event', contract, k), pad(ctx.wallet)], hex32('data', ctx.seed, k)));
  const callee = address('library', contract);
  const internals = [
    internal('STATICCALL', contract, callee, `0x${hex32('sel', callee).slice(2, 10)}`, hex32('ret', ctx.seed), 3_100),
    { ...internal('CALL', contract, address('vault', contract), `0x${hex32('sel2', contract).slice(2, 10)}`, '0x', 21_000), error: unit(ctx.seed, 'err') < 0.15 ? 'out of gas' : null },
  ];
  return { to: contract, value: 0n, input, gasUsed: BigInt(intIn(60_000, 220_000, ctx.seed, 'gas')), logs, internals };
}

function initCode(seed: string): Hex {
  const words = intIn(12, 40, seed, 'code-words');
  return `0x608060405234801561001057600080fd5b50${Array.from({ length: words }, (_, k) => hex32('code', seed, k).slice(2)).join('')}`;
}

/** A plain creation: to_address null, receipt_contract_address = CREATE(from, nonce). */
export function create(ctx: ActionContext): Action {
  const contractAddress = getContractAddress({ from: ctx.wallet, nonce: BigInt(ctx.nonce) }).toLowerCase() as `0x${string}`;
  const logs = [log(contractAddress, [hex32('event', 'OwnershipTransferred'), pad(NULL_ADDRESS), pad(ctx.wallet)])];
  return { to: null, value: 0n, input: initCode(ctx.seed), gasUsed: BigInt(intIn(350_000, 2_800_000, ctx.seed, 'gas')), logs, internals: [], contractAddress };
}

/** A deployment through a factory: an internal CREATE or CREATE2 under a normal call. */
export function factoryDeploy(ctx: ActionContext): Action {
  const factory = contractFactoryAddress(ctx.chain);
  const salt = hex32('salt', ctx.seed);
  const code = initCode(ctx.seed);
  // Some factories deploy with CREATE (address from the factory's own nonce), others with CREATE2 (from the salt).
  const viaCreate2 = unit(ctx.seed, 'create2') < 0.6;
  const deployed = (viaCreate2
    ? getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecode: code })
    : getContractAddress({ from: factory, nonce: BigInt(intIn(1, 500_000, ctx.seed, 'factory-nonce')) })).toLowerCase() as `0x${string}`;
  const input = encodeCall(FACTORY, 'deploy', [salt, code]);
  const internals = [internal(viaCreate2 ? 'CREATE2' : 'CREATE', factory, deployed, code, `0x6080604052${hex32('runtime', ctx.seed).slice(2)}`, intIn(300_000, 1_500_000, ctx.seed, 'create-gas'))];
  return { to: factory, value: 0n, input, gasUsed: BigInt(intIn(400_000, 1_900_000, ctx.seed, 'gas')), logs: [], internals };
}

export const randomId = (seed: string) => bigIn(1n, 10_000n, seed, 'id');
