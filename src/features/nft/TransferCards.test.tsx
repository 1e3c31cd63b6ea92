// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nftTransfer, type NftTransfer } from '../../../contract/schemas/evm';
import { renderWithRouter } from '../../components/testRouter';
import { findEvmChain } from '../../../contract/lib/chains';
import { TransferCards } from './TransferCards';
import { ZERO_ADDRESS } from './transfer';

afterEach(cleanup);

const eth = findEvmChain('eth')!;
const H = (n: string) => `0x${n.repeat(64).slice(0, 64)}`;
const ALICE = '0x00000000000000000000000000000000000000aa';
const BOB = '0x00000000000000000000000000000000000000bb';
const OPERATOR = '0x00000000000000000000000000000000000000cc';
const BIG_ID = '115792089237316195423570985008687907853269984665640564039457584007913129639935';

// Through the wire schema, as the page gets them.
function transfer(overrides: Record<string, unknown>): NftTransfer {
  return nftTransfer.parse({
    token_address: '0x1a768b8a48ab4e802a82722d6bbbc21d10fefd7b',
    token_id: '1640',
    from_address: ALICE,
    to_address: BOB,
    value: '0',
    amount: '1',
    contract_type: 'ERC721',
    block_number: '26475748',
    block_timestamp: '2026-11-20T11:00:00.000Z',
    transaction_hash: H('a'),
    transaction_type: 'Single',
    log_index: 0,
    operator: null,
    possible_spam: false,
    verified_collection: true,
    ...overrides,
  });
}

describe('<TransferCards>', () => {
  it('shows each transfer with the facts of the table: parties, token id, amount, standard, flags, operator', async () => {
    const rows = [
      transfer({ transaction_hash: H('1'), value: '34553000000000000' }),
      transfer({
        transaction_hash: H('2'),
        from_address: ZERO_ADDRESS,
        contract_type: 'ERC1155',
        transaction_type: 'Batch',
        token_id: BIG_ID,
        amount: '28',
        operator: OPERATOR,
        possible_spam: true,
        verified_collection: false,
      }),
    ];
    renderWithRouter(() => (
      <TransferCards
        rows={rows}
        chain={eth}
        format="decimal"
        label="NFT transfers of the contract"
        rowClassName={() => ''}
      />
    ));
    const list = await screen.findByRole('list', { name: 'NFT transfers of the contract' });
    const [plain, minted] = within(list).getAllByRole('listitem');

    expect(within(plain!).getByText('ERC721')).toBeInTheDocument();
    expect(within(plain!).getByText('Verified')).toBeInTheDocument();
    expect(within(plain!).getByTestId('token-id')).toHaveTextContent('1640');
    expect(within(plain!).getByText('26,475,748')).toBeInTheDocument();
    expect(within(plain!).queryByText('Mint')).toBeNull();
    expect(within(plain!).queryByText(/operator/)).toBeNull();
    // The sale's price, exactly, in the chain's coin.
    expect(within(plain!).getByText('0.034553')).toHaveAttribute('title', '0.034553 ETH');
    expect(within(minted!).queryByText('Price')).toBeNull();

    expect(within(minted!).getByText('Mint')).toBeInTheDocument();
    expect(within(minted!).getByText('ERC1155')).toBeInTheDocument();
    expect(within(minted!).getByText('Batch')).toBeInTheDocument();
    // One verdict: the spam flag, not "Verified" beside it.
    expect(within(minted!).getByTestId('nft-verdict')).toHaveTextContent('Possible spam');
    expect(within(minted!).getAllByTestId('nft-verdict')).toHaveLength(1);
    expect(within(minted!).getByText('28')).toBeInTheDocument();
    expect(within(minted!).getByText(/operator/)).toBeInTheDocument();
    // A long id is shortened on the card, with the whole id on hover and a copy button.
    expect(within(minted!).getByTestId('token-id')).toHaveAttribute('title', BIG_ID);
    expect(within(minted!).getByRole('button', { name: `Copy token id ${BIG_ID}` })).toBeInTheDocument();
  });

  it('shows a transfer with only the fields the OpenAPI requires: sender, amount and verification unknown', async () => {
    const minimal = nftTransfer.parse({
      token_address: '0x1a768b8a48ab4e802a82722d6bbbc21d10fefd7b',
      token_id: '15',
      to_address: BOB,
      contract_type: 'ERC721',
      block_number: '88256',
      block_timestamp: '2021-06-04T16:00:15',
      block_hash: H('b'),
      transaction_hash: H('c'),
      log_index: 0,
      possible_spam: false,
    });
    renderWithRouter(() => (
      <TransferCards rows={[minimal]} chain={eth} format="decimal" label="minimal" rowClassName={() => ''} />
    ));
    const card = within(await screen.findByRole('list', { name: 'minimal' })).getByRole('listitem');
    expect(within(card).getByText('unknown sender')).toBeInTheDocument();
    expect(within(card).getByText('unknown')).toHaveAttribute('title', 'The service sent no amount');
    expect(within(card).getByTestId('nft-verdict')).toHaveTextContent('Verification unknown');
    expect(within(card).queryByText('Mint')).toBeNull();
    expect(within(card).queryByText('Unverified')).toBeNull();
    expect(within(card).queryByTestId('nft-price')).toBeNull();
  });

  it('writes token ids in hex when asked, exactly', async () => {
    renderWithRouter(() => (
      <TransferCards
        rows={[transfer({ token_id: BIG_ID })]}
        chain={eth}
        format="hex"
        label="hex"
        rowClassName={() => ''}
      />
    ));
    const list = await screen.findByRole('list', { name: 'hex' });
    expect(within(list).getByTestId('token-id')).toHaveAttribute('title', `0x${'f'.repeat(64)}`);
  });
});
