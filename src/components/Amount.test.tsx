// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { Amount } from './Amount';

// No vitest globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

describe('Amount', () => {
  it.each([
    ['1500000000000000000', 18, 'ETH', undefined, '1.5', '1.5 ETH'],
    ['1', 18, 'ETH', undefined, '0.000000000000000001', '0.000000000000000001 ETH'],
    [
      '123456789012345678901234567890',
      18,
      'ETH',
      undefined,
      '123,456,789,012.34567890123456789',
      '123,456,789,012.34567890123456789 ETH',
    ],
    // Above 2^53: a Number would already have lost the last digits.
    ['9007199254740993', 0, 'WEI', undefined, '9,007,199,254,740,993', '9,007,199,254,740,993 WEI'],
    ['1234567', 6, 'USDC', undefined, '1.234567', '1.234567 USDC'],
    ['1234567', 6, 'USDC', 2, '1.23…', '1.234567 USDC'],
    ['1', 18, 'ETH', 4, '<0.0001', '0.000000000000000001 ETH'],
    ['0', 18, 'ETH', undefined, '0', '0 ETH'],
  ] as const)('%s with %d decimals', (raw, decimals, symbol, maxFractionDigits, text, title) => {
    const { container } = render(
      <Amount raw={raw} decimals={decimals} symbol={symbol} maxFractionDigits={maxFractionDigits} />,
    );
    const span = container.firstElementChild!;
    expect(span.textContent).toBe(`${text}${symbol}`);
    expect(span).toHaveAttribute('title', title);
  });

  it('takes a bigint and negative values exactly', () => {
    const { container } = render(<Amount raw={-2n * 10n ** 17n} decimals={18} symbol="ETH" />);
    expect(container.firstElementChild).toHaveAttribute('title', '-0.2 ETH');
  });

  it("draws a fractional smallest unit exactly (a cheap token's native price in wei)", () => {
    const { container } = render(<Amount raw="1931927921.11" decimals={18} symbol="ETH" />);
    expect(container.firstElementChild).toHaveAttribute('title', '0.00000000193192792111 ETH');
  });

  it.each(['1e18', '0x10', '1.', '.5', 'abc', ''])('refuses %j instead of reinterpreting it', (raw) => {
    render(<Amount raw={raw} decimals={18} symbol="ETH" />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
