import type { StandinClock } from './context';

/**
 * The stand-in's clock. Frozen (a fixed instant that only the control API moves) or running
 * (the machine's time plus an offset the control API can shift). Data generators read only
 * `now()`, so a frozen clock makes every answer reproducible.
 */
export class ControllableClock implements StandinClock {
  private frozenAt: number | null;
  private offsetMs = 0;
  private readonly initial: { frozenAt: number | null };

  constructor(
    start?: number | (() => number),
    private readonly source: () => number = Date.now,
  ) {
    if (typeof start === 'function') {
      this.source = start;
      this.frozenAt = null;
    } else {
      this.frozenAt = start ?? null;
    }
    this.initial = { frozenAt: this.frozenAt };
  }

  now(): number {
    return this.frozenAt ?? this.source() + this.offsetMs;
  }

  get frozen(): boolean {
    return this.frozenAt !== null;
  }

  advance(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt += ms;
    else this.offsetMs += ms;
  }

  /** Sets the current instant; a running clock keeps running from there. */
  set(nowMs: number): void {
    if (this.frozenAt !== null) this.frozenAt = nowMs;
    else this.offsetMs = nowMs - this.source();
  }

  reset(): void {
    this.frozenAt = this.initial.frozenAt;
    this.offsetMs = 0;
  }
}
