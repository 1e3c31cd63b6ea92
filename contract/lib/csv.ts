/**
 * CSV text per RFC 4180: comma-separated, CRLF line ends, fields with a comma, quote, CR or LF
 * quoted with inner quotes doubled. Values are written exactly as given (strings, or bigint
 * turned to decimal text), never through Number, so wei and token ids keep every digit.
 *
 * Spreadsheets run a cell that starts with = + - @ (or tab/CR) as a formula: data from the chain
 * (labels, decoded strings) is attacker-controlled, so such cells get a leading apostrophe (OWASP
 * "CSV injection"). A spreadsheet that splits text at ';' (the list separator in many locales) or
 * at a tab makes each part a cell of its own, so a part after a ';' or a tab that starts like a
 * formula (spaces before it allowed) gets the apostrophe as well. A plain negative number like "-5"
 * is left alone: it cannot be a formula.
 */

export type CsvValue = string | bigint | number | boolean | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** A separator, the spaces after it, and the part up to the next separator when it starts like a formula. */
const SEPARATED_FORMULA = /([;\t][ \t]*)([=+\-@][^;\t]*)/g;

function neutraliseFormulas(text: string): string {
  const parts = text.replace(SEPARATED_FORMULA, (match, separator: string, part: string) =>
    PLAIN_NUMBER.test(part) ? match : `${separator}'${part}`,
  );
  return FORMULA_START.test(parts) && !PLAIN_NUMBER.test(parts) ? `'${parts}` : parts;
}

/** One cell, escaped and injection-safe. */
export function csvCell(value: CsvValue): string {
  if (value == null) return '';
  const text = neutraliseFormulas(typeof value === 'string' ? value : String(value));
  if (/[",\r\n]/.test(text)) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',');
}

/** The whole file: a header line, then one line per row, CRLF-terminated (RFC 4180). */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [csvRow(columns.map((column) => column.header))];
  for (const row of rows) lines.push(csvRow(columns.map((column) => column.value(row))));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A safe file name from parts: "wallet-0xabc-eth-page-2.csv". Anything outside [A-Za-z0-9._-]
 * becomes "-" so user-provided parts cannot escape into paths.
 */
export function csvFileName(...parts: (string | number)[]): string {
  const base = parts
    .map((part) => String(part).replace(/[^A-Za-z0-9._-]+/g, '-'))
    .filter(Boolean)
    .join('-');
  return `${base || 'export'}.csv`;
}
