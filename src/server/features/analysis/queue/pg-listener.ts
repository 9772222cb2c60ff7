import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export interface PgListener {
  /** Settles after the first attempt to connect, whether or not it worked. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * LISTENs on some channels on a dedicated connection, reconnecting after a drop. Notifications
 * sent while it was disconnected are lost, so `onReconnect` lets the owner look for what it missed;
 * the owners also poll, so a lost notification only costs latency.
 */
export function listenForNotifications(options: {
  url: string;
  channels: readonly string[];
  onNotification: (channel: string, payload: string) => void;
  onReconnect?: () => void;
  logger: FastifyBaseLogger;
  retryMs?: number;
}): PgListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let connectedBefore = false;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, options.retryMs ?? 1000);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.url, application_name: 'vtx-analysis-listener' });
    next.on('notification', (message) => options.onNotification(message.channel, message.payload ?? ''));
    next.on('error', (error) => {
      options.logger.warn({ err: error }, 'analysis queue: notification connection lost');
      if (client === next) client = null;
      next.end().catch(() => {});
      scheduleReconnect();
    });
    next.on('end', () => {
      if (client === next) {
        client = null;
        scheduleReconnect();
      }
    });
    try {
      await next.connect();
      for (const channel of options.channels) await next.query(`listen "${channel}"`);
    } catch (error) {
      options.logger.warn({ err: error }, 'analysis queue: cannot listen for notifications yet');
      next.end().catch(() => {});
      scheduleReconnect();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (connectedBefore) options.onReconnect?.();
    connectedBefore = true;
  }

  const ready = connect();
  return {
    ready,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await ready;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
