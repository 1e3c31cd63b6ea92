import { DEMO_TOKENS, DEMO_WALLETS } from '../standin/catalog';
import { expect, test } from './fixtures';

/**
 * The header's chain follows the page's chain, and a price in the subscript-zeros form has a
 * plain alternative on hover and in a copy, checked against the price the service answered.
 */

const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';

test.describe('header chain and plain prices', () => {
  test('on a Polygon page the header reads Polygon; choosing another chain opens the address there', async ({
    page,
  }) => {
    const wallet = DEMO_WALLETS.polygon.address;
    await page.goto(`/wallet/${wallet}?chain=polygon`);
    const select = page.getByRole('combobox', { name: 'Chain of this page' });
    await expect(select).toHaveValue('polygon');
    await select.selectOption('eth');
    await expect(page).toHaveURL(new RegExp(`/wallet/${wallet}\\?chain=eth$`));
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Default chain' })).toHaveValue('eth');
  });

  test('a tiny price is written out on hover and in a copy, equal to the answered price', async ({ page }) => {
    const { meme } = DEMO_TOKENS;
    const answered = page.waitForResponse(
      (response) => /\/erc20\/0x[0-9a-f]+\/price/i.test(response.url()) && response.ok(),
    );
    await page.goto(`/token/${meme.address}?chain=${meme.chain}`);
    const { usdPrice } = (await (await answered).json()) as { usdPrice: number };
    const price = page.getByTestId('usd-price').first();
    await expect(price).toHaveText(/^\$0\.0[₀-₉]+\d+$/);
    const shown = (await price.textContent())!;
    const [, subscript, digits] = /^\$0\.0([₀-₉]+)(\d+)$/.exec(shown)!;
    const zeros = Number([...subscript!].map((char) => SUBSCRIPTS.indexOf(char)).join(''));
    const plain = `$0.${'0'.repeat(zeros)}${digits}`;
    // Four significant digits of the answered price.
    expect(Number(plain.slice(1))).toBeCloseTo(Number(usdPrice.toPrecision(4)), 20);
    await expect(price).toHaveAttribute('title', new RegExp(`^\\${plain} `));

    const copied = await price.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
      let text = '';
      window.addEventListener(
        'copy',
        (event) => {
          text = event.clipboardData?.getData('text/plain') ?? '';
        },
        { once: true },
      );
      document.execCommand('copy');
      return text;
    });
    expect(copied).toBe(plain);
  });
});
