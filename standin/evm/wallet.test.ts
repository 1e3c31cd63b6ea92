import { decodeEventLog, decodeFunctionData, formatUnits, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verboseTransactionsPage, walletTransactionsPage } from '../../contract/schemas/evm';
import { findEvmChain } from '../../contract/lib/chains';
import { DEMO_WALLETS } from '../catalog';
import { startTestStandin, TEST_NOW, type TestStandin } from '../test-helpers';
import { BRIDGE, ERC1155, ERC20, ERC721, FACTORY, PAIR, ROUTER, WETH } from './abi';
import { blockTimeMs, timelineOf } from './blocks';

const api = (address: string, query = '', verbose = false) =>
  `/evm/api/v2.2/${address}${verbose ? '/verbose' : ''}${query ? `?${query}` : ''}`;
const DECODE_ABI = [...ERC20, ...ERC721, ...ERC1155, ...ROUTER, ...PAIR, ...WETH, ...BRIDGE, ...FACTORY];

describe('wallet transactions (spec 4.3)', () => {
  let s: TestStandin;
  beforeAll(async () => {
    s = await startTestStandin();
  });
  afterAll(async () => s.close());

  it('answers every catalog wallet in the shared schema, plain, with internals and verbose', async () => {
    for (const { chain, address } of Object.values(DEMO_WALLETS)) {
      const c = findEvmChain(chain)!;
      const include = c.internalTransactions ? '&include=internal_transactions' : '';
      for (const verbose of [false, true]) {
        const { status, body } = await s.getJson(api(address, `chain=${chain}&limit=40${include}`, verbose));
        expect(status, `${chain} ${address}`).toBe(200);
        const page = (verbose ? verboseTransactionsPage : walletTransactionsPage).parse(body);
        expect(page.page).toBe(0);
        expect(page.page_size).toBe(40);
        if (address === DEMO_WALLETS.empty.address) expect(page.result).toEqual([]);
        else expect(page.result.length).toBeGreaterThan(0);
        const timeline = timelineOf(c);
        for (const tx of page.result) {
          expect(tx.from_address).toBe(tx.from_address.toLowerCase());
          expect(tx.from_address === address || tx.to_address === address).toBe(true);
          expect(Date.parse(tx.block_timestamp)).toBe(blockTimeMs(timeline, Number(tx.block_number)));
          expect(Date.parse(tx.block_timestamp)).toBeLessThanOrEqual(TEST_NOW);
          expect(tx.block_timestamp).toMatch(/\.\d{3}Z$/);
          expect(BigInt(tx.receipt_gas_used)).toBeLessThanOrEqual(BigInt(tx.gas ?? -1));
          expect(BigInt(tx.receipt_cumulative_gas_used)).toBeGreaterThanOrEqual(BigInt(tx.receipt_gas_used));
          if (tx.transaction_fee !== null) {
            expect(tx.transaction_fee).toBe(formatUnits(BigInt(tx.receipt_gas_used) * BigInt(tx.gas_price), 18));
          }
          if (include) expect(tx.internal_transactions).toBeDefined();
          else expect(tx.internal_transactions).toBeUndefined();
        }
      }
    }
  });

  it('keeps raw and decoded data in agreement (verbose)', async () => {
    const { body } = await s.getJson(api(DEMO_WALLETS.busy.address, 'limit=100', true));
    const page = verboseTransactionsPage.parse(body);
    let decodedCalls = 0;
    let unknownLogs = 0;
    for (const tx of page.result) {
      if (tx.decoded_call) {
        decodedCalls += 1;
        const { functionName, args } = decodeFunctionData({ abi: DECODE_ABI, data: tx.input as Hex });
        expect(tx.decoded_call.label).toBe(functionName);
        expect(tx.decoded_call.signature).toMatch(new RegExp(`^${functionName}\\(`));
        expect(tx.decoded_call.params.length).toBe((args ?? []).length);
      }
      for (const log of tx.logs) {
        expect(log.transaction_hash).toBe(tx.hash);
        expect(log.block_number).toBe(tx.block_number);
        if (log.decoded_event === null) {
          unknownLogs += 1;
          continue;
        }
        const topics = [log.topic0, log.topic1, log.topic2, log.topic3].filter((t): t is string => t !== null) as [
          Hex,
          ...Hex[],
        ];
        const decoded = decodeEventLog({ abi: DECODE_ABI, topics, data: log.data as Hex, strict: false });
        expect(log.decoded_event.label).toBe(decoded.eventName);
      }
    }
    expect(decodedCalls).toBeGreaterThan(50);
    expect(unknownLogs).toBeGreaterThan(0);
    expect(page.result.some((tx) => tx.decoded_call === null && tx.input !== '0x')).toBe(true);
    expect(page.result.some((tx) => tx.receipt_status === '0')).toBe(true);
    expect(page.result.some((tx) => tx.to_address_label !== null)).toBe(true);
  });

  it('gives the deployer creation transactions and internal CREATE/CREATE2 calls', async () => {
    const { body } = await s.getJson(api(DEMO_WALLETS.deployer.address, 'include=internal_transactions'));
    const page = walletTransactionsPage.parse(body);
    const creations = page.result.filter((tx) => tx.to_address === null && tx.receipt_status === '1');
    expect(creations.length).toBeGreaterThan(5);
    for (const tx of creations) expect(tx.receipt_contract_address).toMatch(/^0x[0-9a-f]{40}$/);
    const types = new Set(page.result.flatMap((tx) => tx.internal_transactions ?? []).map((call) => call.type));
    expect(types.has('CREATE2') && types.has('CREATE')).toBe(true);
  });

  it('has the quiet wallet at twelve transactions, one failed', async () => {
    const page = walletTransactionsPage.parse((await s.getJson(api(DEMO_WALLETS.quiet.address))).body);
    expect(page.result).toHaveLength(12);
    expect(page.result.filter((tx) => tx.receipt_status === '0')).toHaveLength(1);
    expect(page.cursor).toBeNull();
    const nonces = page.result
      .filter((tx) => tx.from_address === DEMO_WALLETS.quiet.address)
      .map((tx) => Number(tx.nonce));
    expect(nonces).toEqual([...nonces].sort((a, b) => b - a));
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('gives any other address a small believable history, per chain', async () => {
    const other = '0x1111111111111111111111111111111111111111';
    for (const chain of ['eth', '0x89', 'BASE']) {
      const page = walletTransactionsPage.parse((await s.getJson(api(other, `chain=${chain}`))).body);
      expect(page.result.length).toBeGreaterThanOrEqual(3);
      expect(page.result.length).toBeLessThanOrEqual(14);
    }
    const upper = walletTransactionsPage.parse((await s.getJson(api(other.toUpperCase().replace('0X', '0x')))).body);
    const lower = walletTransactionsPage.parse((await s.getJson(api(other))).body);
    expect(upper).toEqual(lower);
  });

  it('has the busy wallet beyond 50,000 transactions', async () => {
    const first = walletTransactionsPage.parse(
      (await s.getJson(api(DEMO_WALLETS.busy.address, 'order=ASC&limit=1'))).body,
    );
    const latest = walletTransactionsPage.parse((await s.getJson(api(DEMO_WALLETS.busy.address, 'limit=1'))).body);
    const cursor = JSON.parse(Buffer.from(latest.cursor!.split('.')[0]!, 'base64url').toString()) as {
      hi: number;
      lo: number;
    };
    expect(cursor.hi - cursor.lo + 1).toBeGreaterThan(50_000);
    expect(Number(first.result[0]!.block_number)).toBeLessThan(Number(latest.result[0]!.block_number));
  });

  it('shows new transactions as the clock moves, and never changes older ones', async () => {
    const before = walletTransactionsPage.parse((await s.getJson(api(DEMO_WALLETS.busy.address, 'limit=5'))).body);
    await s.control('POST', '/clock', { advanceMs: 6 * 3600_000 });
    try {
      const after = walletTransactionsPage.parse((await s.getJson(api(DEMO_WALLETS.busy.address, 'limit=100'))).body);
      expect(Number(after.result[0]!.block_number)).toBeGreaterThan(Number(before.result[0]!.block_number));
      const index = after.result.findIndex((tx) => tx.hash === before.result[0]!.hash);
      expect(index).toBeGreaterThan(0);
      expect(after.result.slice(index, index + 5)).toEqual(before.result);
    } finally {
      await s.control('POST', '/reset');
    }
  });
});
