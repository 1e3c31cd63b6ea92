import { encodeAbiParameters, encodeFunctionData, erc20Abi, pad, parseAbi, toEventSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { findEvmChain } from '../../../contract/lib/chains';
import type { Log } from '../../../contract/schemas/evm';
import type { TokenBook } from '../../lib/tokenList';
import { ME, OTHER, walletTx } from './fixtures';
import type { WalletTx } from './tx';
import { EVENT_TOPICS } from './txEvents';
import { describeTx } from './txStory';
import { storyText } from './txStoryText';

const FRIEND = OTHER;
const ROUTER = '0x7a250d5630b4cf539739df2c5dacb4c659f2488d';
const PAIR = '0x00000000000000000000000000000000000000bb';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const MEME = '0x99b6111798da332fc7bbeba5e4ae49b2440f42e6';
const NFT = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d';
const ZERO = '0x0000000000000000000000000000000000000000';
const HASH = `0x${'ab'.repeat(32)}`;
const chain = findEvmChain('eth')!;

const book: TokenBook = new Map([
  [USDC, { address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6, logo: null }],
  [WETH, { address: WETH, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, logo: null }],
]);

const topic = (address: string) => pad(address as `0x${string}`).toLowerCase();
const word = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value]);

function log(address: string, topics: string[], data = '0x'): Log {
  const [topic0 = null, topic1 = null, topic2 = null, topic3 = null] = topics;
  return {
    log_index: '0',
    transaction_hash: HASH,
    transaction_index: '0',
    address,
    data,
    topic0,
    topic1,
    topic2,
    topic3,
    block_timestamp: '2026-11-20T11:59:48.000Z',
    block_number: '21000000',
    block_hash: HASH,
    decoded_event: null,
  } as Log;
}

const transferLog = (token: string, from: string, to: string, amount: bigint) =>
  log(token, [EVENT_TOPICS.transfer, topic(from), topic(to)], word(amount));

/** A decoded (verbose) row: the plain fixture with logs and no decoded call unless given. */
const tx = (overrides: Record<string, unknown> = {}): WalletTx =>
  walletTx({
    logs: [],
    unreadable_logs: [],
    decoded_call: null,
    unreadable_internal_transactions: [],
    ...overrides,
  } as Partial<WalletTx>);
const plain = (overrides: Record<string, unknown>): WalletTx => walletTx(overrides as Partial<WalletTx>);
const told = (transaction: WalletTx, wallet = ME) => storyText(describeTx(transaction, { wallet, chain, book }));

describe('event topics', () => {
  it('are the keccak-256 of their signatures', () => {
    expect(EVENT_TOPICS.transfer).toBe(toEventSelector('Transfer(address,address,uint256)'));
    expect(EVENT_TOPICS.approval).toBe(toEventSelector('Approval(address,address,uint256)'));
    expect(EVENT_TOPICS.deposit).toBe(toEventSelector('Deposit(address,uint256)'));
    expect(EVENT_TOPICS.withdrawal).toBe(toEventSelector('Withdrawal(address,uint256)'));
    expect(EVENT_TOPICS.transferSingle).toBe(
      toEventSelector('TransferSingle(address,address,address,uint256,uint256)'),
    );
    expect(EVENT_TOPICS.transferBatch).toBe(
      toEventSelector('TransferBatch(address,address,address,uint256[],uint256[])'),
    );
  });
});

describe('describeTx', () => {
  it('tells a native transfer out, in and to itself', () => {
    expect(told(tx({ value: '1500000000000000000' }))).toBe(`Sent 1.5 ETH to ${FRIEND}`);
    expect(told(tx({ from_address: FRIEND, to_address: ME, value: '2000000000000000000' }))).toBe(
      `Received 2 ETH from ${FRIEND}`,
    );
    expect(told(tx({ to_address: ME, value: '1' }))).toBe('Sent <0.000001 ETH to itself');
  });

  it('tells a token transfer in token units from its Transfer log', () => {
    const input = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [FRIEND, 1_051_226_937n] });
    expect(told(tx({ to_address: USDC, input, logs: [transferLog(USDC, ME, FRIEND, 1_051_226_937n)] }))).toBe(
      `Sent 1,051.226937 USDC to ${FRIEND}`,
    );
  });

  it('reads the same transfer from the call alone in the plain view', () => {
    const input = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [FRIEND, 1_051_226_937n] });
    expect(told(plain({ to_address: USDC, input }))).toBe(`Sent 1,051.226937 USDC to ${FRIEND}`);
  });

  it('says raw units for a token the list does not know', () => {
    expect(told(tx({ to_address: MEME, input: '0xa9059cbb', logs: [transferLog(MEME, ME, FRIEND, 5_000n)] }))).toBe(
      `Sent 5,000 raw units of ${MEME} (decimals unknown) to ${FRIEND}`,
    );
  });

  it('tells a swap from what left the wallet and what arrived', () => {
    const logs = [transferLog(USDC, ME, PAIR, 1_200_000_000n), transferLog(WETH, PAIR, ME, 380_000_000_000_000_000n)];
    expect(told(tx({ to_address: ROUTER, input: '0x38ed1739', logs }))).toBe(
      `Swapped 1,200 USDC for 0.38 WETH on ${ROUTER}`,
    );
  });

  it('counts native value that came back through an internal call as received in a swap', () => {
    const logs = [transferLog(USDC, ME, PAIR, 3_100_000_000n)];
    const internal_transactions = [{ type: 'CALL', from: ROUTER, to: ME, value: '1000000000000000000' }];
    expect(told(tx({ to_address: ROUTER, input: '0x18cbafe5', logs, internal_transactions }))).toBe(
      `Swapped 3,100 USDC for 1 ETH on ${ROUTER}`,
    );
  });

  it('tells an unlimited approval and a revocation', () => {
    const max = (1n << 256n) - 1n;
    const approval = log(USDC, [EVENT_TOPICS.approval, topic(ME), topic(ROUTER)], word(max));
    expect(told(tx({ to_address: USDC, input: '0x095ea7b3', logs: [approval] }))).toBe(
      `Approved ${ROUTER} to spend unlimited USDC`,
    );
    const input = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, 0n] });
    expect(told(plain({ to_address: USDC, input }))).toBe(`Revoked ${ROUTER}’s allowance of ${USDC}`);
  });

  it('tells wrapping and unwrapping', () => {
    const deposit = log(WETH, [EVENT_TOPICS.deposit, topic(ME)], word(10n ** 18n));
    expect(told(tx({ to_address: WETH, value: '1000000000000000000', input: '0xd0e30db0', logs: [deposit] }))).toBe(
      'Wrapped 1 ETH into WETH',
    );
    const withdraw = encodeFunctionData({ abi: parseAbi(['function withdraw(uint256)']), args: [5n * 10n ** 17n] });
    expect(told(plain({ to_address: WETH, input: withdraw }))).toBe('Unwrapped 0.5 WETH into ETH');
  });

  it('tells an NFT mint and an NFT transfer', () => {
    const mints = [1n, 2n].map((id) =>
      log(NFT, [EVENT_TOPICS.transfer, topic(ZERO), topic(ME), pad(`0x${id.toString(16)}`)]),
    );
    expect(told(tx({ to_address: NFT, value: '80000000000000000', input: '0x40c10f19', logs: mints }))).toBe(
      `Minted #1 and #2 of ${NFT} for 0.08 ETH`,
    );
    const sent = log(NFT, [EVENT_TOPICS.transfer, topic(ME), topic(FRIEND), pad('0x1232')]);
    expect(told(tx({ to_address: NFT, input: '0x42842e0e', logs: [sent] }))).toBe(`Sent #4658 of ${NFT} to ${FRIEND}`);
  });

  it('tells an ERC-1155 transfer with its quantity', () => {
    const single = log(
      NFT,
      [EVENT_TOPICS.transferSingle, topic(ME), topic(ME), topic(FRIEND)],
      encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [12n, 5n]),
    );
    expect(told(tx({ to_address: NFT, input: '0xf242432a', logs: [single] }))).toBe(
      `Sent 5 × #12 of ${NFT} to ${FRIEND}`,
    );
  });

  it('tells a contract creation, and one that failed', () => {
    expect(told(tx({ to_address: null, input: '0x6080', receipt_contract_address: NFT }))).toBe(
      `Created contract ${NFT}`,
    );
    expect(told(tx({ to_address: null, input: '0x6080', receipt_status: '0' }))).toBe(
      'Failed: tried to create a contract',
    );
  });

  it('says which method was called on which contract otherwise', () => {
    expect(told(tx({ to_address: ROUTER, input: '0xdeadbeef00', value: '1000000000000000000' }))).toBe(
      `Called 0xdeadbeef on ${ROUTER} with 1 ETH`,
    );
    expect(
      told(
        tx({
          to_address: ROUTER,
          input: '0xdeadbeef',
          decoded_call: { label: 'stake', signature: 'stake()', type: 'function', params: [] },
        }),
      ),
    ).toBe(`Called stake on ${ROUTER}`);
  });

  it('tells a failed transaction as what it tried, from its call', () => {
    const input = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [FRIEND, 5_000_000n] });
    expect(told(tx({ to_address: USDC, input, receipt_status: '0' }))).toBe(
      `Failed: tried to send 5 USDC to ${FRIEND}`,
    );
  });

  it('tells a transfer between others in the third person on a token contract’s own page', () => {
    expect(
      told(
        tx({
          from_address: FRIEND,
          to_address: USDC,
          input: '0xa9059cbb',
          logs: [transferLog(USDC, FRIEND, PAIR, 2_000_000n)],
        }),
        USDC,
      ),
    ).toBe(`Transferred 2 USDC from ${FRIEND} to ${PAIR}`);
  });
});
