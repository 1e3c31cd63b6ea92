import pg from 'pg';

/**
 * One watcher among all instances that share a PostgreSQL archive (DATABASE_URL): the instance
 * that holds a session-level advisory lock on its own dedicated connection runs the watcher.
 * PostgreSQL frees the lock when that connection ends, which a dead process's does at once on
 * the same host and within the TCP keepalive otherwise; the other instances try for it every
 * `retryMs` and the first to get it starts watching. A leader checks its connection as often: if
 * it is lost (the database went away), the watcher pauses until the lock is held again.
 */

/** The advisory lock's key: "CBWATCH" as a number, the same on every instance. */
export const WATCHER_LOCK_KEY = 0x434257415443;

export type Role = 'leader' | 'standby' | 'paused';

export interface LeadershipOptions {
  readonly databaseUrl: string;
  /** How often a standby tries for the lock and a leader checks its connection. */
  readonly retryMs: number;
  /** Called when this instance becomes the leader; returns how to stop what it started. */
  readonly lead: () => () => Promise<void>;
  readonly onError?: (message: string) => void;
}

export class Leadership {
  private roleNow: Role = 'standby';
  private reason: string | null = null;
  private client: pg.Client | null = null;
  private stopLeading: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private ticking: Promise<void> | null = null;

  constructor(private readonly options: LeadershipOptions) {}

  get role(): Role {
    return this.roleNow;
  }

  /** Why the watcher is paused (the database's error), null otherwise. */
  get error(): string | null {
    return this.reason;
  }

  start(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => void this.tick(), this.options.retryMs);
    this.timer.unref();
    void this.tick();
  }

  /** One attempt: (re)connect, try for the lock as a standby, check the connection as a leader. */
  tick(): Promise<void> {
    this.ticking ??= this.attempt().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async attempt(): Promise<void> {
    if (this.closed) return;
    try {
      const client = this.client ?? (await this.connect());
      if (this.roleNow === 'leader') {
        await client.query('SELECT 1');
        return;
      }
      const result = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        WATCHER_LOCK_KEY,
      ]);
      this.reason = null;
      if (result.rows[0]?.locked && !this.closed) {
        this.roleNow = 'leader';
        this.stopLeading = this.options.lead();
      } else {
        this.roleNow = 'standby';
      }
    } catch (error) {
      await this.lost(error instanceof Error ? error.message : String(error));
    }
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      keepAlive: true,
      connectionTimeoutMillis: 3_000,
    });
    // A connection that breaks between two checks: the lock is gone with it.
    client.on('error', (error) => void this.lost(error.message));
    await client.connect();
    this.client = client;
    return client;
  }

  private async lost(message: string): Promise<void> {
    const client = this.client;
    this.client = null;
    client?.removeAllListeners('error');
    client?.on('error', () => {});
    void client?.end().catch(() => {});
    this.reason = message.split('\n')[0]!.slice(0, 160);
    this.roleNow = 'paused';
    const stop = this.stopLeading;
    this.stopLeading = null;
    if (stop) {
      this.options.onError?.(`the watcher pauses: its database connection was lost (${this.reason})`);
      await stop();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.ticking;
    const stop = this.stopLeading;
    this.stopLeading = null;
    await stop?.();
    // Ending the connection frees the lock at once for the next instance.
    await this.client?.end().catch(() => {});
    this.client = null;
  }
}
