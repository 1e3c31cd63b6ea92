import type { Lookup } from './destinations';

/**
 * Entities the demo stand-in knows (copied from standin/catalog.ts: src/ must not import the
 * stand-in). Shown only in demo mode, so that a first visit has something real-looking to open.
 */
export interface DemoExample {
  label: string;
  lookup: Lookup;
}

export const DEMO_EXAMPLES: readonly DemoExample[] = [
  {
    label: 'Busy trading wallet',
    lookup: { destination: 'wallet', value: '0xad060b01839d366c649586f34a51d70f511701ea', chain: 'eth' },
  },
  {
    label: 'Polygon wallet',
    lookup: { destination: 'wallet', value: '0x0192bc68e11f87df02a1c5f059b348a3849e5e12', chain: 'polygon' },
  },
  {
    label: 'Contract deployer',
    lookup: { destination: 'wallet', value: '0xd0426ec69cb6c2f8e287ee831ec7fd0698ded7ca', chain: 'eth' },
  },
  {
    label: 'ERC721 collection',
    lookup: { destination: 'nft', value: '0x1a768b8a48ab4e802a82722d6bbbc21d10fefd7b', chain: 'eth' },
  },
  {
    label: 'ERC1155 game items',
    lookup: { destination: 'nft', value: '0x260b6e7d36914ff621be7b09df941279e9a820be', chain: 'eth' },
  },
  {
    label: 'WETH price',
    lookup: { destination: 'token', value: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', chain: 'eth' },
  },
  {
    label: 'USDC price',
    lookup: { destination: 'token', value: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', chain: 'eth' },
  },
  {
    label: 'Meme token price',
    lookup: { destination: 'token', value: '0x99b6111798da332fc7bbeba5e4ae49b2440f42e6', chain: 'eth' },
  },
  { label: 'AptosCoin (APT)', lookup: { destination: 'coin', value: '0x1::aptos_coin::AptosCoin' } },
  { label: 'Aptos block', lookup: { destination: 'block', value: '250000000' } },
];

/** What the search box takes, shown under "What can I paste?". */
export const SEARCH_EXAMPLES = [
  { text: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', what: 'an EVM address (wallet, NFT contract or token)' },
  { text: '250000000', what: 'an Aptos block height' },
  { text: '0x1::aptos_coin::AptosCoin', what: 'an Aptos coin type' },
  { text: '0x5c8a7f…(0x + 64 hex digits)', what: 'a transaction hash (on the chain’s explorer), or an Aptos account' },
  { text: '5c8a7f…(64 hex digits)', what: 'an Aptos coin type hash' },
] as const;
