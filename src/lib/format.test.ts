import { describe, expect, it } from 'vitest';
import {
  formatInteger,
  formatNative,
  formatPercentChange,
  formatUnitsExact,
  formatUsdCompact,
  formatUsdPrice,
  groupDigits,
  shortenHex,
} from './format';
import {
  formatAge,
  formatLocal,
  formatLocalLines,
  formatLocalShort,
  formatRelative,
  formatTimeTitle,
  formatUpdatedAgo,
  formatUtcLines,
  parseMicroTimestamp,
} from './formatTime';

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

describe('USD formatting', () => {
  it.each([
    [999.995, '$999.995'],
    [2.675, '$2.675'],
    [1000, '$1,000.00'],
    [4084.9999999999995, '$4,085.00'],
    [0.99995, '$1'],
    [0.0001, '$0.0001'],
    [0.000123456, '$0.0001235'],
  ])('price %d is %s', (price, text) => {
    expect(formatUsdPrice(price)).toBe(text);
  });
  it('compact examples, signs and non-numbers', () => {
    expect(formatUsdCompact(1_234_567)).toBe('$1.23M');
    expect(formatUsdCompact(999_999)).toBe('$1.00M');
    expect(formatUsdCompact(950.5)).toBe('$950.50');
    expect(formatUsdCompact(1000)).toBe('$1.00K');
    expect(formatUsdCompact(-1500)).toBe('-$1.50K');
    expect(formatUsdCompact(2.5e12)).toBe('$2.50T');
    expect(formatUsdCompact(Number.NaN)).toBe('—');
    expect(formatUsdPrice(-2.5)).toBe('-$2.50');
  });
});

describe('formatRelative (English, numeric: auto)', () => {
  const now = new Date(1_700_000_000_000);
  it.each([
    [-4, 'just now'],
    [5, 'in 5 seconds'],
    [-59, '59 seconds ago'],
    [-61, '1 minute ago'],
    [3599, 'in 59 minutes'],
    [-3600, '1 hour ago'],
    [-86_400, 'yesterday'],
    [86_400, 'tomorrow'],
    [-172_800, '2 days ago'],
    [-2_592_000, 'last month'],
    [2_592_000, 'next month'],
    [-31_536_000, 'last year'],
    [94_608_000, 'in 3 years'],
    [-40_000_000_000, '1,268 years ago'],
  ])('%d s is "%s"', (seconds, text) => {
    expect(formatRelative(new Date(now.getTime() + seconds * 1000), now)).toBe(text);
  });
});

describe('formatLocal', () => {
  it('writes the local time on a 24-hour clock with the zone', () => {
    const date = new Date(1_714_566_896_789);
    expect(formatLocal(date)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}:\d{2} \S+$/);
    expect(formatLocal(date)).toContain(
      `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}:56`,
    );
    const [day, time] = formatLocalLines(date);
    expect(`${day}, ${time}`).toBe(formatLocal(date));
    expect(day).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(time).toMatch(/^\d{2}:\d{2}:56 \S+$/);
    expect(formatUtcLines(new Date('2024-05-01T02:34:56Z'))).toEqual(['2024-05-01', '02:34:56 UTC']);
    expect(formatLocalShort(date)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}$/);
  });
});
