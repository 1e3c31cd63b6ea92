import { validateBlockNumber, type Validated } from './validation';

/**
 * A block number or height as a person types it into a form. Pages draw block numbers with
 * grouping commas ("26,000,000", `formatInteger`), so a number copied from the page is accepted
 * as it is shown: commas between groups of three digits, and spaces around the number. Anything
 * else (a comma in the wrong place, a decimal point) is refused with the usual message. The wire
 * and the URL take digits only: this returns the number, never the typed text.
 */
const GROUPED = /^\d{1,3}(,\d{3})+$/;

export function parseBlockInput(input: string, what = 'Block number'): Validated<bigint> {
  const value = input.trim();
  if (GROUPED.test(value)) return validateBlockNumber(value.replaceAll(',', ''), what);
  if (/^-?[\d,]+$/.test(value) && value.includes(',')) {
    return {
      ok: false,
      message: `${what} has a comma out of place: write digits only, or group them in threes (26,000,000).`,
    };
  }
  return validateBlockNumber(value, what);
}
