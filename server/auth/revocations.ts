import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SharedRedis } from '../scale/redis.ts';

/**
 * Signed-out sessions. A session cookie is valid by its signature alone, so a copy taken before
 * sign-out would keep working until it lapses; sign-out therefore records the session's id here
 * until the cookie's own expiry, and every /api request asks. Alone, an instance keeps the list in
 * memory and in DATA_DIR (so a restart does not forget it); with REDIS_URL, instances share it in
 * Redis, and each also remembers its own sign-outs, so a Redis that is away forgets nothing this
 * instance was told.
 */

export interface SessionRevocations {
  /** Refuses the session `sid` from now until `untilS` (unix seconds, its latest expiry). */
  revoke(sid: string, untilS: number): Promise<void>;
  isRevoked(sid: string): Promise<boolean>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** File name under DATA_DIR. */
export const REVOCATIONS_FILE = 'revoked-sessions.json';
/** A session id as writeSession makes them (base64url of 16 bytes); anything else is never stored. */
const SID = /^[\w-]{1,64}$/;

class LocalRevocations {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly file: string | null,
    private readonly now: () => number,
  ) {
    if (!file) return;
    try {
      const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (stored && typeof stored === 'object') {
        for (const [sid, until] of Object.entries(stored))
          if (SID.test(sid) && typeof until === 'number') this.until.set(sid, until);
      }
    } catch {
      // No file yet (or an unreadable one): nobody has signed out here.
    }
    this.prune();
  }

  has(sid: string): boolean {
    const until = this.until.get(sid);
    return until !== undefined && until > this.now();
  }

  add(sid: string, untilS: number): void {
    this.prune();
    this.until.set(sid, untilS);
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(this.until)), { mode: 0o600 });
    renameSync(temporary, this.file);
  }

  private prune(): void {
    const now = this.now();
    for (const [sid, until] of this.until) if (until <= now) this.until.delete(sid);
  }
}

export interface RevocationOptions {
  /** DATA_DIR: where an instance alone keeps the list; null keeps it in memory only (tests). */
  readonly dataDir: string | null;
  readonly redis?: SharedRedis | null;
  readonly now?: () => number;
  /** A Redis command that failed (the local list answered instead). */
  readonly onError?: (error: unknown) => void;
}

const redisKey = (sid: string) => `session-revoked:${sid}`;

export function createRevocations(options: RevocationOptions): SessionRevocations {
  const now = options.now ?? nowSeconds;
  const redis = options.redis ?? null;
  const local = new LocalRevocations(
    redis || !options.dataDir ? null : path.join(options.dataDir, REVOCATIONS_FILE),
    now,
  );
  return {
    async revoke(sid, untilS) {
      if (!SID.test(sid)) return;
      local.add(sid, untilS);
      const ttl = untilS - now();
      if (redis && ttl > 0)
        await redis.client.set(redisKey(sid), '1', 'EX', ttl).catch((error: unknown) => options.onError?.(error));
    },
    async isRevoked(sid) {
      if (local.has(sid)) return true;
      if (!redis?.up) return false;
      try {
        return (await redis.client.exists(redisKey(sid))) === 1;
      } catch (error) {
        options.onError?.(error);
        return false;
      }
    },
  };
}
