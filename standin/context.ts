/**
 * What every stand-in route plugin receives. The clock is injectable so tests are
 * deterministic: data before "now" is fixed forever; "now" only decides what is visible
 * (chain heads, the newest failed deliveries).
 */
export interface StandinClock {
  /** Milliseconds since the epoch, as the stand-in sees it. */
  now(): number;
}

export interface StandinContext {
  readonly apiKey: string;
  readonly clock: StandinClock;
}
