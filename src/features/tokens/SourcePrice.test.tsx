// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { tokenPrice, type TokenPrice } from '../../../contract/schemas/evm';
import { checkRestChain, findPriceChain } from '../../../contract/lib/tokenChains';
import { PriceChange } from './PriceChange';
import { SourcePrice } from './SourcePrice';

const eth = findPriceChain('eth')!;
const sepolia = findPriceChain('sepolia')!;
const bsc = findPriceChain('bsc')!;
const price: TokenPrice = {
  tokenName: 'Moon Doge',
  tokenSymbol: 'MDOGE',
  tokenLogo: null,
  tokenDecimals: '18',
  nativePrice: { value: '170331', decimals: 18, name: 'Ether', symbol: 'ETH' },
  usdPrice: 5.506e-10,
  usdPriceFormatted: '0.0000000005506',
  '24hrPercentChange': '9.14',
  exchangeAddress: null,
  exchangeName: 'Alphaswap v3',
  tokenAddress: '0x99b6111798da332fc7bbeba5e4ae49b2440f42e6',
  toBlock: '26473285',
  possibleSpam: true,
  verifiedContract: false,
  pairAddress: null,
  pairTotalLiquidityUsd: '61000',
  priceLastChangedAtBlock: null,
  blockTimestamp: null,
};
afterEach(cleanup);

const query = (q: Partial<UseQueryResult<TokenPrice>>) =>
  ({ isPending: false, isError: false, ...q }) as UseQueryResult<TokenPrice>;

describe('SourcePrice', () => {
  it('draws a tiny price exactly, with its flags and native amount', () => {
    render(<SourcePrice source="rest" chain={eth} check={{ ok: true }} query={query({ data: price })} />);
    expect(screen.getByTestId('usd-price')).toHaveTextContent('$0.0₉5506');
    expect(screen.getByText('Possible spam')).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByTitle('0.000000000000170331 ETH')).toBeInTheDocument();
  });

  it('claims nothing a 2022-shaped answer does not say: verification unknown, no spam flag, no block', () => {
    const answer2022 = tokenPrice.parse({
      nativePrice: { value: '1019400740872569653', decimals: 18, name: 'Binance Coin', symbol: 'BNB' },
      usdPrice: 325.47900295628267,
      exchangeAddress: '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73',
      exchangeName: 'PancakeSwap v2',
    });
    expect(answer2022).toMatchObject({
      verifiedContract: null,
      possibleSpam: null,
      tokenName: null,
      tokenSymbol: null,
      toBlock: null,
    });
    render(<SourcePrice source="rest" chain={bsc} check={{ ok: true }} query={query({ data: answer2022 })} detailed />);
    expect(screen.getByText('Verification unknown')).toHaveAttribute(
      'title',
      'The answer does not say whether the contract is verified',
    );
    expect(screen.queryByText('Not verified')).toBeNull();
    expect(screen.queryByText('Verified contract')).toBeNull();
    expect(screen.queryByText('Possible spam')).toBeNull();
    expect(screen.getByText('Binance Coin (BNB)')).toBeInTheDocument();
    expect(screen.getByText('PancakeSwap v2')).toBeInTheDocument();
    expect(screen.getByTitle('1.019400740872569653 BNB')).toBeInTheDocument();
  });

  it('says "Not verified" only when the answer says false', () => {
    const verifiedFalse = tokenPrice.parse({ usdPrice: 1, verifiedContract: false, possibleSpam: 'false' });
    expect(verifiedFalse).toMatchObject({ verifiedContract: false, possibleSpam: false });
    render(<SourcePrice source="rest" chain={eth} check={{ ok: true }} query={query({ data: verifiedFalse })} />);
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.queryByText('Verification unknown')).toBeNull();
  });

  it('draws a fractional native price (wei with decimals) exactly', () => {
    const cheap = { ...price, nativePrice: { ...price.nativePrice!, value: '1931927921.11' } };
    render(<SourcePrice source="rpc" chain={eth} check={{ ok: true }} query={query({ data: cheap })} />);
    expect(screen.getByTitle('0.00000000193192792111 ETH')).toBeInTheDocument();
  });

  it('explains a testnet without a request', () => {
    render(
      <SourcePrice source="rest" chain={sepolia} check={checkRestChain(sepolia)} query={query({ isPending: true })} />,
    );
    expect(screen.getByTestId('testnet-notice')).toHaveTextContent('No prices on testnets');
  });

  it('explains a 404 as not enough liquidity, not as an error', () => {
    const error = new ApiError('not-found', 'No pools found with enough liquidity, to calculate the price', 404);
    render(<SourcePrice source="rpc" chain={eth} check={{ ok: true }} query={query({ isError: true, error })} />);
    expect(screen.getByTestId('unpriceable-notice')).toHaveTextContent('not enough liquidity');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows other failures in the shared panel with a retry', () => {
    const error = new ApiError('upstream', 'Internal server error', 500);
    render(
      <SourcePrice
        source="rest"
        chain={eth}
        check={{ ok: true }}
        query={query({ isError: true, error, refetch: async () => query({}) })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The data service failed');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('PriceChange', () => {
  it('signs, colours and points', () => {
    const { rerender } = render(<PriceChange change="-4.5" />);
    expect(screen.getByTitle('24 h change: -4.5%')).toHaveTextContent('▼−4.50% in 24 hours');
    rerender(<PriceChange change="1.234" />);
    expect(screen.getByTitle('24 h change: 1.234%')).toHaveTextContent('▲+1.23%');
    rerender(<PriceChange change={null} />);
    expect(screen.getByText('24 h change not given')).toBeInTheDocument();
  });
});
