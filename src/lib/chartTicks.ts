/**
 * Which category labels an axis shows, decided from arithmetic instead of measuring text.
 *
 * Recharts picks the labels of an axis whose `interval` is not a number by measuring every
 * label's text in the DOM (a hidden span and a forced layout per distinct label), and
 * CartesianGrid measures them all again for its lines: on the failed-deliveries page, a large
 * part of the chart's long task (bench/mechanisms.md). Our labels are digits and separators in a font
 * size we set, so their width is known closely enough without measuring: with a numeric
 * `interval` Recharts shows every (interval + 1)-th label and measures nothing.
 */

/**
 * Width of one character of a tick label, as a share of the font size. Our labels are digits
 * and separators: digits are 0.55–0.64 em in common sans-serif fonts (DejaVu Sans the widest),
 * `-`, `:` and spaces about half that, so 0.6 em a character is at least a label's width.
 */
const CHAR_EM = 0.6;

export interface CategoryAxis {
  /** Number of categories on the axis (one band each). */
  count: number;
  /** Width in px of the plotting area the bands share. */
  plotWidth: number;
  /** Longest label, in characters. */
  labelChars: number;
  fontSize: number;
  /** Least space in px between two labels. */
  gap: number;
}

/** Recharts' numeric `interval`: the number of labels skipped between two that are shown. */
export function categoryTickInterval({ count, plotWidth, labelChars, fontSize, gap }: CategoryAxis): number {
  if (count <= 1 || plotWidth <= 0) return 0;
  const band = plotWidth / count;
  const needed = labelChars * fontSize * CHAR_EM + gap;
  return Math.max(0, Math.ceil(needed / band) - 1);
}
