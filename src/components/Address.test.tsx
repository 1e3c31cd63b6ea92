// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { safeLogoUrl } from '../../contract/api/logo';
import { Address, walletHref } from './Address';
import { findEvmChain } from '../../contract/lib/chains';
import { renderWithRouter } from './testRouter';

// No vitest globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

const ADDRESS = '0xad060b01839d366c649586f34a51d70f511701ea';
const polygon = findEvmChain('polygon')!;

describe('safeLogoUrl', () => {
  it.each([
    ['https://cdn.example.com/logo.png', 'https://cdn.example.com/logo.png'],
    ['http://example.com/a.svg', 'http://example.com/a.svg'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    [' javascript:alert(1)', null],
    ['data:image/svg+xml;base64,PHN2Zz4=', null],
    ['vbscript:msgbox', null],
    ['//evil.example/x.png', null],
    ['/relative.png', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (input, expected) => {
    expect(safeLogoUrl(input)).toBe(expected);
  });
});

describe('Address', () => {
  it('shows the short form, the full address on hover, and links to the wallet page with the chain', async () => {
    renderWithRouter(() => <Address address={ADDRESS} chain={polygon} />);
    const link = await screen.findByRole('link');
    expect(link).toHaveTextContent('0xad06…01ea');
    expect(link).toHaveAttribute('title', ADDRESS);
    expect(link.getAttribute('href')).toBe(`/wallet/${ADDRESS}?chain=polygon`);
    expect(screen.getByRole('button', { name: `Copy address ${ADDRESS}` })).toBeInTheDocument();
  });

  it('shows a label instead of the hex, keeping the address in the title', async () => {
    renderWithRouter(() => <Address address={ADDRESS} chain={polygon} label="Binance 14" />);
    const link = await screen.findByRole('link');
    expect(link).toHaveTextContent('Binance 14');
    expect(link.getAttribute('title')).toContain(ADDRESS);
  });

  it('renders no link without a chain or with link={false}', () => {
    render(<Address address={ADDRESS} full />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(ADDRESS)).toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'relative/logo.png'])(
    'never loads the logo %s; shows an initial instead',
    (logo) => {
      const { container } = render(<Address address={ADDRESS} entity="Evil" logo={logo} link={false} />);
      expect(container.querySelector('img')).toBeNull();
      expect(container.textContent).toContain('E');
    },
  );

  it('loads an https logo from this server lazily without a referrer, and falls back to an initial when it is refused', () => {
    const { container } = render(
      <Address address={ADDRESS} entity="Uniswap" logo="https://logos.example/uni.png" link={false} />,
    );
    const img = container.querySelector('img')!;
    // Never the upstream's host: the browser asks this server, which fetches from allowed origins only.
    expect(img).toHaveAttribute('src', '/api/logo?url=https%3A%2F%2Flogos.example%2Funi.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('U');
  });
});

describe('Address link (a plain <a>, no router subscription)', () => {
  it('writes the same href as the router for every chain', async () => {
    const { defaultStringifySearch } = await import('@tanstack/react-router');
    const { EVM_CHAINS } = await import('../../contract/lib/chains');
    for (const chain of EVM_CHAINS) {
      expect(walletHref(ADDRESS, chain)).toBe(`/wallet/${ADDRESS}${defaultStringifySearch({ chain: chain.name })}`);
    }
  });

  it('navigates in the app on a plain left click, and leaves modified clicks to the browser', async () => {
    const { router } = renderWithRouter(() => <Address address={ADDRESS} chain={polygon} />);
    const link = await screen.findByRole('link');
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.href).toBe(`/wallet/${ADDRESS}?chain=polygon`));
  });
});
