import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Core } from '@moralisweb3/common-core';
import {
  CommonEvmUtils,
  getNFTContractTransfersOperation,
  getTokenPriceOperation,
  getWalletTransactionsOperation,
  getWalletTransactionsVerboseOperation,
} from '@moralisweb3/common-evm-utils';
import { GetBlockByHeightOperation, GetCoinInfoByCoinTypeHashesOperation } from '@moralisweb3/common-aptos-utils';
import { getLogsOperation } from '@moralisweb3/common-streams-utils';
import { TEST_NOW, startTestStandin, type TestStandin } from './test-helpers';
import { DEMO_COIN_TYPES, DEMO_NFT_CONTRACTS, DEMO_TOKENS, DEMO_WALLETS } from './catalog';
import { coinTypeHash } from './chainB/coins';
import { headAt } from './chainB/heights';
import { findEvmChain } from '../contract/lib/chains';

/** The SDK's request objects name the chain by its hex id. */
const hexChain = (name: string): string => findEvmChain(name)!.hexId;

/**
 * The official JS SDK of the hosted service (npm `moralis`, its @moralisweb3/common-* packages) as
 * a second reader of the stand-in: every endpoint's answer goes through the SDK's own
 * deserialiser, which builds its typed objects (EvmAddress, EvmNative, EvmChain, AptosBlock, ...)
 * and throws on a value the real service would never send. Each endpoint is read over several
 * pages or items, so that the stand-in's seeded variations are all met.
 */

let standin: TestStandin;
let core: Core;

beforeAll(async () => {
  standin = await startTestStandin();
  core = Core.create();
  core.registerModule(CommonEvmUtils);
});
afterAll(async () => {
  await standin.close();
});

async function ok(path: string): Promise<unknown> {
  const { status, body } = await standin.getJson(path);
  expect(status, path).toBe(200);
  return body;
}

/** Every page of a cursor walk, up to `pages`. */
async function walk(path: string, pages: number): Promise<unknown[]> {
  const answers: unknown[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < pages; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const body = (await ok(cursor === null ? path : `${path}${separator}cursor=${encodeURIComponent(cursor)}`)) as {
      cursor: string | null;
    };
    answers.push(body);
    if (!body.cursor) break;
    cursor = body.cursor;
  }
  return answers;
}

/** Chain-B transaction and signature kinds the SDK cannot read (see the chain-B test). */
const SDK_UNKNOWN = new Set([
  'block_epilogue_transaction',
  'validator_transaction',
  'multi_agent_signature',
  'fee_payer_signature',
]);

describe('the official SDK reads every stand-in endpoint', () => {
  it('1/8 wallet transactions (plain and with internal transactions)', async () => {
    for (const wallet of [DEMO_WALLETS.busy, DEMO_WALLETS.deployer, DEMO_WALLETS.quiet]) {
      for (const include of ['', '&include=internal_transactions']) {
        const request = { address: wallet.address, chain: hexChain(wallet.chain) };
        for (const answer of await walk(`/evm/api/v2.2/${wallet.address}?chain=${wallet.chain}${include}`, 3)) {
          const parsed = getWalletTransactionsOperation.deserializeResponse(answer as never, request as never, core);
          expect(parsed.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('2/8 decoded wallet transactions (verbose)', async () => {
    let creations = 0;
    for (const wallet of [DEMO_WALLETS.busy, DEMO_WALLETS.deployer, DEMO_WALLETS.quiet]) {
      const request = { address: wallet.address, chain: hexChain(wallet.chain) };
      for (const answer of await walk(
        `/evm/api/v2.2/${wallet.address}/verbose?chain=${wallet.chain}&include=internal_transactions`,
        3,
      )) {
        // The SDK's verbose reader calls EvmAddress.create(to_address) unguarded, so it throws on a
        // contract creation (to_address null), which the service sends (its plain reader copes):
        // creations are set aside and counted, the SDK reads the rest.
        const { result } = answer as { result: { to_address: string | null }[] };
        const calls = result.filter((tx) => tx.to_address !== null);
        creations += result.length - calls.length;
        const parsed = getWalletTransactionsVerboseOperation.deserializeResponse(
          { ...(answer as object), result: calls } as never,
          request as never,
          core,
        );
        expect(parsed.length).toBe(calls.length);
      }
    }
    expect(creations).toBeGreaterThan(0);
  });

  it('3/8 NFT transfers (ERC721, ERC1155, decimal and hex token ids)', async () => {
    for (const contract of Object.values(DEMO_NFT_CONTRACTS)) {
      for (const format of ['decimal', 'hex']) {
        const request = { address: contract.address, chain: hexChain(contract.chain), format };
        for (const answer of await walk(
          `/evm/api/v2.2/nft/${contract.address}/transfers?chain=${contract.chain}&format=${format}`,
          3,
        )) {
          const parsed = getNFTContractTransfersOperation.deserializeResponse(answer as never, request as never, core);
          expect(parsed.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('4/8 ERC20 price over REST', async () => {
    const priced = Object.entries(DEMO_TOKENS).filter(([name]) => name !== 'lowLiquidity');
    for (const [, token] of priced) {
      const answer = await ok(`/evm/api/v2.2/erc20/${token.address}/price?chain=${token.chain}&include=percent_change`);
      const parsed = getTokenPriceOperation.deserializeResponse(answer as never, {} as never, core);
      expect(parsed.usdPrice).toBeTypeOf('number');
      expect(parsed.nativePrice).not.toBeNull();
    }
  });

  it('5/8 ERC20 price over JSON-RPC (the price deserialiser on the result)', async () => {
    for (const token of [DEMO_TOKENS.weth, DEMO_TOKENS.usdc, DEMO_TOKENS.wbtc, DEMO_TOKENS.meme]) {
      const response = await fetch(`${standin.baseUrl}/rpc/eth/${standin.apiKey}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 7,
          method: 'eth_getTokenPrice',
          params: [{ address: token.address, include: 'percent_change' }],
        }),
      });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { id: number; result: unknown };
      expect(answer.id).toBe(7);
      const parsed = getTokenPriceOperation.deserializeResponse(answer.result as never, {} as never, core);
      expect(parsed.nativePrice).not.toBeNull();
    }
  });

  it('6/8 chain-B blocks, with and without transactions, genesis included', async () => {
    const head = headAt(TEST_NOW);
    const heights = [0, 1, 2, ...Array.from({ length: 80 }, (_, index) => head - index * 9_973)];
    const setAside = new Set<string>();
    for (const height of heights) {
      for (const withTransactions of [false, true]) {
        const answer = (await ok(`/chain-b/blocks/${height}?with_transactions=${withTransactions}`)) as {
          transactions: { type: string; payload?: { type: string }; signature?: { type: string } }[] | null;
        };
        if (!withTransactions) expect(answer.transactions).toBeNull();
        // The SDK (2.27, its last release) predates block epilogue and validator transactions and
        // multisig payloads, which real blocks carry (fixtures/real/chain-b-block-transactions),
        // and it models a multi-agent or fee-payer signature's `sender` as an address where the
        // node sends the sender's signature object: its closed unions throw on these. They are
        // set aside and counted; the SDK reads every other transaction.
        const known = (answer.transactions ?? []).filter((tx) => {
          const kind = SDK_UNKNOWN.has(tx.type)
            ? tx.type
            : tx.payload?.type === 'multisig_payload'
              ? 'multisig_payload'
              : tx.signature !== undefined && SDK_UNKNOWN.has(tx.signature.type)
                ? tx.signature.type
                : null;
          if (kind !== null) setAside.add(kind);
          return kind === null;
        });
        const block = GetBlockByHeightOperation.parseResponse({
          ...answer,
          transactions: withTransactions ? known : answer.transactions,
        } as never);
        expect(block.blockHeight).toBe(String(height));
        if (withTransactions) expect(block.transactions?.length).toBeGreaterThan(0);
      }
    }
    expect([...setAside].sort()).toEqual([
      'block_epilogue_transaction',
      'fee_payer_signature',
      'multi_agent_signature',
      'multisig_payload',
      'validator_transaction',
    ]);
  });

  it('7/8 chain-B coins', async () => {
    const query = DEMO_COIN_TYPES.map((type) => `coin_type_hashes=${coinTypeHash(type)}`).join('&');
    const answer = await ok(`/chain-b/coins?${query}`);
    const coins = GetCoinInfoByCoinTypeHashesOperation.parseResponse(answer as never);
    expect(coins).toHaveLength(DEMO_COIN_TYPES.length);
  });

  it('8/8 failed-delivery logs (evm and aptos streams)', async () => {
    const types = new Set<string>();
    for (const answer of await walk('/streams/history/logs?limit=100', 30)) {
      const logs = getLogsOperation.deserializeResponse(answer as never, {} as never, core);
      for (const log of logs) types.add(log.type);
    }
    expect([...types].sort()).toEqual(['aptos', 'evm']);
  });
});
