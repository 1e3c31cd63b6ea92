/**
 * en-US digit grouping, by hand. Not Intl.NumberFormat: the first Intl object a page builds loads
 * the browser's locale data, 20–70 ms of main thread on this machine's Chromium (measured), and
 * the shell's usage meter built one while the entry was evaluated, on every page. Grouping also
 * keeps bigint values exact, and it is cheap: a wallet page formats several numbers per row.
 * Kept apart from format.ts so the shell can group digits without viem's unit code.
 */

function groupInteger(value: bigint): string {
  const text = value.toString();
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return negative ? `-${grouped}` : grouped;
}

/** Groups the integer part of a decimal string with commas: "1234567.5" -> "1,234,567.5". */
export function groupDigits(decimal: string): string {
  const negative = decimal.startsWith('-');
  const unsigned = negative ? decimal.slice(1) : decimal;
  const [int = '0', frac] = unsigned.split('.');
  const grouped = groupInteger(BigInt(int));
  return `${negative ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

/** An integer quantity (block number, gas, nonce, a count) with grouping: "21000" -> "21,000". */
export function formatInteger(value: string | bigint | number): string {
  return groupInteger(typeof value === 'bigint' ? value : BigInt(value));
}
