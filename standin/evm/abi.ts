import {
  decodeEventLog,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  parseAbi,
  toEventSelector,
  toEventSignature,
  toFunctionSelector,
  toFunctionSignature,
} from 'viem/utils';
import type { AbiEvent, AbiFunction, AbiParameter, Hex } from 'viem';

/**
 * The ABIs the dataset speaks, and the decoder that turns raw calls and logs back into the
 * spec's decoded items (2.5). Calls and logs are encoded with viem and decoded with viem from
 * those same bytes, so raw and decoded data always agree.
 */

export const ERC20 = parseAbi([
  'function transfer(address to, uint256 amount) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
]);

export const ERC721 = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function mint(address to, uint256 quantity) payable',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
]);

export const ERC1155 = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
]);

export const ROUTER = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);

export const PAIR = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes data)',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
  'event Sync(uint112 reserve0, uint112 reserve1)',
]);

export const WETH = parseAbi([
  'function deposit() payable',
  'function withdraw(uint256 wad)',
  'event Deposit(address indexed dst, uint256 wad)',
  'event Withdrawal(address indexed src, uint256 wad)',
]);

export const BRIDGE = parseAbi([
  'function depositETH(uint32 minGasLimit, bytes extraData) payable',
  'event ETHDepositInitiated(address indexed from, address indexed to, uint256 amount, bytes extraData)',
]);

export const FACTORY = parseAbi(['function deploy(bytes32 salt, bytes initCode) returns (address deployed)']);

const ALL = [...ERC20, ...ERC721, ...ERC1155, ...ROUTER, ...PAIR, ...WETH, ...BRIDGE, ...FACTORY];

const functionsBySelector = new Map<string, AbiFunction>();
const eventsByTopic = new Map<string, AbiEvent[]>();
for (const item of ALL) {
  if (item.type === 'function') functionsBySelector.set(toFunctionSelector(item), item);
  if (item.type === 'event') {
    const topic = toEventSelector(item);
    eventsByTopic.set(topic, [...(eventsByTopic.get(topic) ?? []), item]);
  }
}

export interface DecodedParam {
  name: string;
  value: string;
  type: string;
}
export interface Decoded {
  signature: string;
  label: string;
  type: 'function' | 'event';
  params: DecodedParam[];
}

/** Values as exact text: integers in decimal, addresses lowercase, arrays comma-separated, bytes as hex. */
export function formatValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(formatValue).join(',');
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.startsWith('0x') ? value.toLowerCase() : value;
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

function params(inputs: readonly AbiParameter[], args: readonly unknown[] | Record<string, unknown>): DecodedParam[] {
  return inputs.map((input, i) => {
    const raw = Array.isArray(args) ? args[i] : (args as Record<string, unknown>)[input.name ?? String(i)];
    return { name: input.name ?? `arg${i}`, value: formatValue(raw), type: input.type };
  });
}

/** Decodes a call's input; null when the selector is not one of ours (an unknown contract). */
export function decodeCall(input: Hex): Decoded | null {
  if (input.length < 10) return null;
  const fn = functionsBySelector.get(input.slice(0, 10));
  if (!fn) return null;
  try {
    const { args } = decodeFunctionData({ abi: [fn], data: input });
    return {
      signature: toFunctionSignature(fn),
      label: fn.name,
      type: 'function',
      params: params(fn.inputs, args ?? []),
    };
  } catch {
    return null;
  }
}

/** Decodes a log; null for an event we do not know. ERC20 and ERC721 Transfer share topic0 and differ by indexed count. */
export function decodeLog(topics: Hex[], data: Hex): Decoded | null {
  const candidates = topics[0] ? (eventsByTopic.get(topics[0]) ?? []) : [];
  for (const event of candidates) {
    try {
      const decoded = decodeEventLog({ abi: [event], topics: topics as [Hex, ...Hex[]], data, strict: true });
      return {
        signature: toEventSignature(event),
        label: event.name,
        type: 'event',
        params: params(event.inputs, decoded.args as Record<string, unknown>),
      };
    } catch {
      // Try the next event with this topic0.
    }
  }
  return null;
}

/**
 * Encoding with the selectors computed once. viem's encodeFunctionData takes an already
 * prepared {abi: [item], functionName: selector} without hashing the signature again, and an
 * event's indexed topics are each one ABI-encoded word, exactly as encodeEventTopics writes them.
 * Generating a page calls these hundreds of times, so skipping the keccak of each signature matters.
 */
type AnyAbi = readonly { type: string; name?: string }[];
const preparedCalls = new WeakMap<AnyAbi, Map<string, { abi: [AbiFunction]; functionName: Hex }>>();
const preparedEvents = new WeakMap<AnyAbi, Map<string, { event: AbiEvent; topic0: Hex }>>();

function cacheFor<V>(caches: WeakMap<AnyAbi, Map<string, V>>, abi: AnyAbi): Map<string, V> {
  let cache = caches.get(abi);
  if (!cache) {
    cache = new Map();
    caches.set(abi, cache);
  }
  return cache;
}

function find<T>(abi: AnyAbi, type: string, name: string): T {
  const item = abi.find((x) => x.type === type && x.name === name);
  if (!item) throw new Error(`no ${type} ${name} in the ABI`);
  return item as T;
}

export function encodeCall(abi: AnyAbi, name: string, args: readonly unknown[] = []): Hex {
  const cache = cacheFor(preparedCalls, abi);
  const key = `${name}/${args.length}`;
  let prepared = cache.get(key);
  if (!prepared) {
    const item = (abi as readonly AbiFunction[]).find(
      (x) => x.type === 'function' && x.name === name && x.inputs.length === args.length,
    );
    if (!item) throw new Error(`no function ${name}/${args.length} in the ABI`);
    prepared = { abi: [item], functionName: toFunctionSelector(item) };
    cache.set(key, prepared);
  }
  return encodeFunctionData({ abi: prepared.abi, functionName: prepared.functionName, args } as unknown as Parameters<
    typeof encodeFunctionData
  >[0]);
}

export function encodeTopics(abi: AnyAbi, name: string, indexed: Record<string, unknown> = {}): Hex[] {
  const cache = cacheFor(preparedEvents, abi);
  let prepared = cache.get(name);
  if (!prepared) {
    const event = find<AbiEvent>(abi, 'event', name);
    prepared = { event, topic0: toEventSelector(event) };
    cache.set(name, prepared);
  }
  const params = prepared.event.inputs.filter((input) => 'indexed' in input && input.indexed);
  return [
    prepared.topic0,
    ...params
      .filter((p) => indexed[p.name ?? ''] !== undefined)
      .map((p) => encodeAbiParameters([p], [indexed[p.name ?? '']])),
  ];
}
