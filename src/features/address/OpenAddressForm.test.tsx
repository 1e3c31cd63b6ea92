// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { findEvmChain } from '../../../contract/lib/chains';
import { renderWithRouter } from '../../components/testRouter';
import { OpenAddressForm } from './OpenAddressForm';

// No vitest globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

const eth = findEvmChain('eth')!;
const OTHER = `0x${'cd'.repeat(20)}`;

function openWith(text: string, tab: 'wallet' | 'nft' | 'token' = 'nft') {
  const rendered = renderWithRouter(() => <OpenAddressForm tab={tab} chain="polygon" evmChain={eth} />);
  return {
    ...rendered,
    submit: async () => {
      const input = await screen.findByRole('searchbox', { name: 'Another address' });
      fireEvent.change(input, { target: { value: text } });
      fireEvent.submit(input.closest('form')!);
    },
  };
}

describe('OpenAddressForm', () => {
  it('opens another EVM address on the same tab and chain', async () => {
    const { router, submit } = openWith(OTHER.toUpperCase().replace('0X', '0x'));
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/nft/${OTHER}`), { timeout: 10_000 });
    expect(router.state.location.search).toEqual({ chain: 'polygon' });
  });

  it('says what is wrong with a value it cannot use, and stays', async () => {
    const { router, submit } = openWith(`0x${'1'.repeat(39)}`);
    await submit();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('0x followed by 39 hex digits');
    expect(screen.getByRole('searchbox', { name: 'Another address' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends anything else where the home page’s Enter would', async () => {
    const { router, submit } = openWith('250000000');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/chain-b/blocks/250000000'), { timeout: 10_000 });
  });
});
