// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../components/testRouter';
import { AddressTabs } from './AddressTabs';

// No vitest globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

const ADDRESS = `0x${'ab'.repeat(20)}`;

describe('AddressTabs', () => {
  it('links each view of the address, keeping the chain and nothing else', async () => {
    renderWithRouter(() => <AddressTabs address={ADDRESS} active="nft" chain="polygon" />);
    const nav = await screen.findByRole('navigation', { name: 'Address views' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Transactions', `/wallet/${ADDRESS}?chain=polygon`],
      ['NFT transfers', `/nft/${ADDRESS}?chain=polygon`],
      ['Token price', `/token/${ADDRESS}?chain=polygon`],
    ]);
  });

  it('marks only the open view as the current page', async () => {
    renderWithRouter(() => <AddressTabs address={ADDRESS} active="token" chain="eth" />);
    const nav = await screen.findByRole('navigation', { name: 'Address views' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-current')),
    ).toEqual([null, null, 'page']);
  });
});
