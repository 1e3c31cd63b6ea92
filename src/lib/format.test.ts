import { describe, expect, it } from 'vitest';
import { formatInteger, formatNative, formatPercentChange, formatUnitsExact, formatUsdCompact, formatUsdPrice, groupDigits } from './format';
import { formatAge, formatLocal, formatLocalShort, formatRelative, formatTimeTitle, formatUpdatedAgo, formatZoneOffset, parseMicroTimestamp } from './formatTime';
import { shortenHex } from './formatHex';

describe('formatUnitsExact', () => {
  it.each([
    ['0', 18, '0'],
    ['1', 18, '0.000000000000000001'],
    ['1000000000000000000', 18, '1'],
    ['1500000000000000000', 18, '1.5'],
    ['1000000000000000000000000000000', 18, '1,000,000,000,000'],
    ['123456789', 6, '123.456789'],
    ['1000000', 6, '1'],
    ['1234567890123456789012345678901234567890', 18, '1,234,567,890,123,456,789,012.34567890123456789'],
    ['1931927921.11', 18, '0.00000000193192792111'],
    ['1500000000000000000.5', 18, '1.5000000000000000005'],
    ['12.50', 0, '12.5'],
  ])('%s with %i decimals is %s', (raw, decimals, expected) => {
    expect(formatUnitsExact(raw, decimals)).toBe(expected);
  });

  it('truncates visibly when asked for fewer digits', () => {
    expect(formatUnitsExact('1234567000000000000', 18, { maxFractionDigits: 4 })).toBe('1.2345…');
    expect(formatUnitsExact('1', 18, { maxFractionDigits: 6 })).toBe('<0.000001');
    expect(formatUnitsExact('1500000000000000000', 18, { maxFractionDigits: 6 })).toBe('1.5');
  });
});

describe('other formatters', () => {
  it('formats native amounts with symbol', () => {
    expect(formatNative('21000000000000', 18, 'ETH')).toBe('0.000021 ETH');
  });
  it('groups digits of huge integers exactly', () => {
    expect(formatInteger('123456789012345678901234567890')).toBe('123,456,789,012,345,678,901,234,567,890');
    expect(groupDigits('-1234.5')).toBe('-1,234.5');
  });
  it('groups integers exactly as Intl en-US does, at every length and sign', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (let length = 1; length <= 40; length += 1) {
      const digits = '9876543210'.repeat(4).slice(0, length);
      for (const value of [BigInt(digits), -BigInt(digits), BigInt(`1${'0'.repeat(length - 1)}`)]) {
        expect(formatInteger(value)).toBe(intl.format(value));
      }
    }
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger('007')).toBe('7');
    expect(groupDigits('1000.000100')).toBe('1,000.000100');
  });
  it('shortens hex', () => {
    expect(shortenHex('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678');
    expect(shortenHex('0x12')).toBe('0x12');
  });
  it('formats ages', () => {
    const now = new Date('2024-01-02T00:00:00Z');
    expect(formatAge(new Date('2024-01-01T23:59:30Z'), now)).toBe('30s');
    expect(formatAge(new Date('2024-01-01T22:00:00Z'), now)).toBe('2h 0m');
    expect(formatAge(new Date('2023-12-01T00:00:00Z'), now)).toBe('32d');
  });
  it('says how long ago data was updated', () => {
    expect(formatUpdatedAgo(10_000, 11_500)).toBe('just now');
    expect(formatUpdatedAgo(10_000, 22_000)).toBe('12 s ago');
    expect(formatUpdatedAgo(0, 185_000)).toBe('3 min ago');
    expect(formatUpdatedAgo(5_000, 0)).toBe('just now');
  });
  it('keeps microseconds of chain-B timestamps', () => {
    const { date, isoMicros } = parseMicroTimestamp('1700000000123456');
    expect(isoMicros).toBe('2023-11-14T22:13:20.123456Z');
    expect(date.getTime()).toBe(1700000000123);
  });
});

describe('formatUsdPrice', () => {
  it.each([
    [1234567.891, '$1,234,567.89'],
    [1.5, '$1.50'],
    [0.5, '$0.5'],
    [0.00123, '$0.00123'],
    [4.521e-10, '$0.0₉4521'],
    [1e-12, '$0.0₁₁1'],
    [0, '$0.00'],
  ])('%d is %s', (price, text) => {
    expect(formatUsdPrice(price)).toBe(text);
  });
});

describe('formatPercentChange', () => {
  it('signs and directs', () => {
    expect(formatPercentChange('1.234')).toEqual({ text: '+1.23%', direction: 'up' });
    expect(formatPercentChange('-4.5')).toEqual({ text: '−4.50%', direction: 'down' });
    expect(formatPercentChange('0.001')).toEqual({ text: '0.00%', direction: 'flat' });
  });
});

describe('formatTimeTitle', () => {
  it('is the exact UTC time over the local time with its zone', () => {
    const date = new Date('2024-05-01T12:34:56.789Z');
    expect(formatTimeTitle(date)).toBe(`2024-05-01 12:34:56 UTC\n${formatLocal(date)}`);
  });
});

// The formatters below are written by hand instead of with Intl (see groupDigits.ts: its first
// use costs a page tens of milliseconds). Node carries full ICU, so they are held to Intl's text.

/** A seeded sample across 1e-4 to 1e14, with short decimals and ties (x.xx5) among them. */
function sampleAmounts(count: number): number[] {
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const values: number[] = [];
  for (let i = 0; i < count; i++) {
    const value = next() * 10 ** (Math.floor(next() * 18) - 4);
    if (i % 3 === 0) values.push(Math.round(value * 10_000) / 10_000);
    else if (i % 5 === 0) values.push(Number((Math.round(next() * 2000) / 1000 + 0.0005).toFixed(4)) * 10 ** Math.floor(next() * 6));
    else values.push(Number(value.toPrecision(1 + (i % 7))));
  }
  return [...values, 999.995, 999_999, 999_995, 999_994, 1000, 1.005, 2.675, 0.99995, 0.00099995, 4084.9999999999995, 0.0001];
}

describe('USD formatting matches Intl en-US', () => {
  const intlPrice = (price: number) =>
    price >= 1
      ? `$${price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: price >= 1000 ? 2 : 4 })}`
      : `$${price.toLocaleString('en-US', { maximumSignificantDigits: 4 })}`;
  const intlCompact = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 2 });
  const amounts = sampleAmounts(20_000);

  it('prices from 0.0001 up', () => {
    // Below 0.0001 the zeros are written as a count (tested above), which Intl has no form for.
    const differ = amounts.filter((price) => price >= 0.0001 && formatUsdPrice(price) !== intlPrice(price));
    expect(differ.map((price) => `${price}: ${formatUsdPrice(price)} vs ${intlPrice(price)}`)).toEqual([]);
  });
  it('compact amounts below a thousand trillion', () => {
    const differ = amounts.filter((value) => value < 1e14 && formatUsdCompact(value) !== intlCompact(value));
    expect(differ.map((value) => `${value}: ${formatUsdCompact(value)} vs ${intlCompact(value)}`)).toEqual([]);
  });
  it('compact examples, signs and non-numbers', () => {
    expect(formatUsdCompact(1_234_567)).toBe('$1.23M');
    expect(formatUsdCompact(999_999)).toBe('$1.00M');
    expect(formatUsdCompact(950.5)).toBe('$950.50');
    expect(formatUsdCompact(-1500)).toBe('-$1.50K');
    expect(formatUsdCompact(Number.NaN)).toBe('—');
    expect(formatUsdPrice(-2.5)).toBe('-$2.50');
  });
});

describe('formatRelative matches Intl en-US (numeric: auto)', () => {
  const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const now = new Date(1_700_000_000_000);
  it.each([
    [-4, 'just now'],
    [5, 'in 5 seconds'],
    [-59, intl.format(-59, 'second')],
    [-61, intl.format(-1, 'minute')],
    [3599, intl.format(59, 'minute')],
    [-3600, intl.format(-1, 'hour')],
    [-86_400, intl.format(-1, 'day')],
    [86_400, intl.format(1, 'day')],
    [-172_800, intl.format(-2, 'day')],
    [-2_592_000, intl.format(-1, 'month')],
    [2_592_000, intl.format(1, 'month')],
    [-31_536_000, intl.format(-1, 'year')],
    [94_608_000, intl.format(3, 'year')],
    [-40_000_000_000, intl.format(-1268, 'year')],
  ])('%d s is "%s"', (seconds, text) => {
    expect(formatRelative(new Date(now.getTime() + seconds * 1000), now)).toBe(text);
  });
});

describe('formatLocal', () => {
  it('writes the zone as its offset', () => {
    expect(formatZoneOffset(0)).toBe('UTC');
    expect(formatZoneOffset(-120)).toBe('GMT+2');
    expect(formatZoneOffset(-330)).toBe('GMT+5:30');
    expect(formatZoneOffset(150)).toBe('GMT-2:30');
    expect(formatZoneOffset(420)).toBe('GMT-7');
  });
  it("is Intl en-US's text in this machine's zone (where the zone has no abbreviation)", () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false, timeZoneName: 'short',
    });
    for (const ms of [1_714_521_600_000, 1_714_566_896_789, 1_700_000_000_000, 1_438_269_988_000]) {
      const date = new Date(ms);
      // Intl writes midnight as 24:00 with hour12: false; the hand-written text says 00.
      const expected = intl.format(date).replace(', 24:', ', 00:');
      if (/ (UTC|GMT[+-][\d:]+)$/.test(expected)) expect(formatLocal(date)).toBe(expected);
      else expect(formatLocal(date)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}:\d{2} (UTC|GMT[+-]\d{1,2}(:\d{2})?)$/);
      const short = date.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
      expect(formatLocalShort(date)).toBe(short.replace(', 24:', ', 00:'));
    }
  });
});
