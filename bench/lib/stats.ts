/** Small statistics helpers and the shape every measured figure takes in results.json. */

export interface Figure {
  /** What was measured, in words (shown in the table). */
  label: string;
  /** The headline value (median unless said otherwise); null = not measured. */
  value: number | null;
  unit: string;
  /** How it was measured: runs, median, min–max, or the method. */
  how: string;
  runs?: number;
  min?: number;
  max?: number;
  samples?: number[];
  /** Budget text and verdict, when the figure has one. */
  budget?: string;
  pass?: boolean | null;
  /** Why a figure is missing or anything notable. */
  note?: string;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A figure from N samples: median as the value, min–max and runs in `how`. */
export function fromSamples(
  label: string,
  samples: readonly number[],
  unit: string,
  method: string,
  digits = 1,
): Figure {
  if (samples.length === 0) return { label, value: null, unit, how: method, runs: 0, note: 'no successful run' };
  const min = Math.min(...samples);
  const max = Math.max(...samples);
  return {
    label,
    value: round(median(samples), digits),
    unit,
    how: `${method}; ${samples.length} runs, median, min–max ${round(min, digits)}–${round(max, digits)}`,
    runs: samples.length,
    min: round(min, digits),
    max: round(max, digits),
    samples: samples.map((s) => round(s, digits)),
  };
}

export function missing(label: string, unit: string, reason: string): Figure {
  return { label, value: null, unit, how: 'n/a', note: reason, pass: null };
}

/** Attaches a budget: `ok(value)` decides pass; a missing value is neither pass nor fail. */
export function withBudget(figure: Figure, budget: string, ok: (value: number) => boolean): Figure {
  return { ...figure, budget, pass: figure.value === null ? null : ok(figure.value) };
}

export const kb = (bytes: number) => round(bytes / 1024, 1);

export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]!.slice(0, 200);
}

/** Runs `fn` with a deadline; rejects with a clear message when it passes. */
export async function withTimeout<T>(what: string, ms: number, fn: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result within ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([fn(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
