import { describe, expect, it } from 'vitest';
import { nftTransfersPage, tokenPrice, verboseTransactionsPage, walletTransactionsPage } from './evm';
import { tokenPriceRpcResponse } from './rpc';

/**
 * The data API's own field optionality (docs/interface.md, "The data API's OpenAPI"): its v2.2
 * OpenAPI, public as the TypeScript rendering in MoralisWeb3/Moralis-JS-SDK
 * `packages/common/evmUtils/src/operations/openapi.ts` (read at commit
 * 57fdd34d1ca42a56e307045631f90f05b9684958; the file last changed in
 * 31d73a721b2e064d5f0bddedbe33a9bc3fb5dbf0). Each instance below carries only what that OpenAPI
 * requires (schemas transactionCollection, transaction, internalTransaction,
 * transactionCollectionVerbose, blockTransactionVerbose, logVerbose, decodedCall, decodedEvent,
 * nftTransferCollection, nftTransfer, erc20Price, nativeErc20Price): the page schemas must read
 * it, and every field it leaves out must come back unknown (null), never false, zero or "".
 */

const H = (c: string) => `0x${c.repeat(64)}`;
const A = (c: string) => `0x${c.repeat(40)}`;

/** `transaction`: every field but the labels and internal_transactions is required. */
const transaction = {
  hash: H('a'),
  nonce: '326595425',
  transaction_index: '25',
  from_address: A('1'),
  to_address: A('2'),
  value: '650000000000000000',
  gas: '6721975',
  gas_price: '20000000000',
  input: '0x',
  receipt_cumulative_gas_used: '1340925',
  receipt_gas_used: '1340925',
  receipt_contract_address: '',
  receipt_root: '',
  receipt_status: '1',
  block_timestamp: '2021-04-02T10:07:54.000Z',
  block_number: '12526958',
  block_hash: H('b'),
};
/** `internalTransaction`: every field required. */
const internalTransaction = {
  transaction_hash: H('a'),
  block_number: '12526958',
  block_hash: H('b'),
  type: 'CALL',
  from: A('1'),
  to: A('2'),
  value: '650000000000000000',
  gas: '6721975',
  gas_used: '6721975',
  input: '0x',
  output: '0x',
};
/** `logVerbose`: topic1..3 optional; decoded_event required, but every decodedEvent field is optional. */
const logVerbose = {
  log_index: '273',
  transaction_hash: H('a'),
  transaction_index: '204',
  address: A('3'),
  data: '0x',
  topic0: H('d'),
  block_timestamp: '2021-05-07T11:08:35.000Z',
  block_number: '12386788',
  block_hash: H('b'),
  decoded_event: {},
};
/** `blockTransactionVerbose`: no gas, receipt_contract_address, receipt_root or labels. */
const { gas: _gas, receipt_contract_address: _contract, receipt_root: _root, ...verboseRequired } = transaction;
const verboseTransaction = { ...verboseRequired, logs: [logVerbose], decoded_call: {} };
/** `nftTransfer`: no from_address, value, amount, transaction_type, transaction_index, operator, verified_collection. */
const nftTransfer = {
  token_address: A('4'),
  token_id: '15',
  to_address: A('5'),
  contract_type: 'ERC721',
  block_number: '88256',
  block_timestamp: '2021-06-04T16:00:15',
  block_hash: H('b'),
  transaction_hash: H('c'),
  log_index: 0,
  possible_spam: false,
};

describe('wallet pages with only what the OpenAPI requires', () => {
  it.each([
    ['result only (cursor, page, page_size optional)', { result: [transaction] }],
    ['with internal transactions', { result: [{ ...transaction, internal_transactions: [internalTransaction] }] }],
  ])('plain: %s', (_name, body) => {
    const parsed = walletTransactionsPage.parse(body);
    expect(parsed).toMatchObject({ cursor: null, page: null, page_size: null, unreadable: [] });
    expect(parsed.result).toHaveLength(1);
    expect(parsed.result[0]).toMatchObject({
      from_address_label: null,
      to_address_label: null,
      transaction_fee: null,
      receipt_contract_address: null,
    });
  });

  it('verbose: no gas, no receipt fields, an empty decoded call and event', () => {
    const parsed = verboseTransactionsPage.parse({ result: [verboseTransaction] });
    expect(parsed).toMatchObject({ page: null, page_size: null, unreadable: [] });
    const [row] = parsed.result;
    expect(row).toMatchObject({ gas: null, receipt_contract_address: null, receipt_root: null, unreadable_logs: [] });
    expect(row?.decoded_call).toEqual({ signature: null, label: '', type: null, params: [] });
    expect(row?.logs[0]).toMatchObject({
      topic1: null,
      topic2: null,
      topic3: null,
      decoded_event: { signature: null, type: null, params: [] },
    });
  });

  it('verbose: a decoded param without name, value and type', () => {
    const parsed = verboseTransactionsPage.parse({
      result: [{ ...verboseTransaction, decoded_call: { signature: 'transfer(address,uint256)', params: [{}] } }],
    });
    expect(parsed.unreadable).toEqual([]);
    expect(parsed.result[0]?.decoded_call?.params).toEqual([{ name: null, value: null, type: null }]);
  });
});

describe('NFT transfers with only what the OpenAPI requires', () => {
  it('reads the transfer; sender, value, amount and verified flag unknown', () => {
    const parsed = nftTransfersPage.parse({ page: 2, page_size: 100, cursor: '', result: [nftTransfer] });
    expect(parsed.unreadable).toEqual([]);
    expect(parsed.result[0]).toMatchObject({
      from_address: null,
      value: null,
      amount: null,
      verified_collection: null,
      possible_spam: false,
      transaction_type: null,
      transaction_index: null,
      operator: null,
      log_index: '0',
    });
  });

  it.each([
    [true, true],
    ['false', false],
    [undefined, null],
    [null, null],
  ])('reads verified_collection %j as %j', (sent, read) => {
    expect(
      nftTransfersPage.parse({
        page: 0,
        page_size: 1,
        cursor: '',
        result: [{ ...nftTransfer, verified_collection: sent }],
      }).result[0]?.verified_collection,
    ).toBe(read);
  });
});

describe('ERC20 price with only what the OpenAPI requires', () => {
  const unknown = {
    tokenName: null,
    tokenSymbol: null,
    tokenLogo: null,
    tokenDecimals: null,
    nativePrice: null,
    usdPriceFormatted: null,
    '24hrPercentChange': null,
    exchangeAddress: null,
    exchangeName: null,
    tokenAddress: null,
    toBlock: null,
    verifiedContract: null,
    possibleSpam: null,
  };

  it.each([
    ['usdPrice only', { usdPrice: 19.722370676 }, unknown],
    [
      'usdPrice and a nativeErc20Price',
      {
        usdPrice: 1,
        nativePrice: { value: '8409770570506626', decimals: 18, name: 'Ether', symbol: 'ETH', address: A('c') },
      },
      { ...unknown, nativePrice: { value: '8409770570506626', decimals: 18, name: 'Ether', symbol: 'ETH' } },
    ],
  ])('REST: %s', (_name, body, expected) => {
    expect(tokenPrice.parse(body)).toMatchObject(expected);
  });

  it('JSON-RPC: a result of usdPrice only', () => {
    expect(tokenPriceRpcResponse.parse({ jsonrpc: '2.0', id: 1, result: { usdPrice: 2 } })).toMatchObject({
      result: { ...unknown, usdPrice: 2 },
    });
  });
});
