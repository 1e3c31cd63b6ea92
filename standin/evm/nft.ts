import type { EvmChain } from '../../contract/lib/chains';
import { DEMO_NFT_CONTRACTS } from '../catalog';
import { nativeAmount, usdSize } from './amounts';
import { blockHash, blockTimeMs, blocksPerDay, firstBlockAtOrAfter, timelineOf, type Timeline } from './blocks';
import { marketplaceAddress, NULL_ADDRESS } from './known';
import { address, hex32, intIn, u48, unit } from './rand';
import { blockOfIndex, countAtOrBefore, type Spacing } from './wallets';

/**
 * NFT transfers per contract, computed per row index like wallet transactions.
 *
 * ERC721: rows go in rounds of the collection's supply T. Round 0 mints tokens 1..T in order
 * (from the null address); in round k >= 1 every token moves once, in a shuffled order, from its
 * owner after round k-1 to its owner after round k. So from_address is always the token's
 * current owner, without any state.
 *
 * ERC1155: rows come in groups of 4 in one block: either one batch transfer (4 rows of one
 * transaction, transaction_type "Batch") or 4 single transfers; some groups are mints.
 */

export interface Collection extends Spacing {
  chain: EvmChain;
  timeline: Timeline;
  address: `0x${string}`;
  kind: 'ERC721' | 'ERC1155';
  /** ERC721 supply T. */
  supply: number;
  verified: boolean;
}

const ROWS_PER_GROUP = 4;

const CATALOG: Record<
  string,
  { kind: Collection['kind']; startIso: string; perDay: number; supply: number; verified: boolean }
> = {
  [`0x1|${DEMO_NFT_CONTRACTS.erc721.address}`]: {
    kind: 'ERC721',
    startIso: '2025-02-01T00:00:00Z',
    perDay: 40,
    supply: 5000,
    verified: true,
  },
  [`0x1|${DEMO_NFT_CONTRACTS.erc1155.address}`]: {
    kind: 'ERC1155',
    startIso: '2025-01-10T00:00:00Z',
    perDay: 15,
    supply: 40,
    verified: true,
  },
  [`0x89|${DEMO_NFT_CONTRACTS.polygon721.address}`]: {
    kind: 'ERC721',
    startIso: '2025-03-01T00:00:00Z',
    perDay: 20,
    supply: 2000,
    verified: false,
  },
};

export function collectionOf(chain: EvmChain, addr: `0x${string}`): Collection {
  const timeline = timelineOf(chain);
  const seed = `nft|${chain.hexId}|${addr}`;
  const shape = CATALOG[`${chain.hexId}|${addr}`];
  if (!shape) {
    // Not an NFT contract the dataset knows: no transfers (count 0).
    return {
      chain,
      timeline,
      address: addr,
      seed,
      kind: 'ERC721',
      supply: 1,
      verified: false,
      startBlock: 0,
      gap: 1,
      count: 0,
    };
  }
  return {
    chain,
    timeline,
    address: addr,
    seed,
    kind: shape.kind,
    supply: shape.supply,
    verified: shape.verified,
    startBlock: firstBlockAtOrAfter(timeline, Date.parse(shape.startIso)),
    // For ERC1155 the spacing counts groups of 4 rows.
    gap: Math.max(1, Math.round(blocksPerDay(timeline) / shape.perDay)),
    count: Number.MAX_SAFE_INTEGER,
  };
}

/** Row index range of transfers in blocks from..to. */
export function nftIndexRange(c: Collection, from: number, to: number): { lo: number; hi: number } {
  if (to < from || c.count === 0) return { lo: 0, hi: -1 };
  const per = c.kind === 'ERC1155' ? ROWS_PER_GROUP : 1;
  return { lo: countAtOrBefore(c, from - 1) * per, hi: countAtOrBefore(c, to) * per - 1 };
}

export interface GenNftTransfer {
  tokenId: bigint;
  from: `0x${string}`;
  to: `0x${string}`;
  operator: `0x${string}` | null;
  value: bigint;
  amount: bigint;
  blockNumber: number;
  blockHash: `0x${string}`;
  timestampMs: number;
  transactionHash: `0x${string}`;
  transactionIndex: number;
  logIndex: number;
  transactionType: 'Single' | 'Batch';
  possibleSpam: boolean;
}

/** A collector pool per collection, so owners recur across rows. */
const holder = (c: Collection, ...parts: (string | number)[]) =>
  address('holder', c.seed, u48(c.seed, 'holder', ...parts) % 400);

function ownerAfterRound(c: Collection, token: number, round: number): `0x${string}` {
  return holder(c, token, round);
}

function erc721Row(c: Collection, i: number): GenNftTransfer {
  const T = c.supply;
  const round = Math.floor(i / T);
  const j = i % T;
  const shift = round === 0 ? 0 : u48(c.seed, 'round', round) % T;
  // 7919 is prime and does not divide the catalog supplies, so j -> token is a permutation of 1..T.
  const token = round === 0 ? j + 1 : ((7919 * j + shift) % T) + 1;
  const blockNumber = blockOfIndex(c, i);
  const seed = `${c.seed}|${i}`;
  const sale = round > 0 && unit(seed, 'sale') < 0.45;
  const transactionIndex = intIn(0, 200, seed, 'tx-index');
  return {
    tokenId: BigInt(token),
    from: round === 0 ? NULL_ADDRESS : ownerAfterRound(c, token, round - 1),
    to: ownerAfterRound(c, token, round),
    operator: null,
    value: sale ? nativeAmount(c.chain, usdSize(40, 6000, seed, 'price')) : 0n,
    amount: 1n,
    blockNumber,
    blockHash: blockHash(c.timeline, blockNumber),
    timestampMs: blockTimeMs(c.timeline, blockNumber),
    transactionHash: hex32('nft-tx', seed),
    transactionIndex,
    logIndex: transactionIndex * 3 + intIn(0, 2, seed, 'log'),
    transactionType: 'Single',
    // Free transfers to fresh collectors look like airdrops to the spam heuristic.
    possibleSpam: !sale && round > 0 && unit(seed, 'spam') < 0.06,
  };
}

function erc1155Row(c: Collection, i: number): GenNftTransfer {
  const group = Math.floor(i / ROWS_PER_GROUP);
  const k = i % ROWS_PER_GROUP;
  const gseed = `${c.seed}|g${group}`;
  const batch = unit(gseed, 'batch') < 0.35;
  const mint = unit(gseed, 'mint') < 0.2;
  const blockNumber = blockOfIndex(c, group);
  const rowSeed = batch ? gseed : `${gseed}|${k}`;
  const from = mint ? NULL_ADDRESS : holder(c, 'from', rowSeed);
  const minter = address('minter', c.seed);
  const operator = mint ? minter : unit(rowSeed, 'market') < 0.3 ? marketplaceAddress(c.chain) : from;
  const transactionIndex = batch ? intIn(0, 200, gseed, 'tx-index') : intIn(0, 200, rowSeed, 'tx-index');
  return {
    tokenId: BigInt(intIn(1, c.supply, gseed, 'id', k)),
    from,
    to: holder(c, 'to', rowSeed),
    operator,
    value: 0n,
    amount: BigInt(intIn(1, 50, gseed, 'amount', k)),
    blockNumber,
    blockHash: blockHash(c.timeline, blockNumber),
    timestampMs: blockTimeMs(c.timeline, blockNumber),
    transactionHash: hex32('nft-tx', rowSeed),
    transactionIndex,
    // All rows of one TransferBatch come from the same log.
    logIndex: batch ? transactionIndex * 3 : transactionIndex * 3 + 1,
    transactionType: batch ? 'Batch' : 'Single',
    possibleSpam: false,
  };
}

export function nftRow(c: Collection, i: number): GenNftTransfer {
  return c.kind === 'ERC721' ? erc721Row(c, i) : erc1155Row(c, i);
}
