import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvRow, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rlf', '"cr\rlf"'],
    // Formula injection: prefixed with an apostrophe.
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    // Split at ';' (the list separator in many locales) or a tab, each part is a cell of its own:
    // a part that starts like a formula gets the apostrophe too.
    ['timeout;=HYPERLINK("http://x","open");', `"timeout;'=HYPERLINK(""http://x"",""open"");"`],
    ['a;+1;b', "a;'+1;b"],
    ['a; -2+3', "a; '-2+3"],
    ['a\t@SUM(A1)', "a\t'@SUM(A1)"],
    ['=1;=2\t=3', "'=1;'=2\t'=3"],
    ['a;-5;b', 'a;-5;b'],
    ['a;b=c', 'a;b=c'],
    // A negative number is not a formula and keeps its value.
    ['-5', '-5'],
    ['-0.25', '-0.25'],
    // Exact big integers: never through Number.
    ['1000000000000000000000000000000', '1000000000000000000000000000000'],
    [10n ** 30n, '1000000000000000000000000000000'],
    [0n, '0'],
    [true, 'true'],
  ] as const)('%s -> %s', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF lines (RFC 4180)', () => {
    const rows = [
      { hash: '0xaa', value: '123456789012345678901234567890', note: 'x, y' },
      { hash: '0xbb', value: '0', note: '=cmd' },
    ];
    const text = toCsv(
      [
        { header: 'hash', value: (r: (typeof rows)[number]) => r.hash },
        { header: 'value_wei', value: (r) => r.value },
        { header: 'note', value: (r) => r.note },
      ],
      rows,
    );
    expect(text).toBe('hash,value_wei,note\r\n0xaa,123456789012345678901234567890,"x, y"\r\n0xbb,0,\'=cmd\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([{ header: 'a', value: () => '' }], [])).toBe('a\r\n');
  });

  it('csvRow joins escaped cells', () => {
    expect(csvRow(['a', 'b"c', null])).toBe('a,"b""c",');
  });
});

describe('csvFileName', () => {
  it('keeps safe characters only', () => {
    expect(csvFileName('wallet', '0xAbC', 'polygon amoy', 'page', 2)).toBe('wallet-0xAbC-polygon-amoy-page-2.csv');
    expect(csvFileName('../../etc/passwd')).toBe('..-..-etc-passwd.csv');
    expect(csvFileName()).toBe('export.csv');
  });
});
