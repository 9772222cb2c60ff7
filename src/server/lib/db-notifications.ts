import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * PostgreSQL LISTEN/NOTIFY as a change feed: triggers announce committed changes, and every
 * process holding a cache of those rows drops its copy. A cache that cannot hear the feed must
 * not serve: `connected` says whether it can, and `onReset` fires whenever notifications may
 * have been missed (connection lost, connection back), so the holder clears everything.
 */
export interface NotificationHandlers {
  onNotify(payload: string, channel: string): void;
  onReset(): void;
  /** For the log: the connection failed or dropped (a reconnection follows). */
  onConnectionError?(error: unknown): void;
}

export interface NotificationSubscription {
  readonly connected: boolean;
  /**
   * True when a notification is handled before the statement that caused it returns (PGlite, in
   * this process); false when it travels over a connection and lands a moment after the commit.
   */
  readonly immediate: boolean;
  close(): Promise<void>;
}

const channelName = /^[a-z_][a-z0-9_]*$/;

function assertChannel(channel: string): void {
  // LISTEN takes an identifier, not a parameter; only our own constant names ever get here.
  if (!channelName.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
}

/** PGlite runs in this process, so its notifications cannot be lost while it is open. */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationSubscription> {
  assertChannel(channel);
  const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload, channel));
  let open = true;
  return {
    immediate: true,
    get connected() {
      return open && !client.closed;
    },
    async close() {
      if (!open) return;
      open = false;
      if (!client.closed) await unlisten();
    },
  };
}

const firstRetryMs = 500;
const maxRetryMs = 30_000;
// A connection that died without telling us (a dropped route, a frozen peer) must not look alive.
const heartbeatMs = 10_000;
const heartbeatTimeoutMs = 5_000;

/** One dedicated connection, reconnecting with backoff when the server drops it. */
export async function listenOnPostgres(
  url: string,
  channel: string | readonly string[],
  handlers: NotificationHandlers,
): Promise<NotificationSubscription> {
  const channels = typeof channel === 'string' ? [channel] : channel;
  channels.forEach(assertChannel);
  let client: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = (failed: pg.Client, error?: unknown) => {
    if (client !== failed) return;
    handlers.onConnectionError?.(error ?? new Error('notification connection closed'));
    client = null;
    connected = false;
    handlers.onReset();
    failed.end().catch(() => {});
    if (closed) return;
    retryTimer = setTimeout(() => void connect().catch(() => {}), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (channels.includes(message.channel)) handlers.onNotify(message.payload ?? '', message.channel);
    });
    try {
      await next.connect();
      for (const name of channels) await next.query(`LISTEN ${name}`);
    } catch (error) {
      lost(next, error);
      throw error;
    }
    if (client !== next || closed) return;
    connected = true;
    retryMs = firstRetryMs;
    // Anything cached before this point may have changed while nobody was listening.
    handlers.onReset();
  };

  // A first attempt that fails keeps retrying in the background; until then `connected` is false.
  await connect().catch(() => {});
  const heartbeat = setInterval(() => {
    const current = client;
    if (!current || !connected) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('heartbeat timeout')), heartbeatTimeoutMs);
    });
    Promise.race([current.query('select 1'), timeout])
      .catch((error: unknown) => lost(current, error))
      .finally(() => clearTimeout(timer));
  }, heartbeatMs);
  heartbeat.unref();
  return {
    immediate: false,
    get connected() {
      return connected;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const current = client;
      client = null;
      connected = false;
      await current?.end().catch(() => {});
    },
  };
}
