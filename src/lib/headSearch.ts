/**
 * Finding a chain's newest block when the service can only be asked "is there a block at height
 * h?" (found, with its time, or not found). Heights that answer are a prefix 0..head, so the head
 * is where "found" turns into "not found". Each question is a call the key's owner pays for, so
 * the search guesses where the head should be from the blocks' own times and the pace between
 * the last two found blocks, overshoots a little to close a bracket, and falls back to halving
 * the bracket when a guess does not shrink it enough. A wrong clock only costs calls, never the
 * answer: every guess is checked against the service.
 */

export type ProbeAnswer = { found: true; timeMs: number | null } | { found: false };

export interface HeadSearchOptions {
  /** Asks the service about one height. */
  probe: (height: bigint) => Promise<ProbeAnswer>;
  /** The time now, to guess how many blocks were made since a found block. */
  nowMs: () => number;
  /** A block known to exist (from the cache), or null to start from nothing. */
  start: { height: bigint; timeMs: number | null } | null;
  /** Called after each call with the number made so far. */
  onCall?: (calls: number) => void;
  signal?: AbortSignal;
}

export interface HeadSearchResult {
  height: bigint;
  calls: number;
}

/** Without anything known, the first question: any live chain is past this height. */
const FIRST_GUESS = 1n << 20n;
/** Without a pace yet, heights grow (or shrink) by this factor per question. */
const GALLOP = 16n;
/** A bound no search should reach (about 2 × 53 halvings); past it the answers make no sense. */
export const MAX_HEAD_CALLS = 120;

interface Point {
  height: bigint;
  timeMs: number | null;
}

function clamp(value: bigint, low: bigint, high: bigint): bigint {
  return value < low ? low : value > high ? high : value;
}

/** Where the head should be now, from the pace between two found blocks; null without a pace. */
function estimate(previous: Point | null, last: Point, nowMs: number): bigint | null {
  if (!previous || previous.timeMs === null || last.timeMs === null) return null;
  const blocks = Number(last.height - previous.height);
  const elapsed = last.timeMs - previous.timeMs;
  if (blocks <= 0 || elapsed <= 0) return null;
  const ahead = Math.max(0, Math.round(((nowMs - last.timeMs) * blocks) / elapsed));
  return Number.isFinite(ahead) ? last.height + BigInt(ahead) : null;
}

export class NoBlocksError extends Error {
  override readonly name = 'NoBlocksError';
}

/** The newest height the service answers, and how many calls finding it took. */
export async function searchHead({
  probe,
  nowMs,
  start,
  onCall,
  signal,
}: HeadSearchOptions): Promise<HeadSearchResult> {
  let low: Point | null = start;
  let previous: Point | null = null;
  let high: bigint | null = null;
  let margin = 1n;
  // Without a pace, the distance of the next guess past the last found block; it grows ×GALLOP.
  let step = start ? GALLOP : FIRST_GUESS * (GALLOP - 1n);
  let calls = 0;
  let halveNext = false;

  const nextGuess = (): bigint => {
    if (low === null) return high === null ? FIRST_GUESS : high / GALLOP;
    const guess = estimate(previous, low, nowMs());
    if (high === null) {
      if (guess === null) return low.height + step;
      // Past the guess by a margin that doubles while guesses fall short, so a slow clock still ends.
      return (guess > low.height ? guess : low.height) + margin;
    }
    const middle = low.height + (high - low.height) / 2n;
    if (guess === null || halveNext) return middle;
    return clamp(guess, low.height + 1n, high - 1n);
  };

  for (;;) {
    if (low !== null && high !== null && high - low.height <= 1n) return { height: low.height, calls };
    if (high === 0n) throw new NoBlocksError('The service has no block at height 0.');
    if (calls >= MAX_HEAD_CALLS) throw new Error(`The newest block was not found within ${MAX_HEAD_CALLS} calls.`);
    signal?.throwIfAborted();
    const width = low !== null && high !== null ? high - low.height : null;
    const guess = nextGuess();
    const answer = await probe(guess);
    calls += 1;
    onCall?.(calls);
    if (answer.found) {
      if (low === null || guess > low.height) {
        previous = low;
        low = { height: guess, timeMs: answer.timeMs };
      }
      margin *= 2n;
      step *= GALLOP;
    } else if (high === null || guess < high) {
      high = guess;
    }
    // A guess that did not halve the bracket is followed by a halving, so the worst case stays logarithmic.
    if (width !== null && low !== null && high !== null) halveNext = !halveNext && (high - low.height) * 2n > width;
  }
}
