/**
 * `GET /api/status`, served by Chainboard's own server (never contains the key).
 *
 * Validated by hand rather than with zod: the shell asks for it on every first load, and zod
 * (even zod/mini) would add its weight to `/` (bench/mechanisms.md). It still speaks the Standard Schema interface that `fetchJson`
 * uses for every response, so callers cannot tell the difference.
 */
export type UpstreamName = 'evm' | 'chainB' | 'streams' | 'rpc';
export const UPSTREAM_NAMES: readonly UpstreamName[] = ['evm', 'chainB', 'streams', 'rpc'];

export interface UpstreamHealth {
  ok: boolean;
  /** Milliseconds of the last reachability probe, null when it failed. */
  latencyMs: number | null;
  /** A short reason when not ok ("timed out", "connection refused", "HTTP 503"). */
  error: string | null;
}

/** The server's compute-unit budgets (server/budget/): the day for all clients, the minute for this one. */
export interface BudgetStatus {
  perClientPerMinute: number;
  dailyLimit: number;
  dailySpent: number;
  dailyLeft: number;
  /** ISO 8601: when the daily count starts again (00:00 UTC). */
  dailyResetsAt: string;
  /** Units this client could spend right now. */
  clientLeft: number;
}

/** What instances share (docs/deploy.md): `off` when not configured, `down` while unreachable. */
export interface SharedState {
  redis: 'off' | 'ok' | 'down';
  database: 'off' | 'ok' | 'down';
  /** One sentence per shared part that is away: what this instance does meanwhile. */
  degraded: string[];
}

export interface ServerStatus {
  mode: 'demo' | 'live';
  version: string;
  upstreams: Record<UpstreamName, UpstreamHealth>;
  /** Absent from a server without budgets; then the meter shows this tab's calls only. */
  budget?: BudgetStatus;
  /** Absent from a server that shares nothing (one process). */
  shared?: SharedState;
}

const BUDGET_NUMBERS = ['perClientPerMinute', 'dailyLimit', 'dailySpent', 'dailyLeft', 'clientLeft'] as const;

/** A budget block is used only when whole; a malformed one is dropped, not fatal (the meter does without). */
function pickBudget(value: unknown): BudgetStatus | undefined {
  if (!isRecord(value) || typeof value.dailyResetsAt !== 'string') return undefined;
  if (!BUDGET_NUMBERS.every((name) => typeof value[name] === 'number' && Number.isFinite(value[name])))
    return undefined;
  const n = (name: (typeof BUDGET_NUMBERS)[number]) => value[name] as number;
  return {
    perClientPerMinute: n('perClientPerMinute'),
    dailyLimit: n('dailyLimit'),
    dailySpent: n('dailySpent'),
    dailyLeft: n('dailyLeft'),
    dailyResetsAt: value.dailyResetsAt,
    clientLeft: n('clientLeft'),
  };
}

const SHARED_STATES = ['off', 'ok', 'down'] as const;
const isSharedState = (value: unknown): value is SharedState['redis'] =>
  SHARED_STATES.includes(value as SharedState['redis']);

/** Like the budget: a malformed block is dropped (the header then shows no warning), not fatal. */
function pickShared(value: unknown): SharedState | undefined {
  if (!isRecord(value) || !isSharedState(value.redis) || !isSharedState(value.database)) return undefined;
  if (!Array.isArray(value.degraded) || !value.degraded.every((line) => typeof line === 'string')) return undefined;
  return { redis: value.redis, database: value.database, degraded: value.degraded as string[] };
}

type Issue = { message: string; path: string[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkHealth(value: unknown, name: UpstreamName, issues: Issue[]): void {
  const path = ['upstreams', name];
  if (!isRecord(value)) return void issues.push({ message: 'expected an object', path });
  if (typeof value.ok !== 'boolean') issues.push({ message: 'expected a boolean', path: [...path, 'ok'] });
  if (value.latencyMs !== null && (typeof value.latencyMs !== 'number' || !Number.isFinite(value.latencyMs))) {
    issues.push({ message: 'expected a number or null', path: [...path, 'latencyMs'] });
  }
  if (value.error !== null && typeof value.error !== 'string')
    issues.push({ message: 'expected a string or null', path: [...path, 'error'] });
}

function check(value: unknown): Issue[] {
  if (!isRecord(value)) return [{ message: 'expected an object', path: [] }];
  const issues: Issue[] = [];
  if (value.mode !== 'demo' && value.mode !== 'live')
    issues.push({ message: 'expected "demo" or "live"', path: ['mode'] });
  if (typeof value.version !== 'string') issues.push({ message: 'expected a string', path: ['version'] });
  if (!isRecord(value.upstreams)) issues.push({ message: 'expected an object', path: ['upstreams'] });
  else for (const name of UPSTREAM_NAMES) checkHealth(value.upstreams[name], name, issues);
  return issues;
}

/** Keeps only the known fields, so extra ones from a newer server are dropped as zod would. */
function pick(value: Record<string, unknown>): ServerStatus {
  const upstreams = value.upstreams as Record<UpstreamName, UpstreamHealth>;
  const health = (name: UpstreamName): UpstreamHealth => ({
    ok: upstreams[name].ok,
    latencyMs: upstreams[name].latencyMs,
    error: upstreams[name].error,
  });
  const budget = pickBudget(value.budget);
  const shared = pickShared(value.shared);
  return {
    mode: value.mode as ServerStatus['mode'],
    version: value.version as string,
    upstreams: { evm: health('evm'), chainB: health('chainB'), streams: health('streams'), rpc: health('rpc') },
    ...(budget ? { budget } : {}),
    ...(shared ? { shared } : {}),
  };
}

export const serverStatus = {
  '~standard': {
    version: 1,
    vendor: 'chainboard',
    validate(value: unknown): { value: ServerStatus } | { issues: Issue[] } {
      const issues = check(value);
      return issues.length ? { issues } : { value: pick(value as Record<string, unknown>) };
    },
    types: undefined as unknown as { input: unknown; output: ServerStatus },
  },
} as const;

/** Throws on a mismatch (tests; a function of its own so that the app's bundle leaves it out). */
export function parseServerStatus(value: unknown): ServerStatus {
  const result = serverStatus['~standard'].validate(value);
  if ('issues' in result)
    throw new Error(
      `Invalid status: ${result.issues.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`).join('; ')}`,
    );
  return result.value;
}
