import type { ControllableClock } from './clock';
import { BurstLog } from './streams/bursts';

/**
 * Test-only state the control API (docs/CONVENTIONS.md, "The stand-in's control API") drives:
 * injected faults, the request log and the "down" switch. Kept apart from the routes so the
 * hooks that apply it stay small.
 */

export type FaultBody = 'malformed' | 'truncated' | 'hang' | 'huge';

export interface FaultSpec {
  /** Path prefix as the stand-in sees it, e.g. "/evm/api/v2.2/0xabc" (query string included in the match). */
  match: string;
  status?: number;
  /** Seconds, sent as the Retry-After header. */
  retryAfter?: number;
  delayMs?: number;
  body?: FaultBody;
  /** How many matching requests fail; absent = until cleared. */
  times?: number;
}

export interface Fault extends FaultSpec {
  id: number;
  /** Requests this fault has hit so far. */
  hits: number;
}

export interface LoggedRequest {
  method: string;
  /** Path with query, exactly as received. */
  path: string;
  /** The stand-in's clock when it arrived (ms). */
  at: number;
}

const MAX_LOG = 10_000;

export class ControlState {
  private faults: Fault[] = [];
  private nextId = 1;
  readonly requests: LoggedRequest[] = [];
  /**
   * While set, service requests whose path starts with this prefix ('' = every one) are refused.
   * A prefix lets a test take one endpoint down without disturbing tests that share the stand-in.
   */
  downPrefix: string | null = null;
  /** Failures added to the streams log by `POST /__control/streams/burst`. */
  readonly bursts = new BurstLog();

  constructor(readonly clock: ControllableClock) {}

  addFault(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: this.nextId++, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  listFaults(): readonly Fault[] {
    return this.faults;
  }

  clearFaults(): void {
    this.faults = [];
  }

  /**
   * The fault for this request, consumed once. The longest matching prefix wins (a fault on one
   * wallet beats one on the whole service); among equals, the newest.
   */
  takeFault(url: string): Fault | null {
    let best: Fault | null = null;
    for (const fault of this.faults) {
      if (!url.startsWith(fault.match)) continue;
      if (!best || fault.match.length >= best.match.length) best = fault;
    }
    if (!best) return null;
    best.hits += 1;
    if (best.times !== undefined && best.hits >= best.times) {
      this.faults = this.faults.filter((f) => f !== best);
    }
    return best;
  }

  isDown(url: string): boolean {
    return this.downPrefix !== null && url.startsWith(this.downPrefix);
  }

  log(method: string, path: string): void {
    this.requests.push({ method, path, at: this.clock.now() });
    if (this.requests.length > MAX_LOG) this.requests.splice(0, this.requests.length - MAX_LOG);
  }

  reset(): void {
    this.clearFaults();
    this.requests.length = 0;
    this.downPrefix = null;
    this.bursts.clear();
    this.clock.reset();
  }
}
