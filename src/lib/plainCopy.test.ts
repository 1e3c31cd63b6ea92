// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { expandSubscriptZeros, formatUsdPrice, formatUsdPricePlain } from './format';
import { installPlainCopy, plainCopyText } from './plainCopy';

describe('prices with subscript zeros, written out', () => {
  it.each([
    [8.926e-6, '$0.0₅8926', '$0.000008926'],
    [4.521e-10, '$0.0₉4521', '$0.0000000004521'],
    [1.2e-14, '$0.0₁₃12', '$0.000000000000012'],
    [0.5, '$0.5', '$0.5'],
  ])('%s: %s -> %s', (price, shown, plain) => {
    expect(formatUsdPrice(price)).toBe(shown);
    expect(formatUsdPricePlain(price)).toBe(plain);
    expect(Number(plain.slice(1))).toBeCloseTo(price, 20);
  });

  it('in running text, and leaves other text alone', () => {
    expect(expandSubscriptZeros('PEPE $0.0₅8926 +2.1%')).toBe('PEPE $0.000008926 +2.1%');
    expect(plainCopyText('Price $1.23')).toBeNull();
  });

  it('rewrites the clipboard of a copied selection holding one', () => {
    document.body.innerHTML = '<p id="p">Price <span>$0.0₅8926</span></p>';
    const remove = installPlainCopy(document);
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('p')!);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    const data = new Map<string, string>();
    const event = new Event('copy', { bubbles: true, cancelable: true }) as ClipboardEvent;
    Object.defineProperty(event, 'clipboardData', {
      value: { setData: (type: string, value: string) => data.set(type, value) },
    });
    document.dispatchEvent(event);
    expect(data.get('text/plain')).toBe('Price $0.000008926');
    expect(event.defaultPrevented).toBe(true);
    remove();
  });
});
