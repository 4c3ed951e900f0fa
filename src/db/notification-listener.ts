import { Client as PgClient } from 'pg';
import type { Logger } from 'pino';

const RECONNECT_MS = 1000;
/**
 * How often the connection is asked to answer, and how long it has to: a connection that went half-open (a firewall
 * or failover that sent no reset) raises no error and would leave the listener deaf without it.
 */
const HEARTBEAT_MS = 10_000;

export interface NotificationHandlers {
  /** A NOTIFY on the channel, with its payload. */
  onNotify(payload: string): void;
  /** LISTEN is in effect (again): whatever was committed while not listening must be assumed changed. */
  onListening?(): void;
  /** The connection is gone: notifications may be missed until onListening. */
  onDeaf?(): void;
}

/**
 * LISTEN on one channel over a dedicated connection, reconnecting after a failure, and after a heartbeat (or the
 * connecting) that gets no answer in time.
 */
export class NotificationListener {
  /** The connection of the latest attempt, connecting or listening; a failure of any older one changes nothing. */
  private current?: PgClient;
  private stopped = false;
  private reconnectTimer?: NodeJS.Timeout;
  private heartbeatTimer?: NodeJS.Timeout;

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly handlers: NotificationHandlers,
    private readonly logger: Logger,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new PgClient({
      connectionString: this.databaseUrl,
      application_name: `commerce-service-${this.channel}`,
      connectionTimeoutMillis: this.heartbeatMs,
      query_timeout: this.heartbeatMs,
      keepAlive: true,
    });
    this.current = client;
    client.on('notification', (message) => this.handlers.onNotify(message.payload ?? ''));
    client.on('error', (error) => {
      this.logger.warn({ err: error, channel: this.channel }, 'notification listener connection failed; reconnecting');
      this.scheduleReconnect(client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      if (this.current !== client) {
        await client.end();
        return;
      }
      this.heartbeatTimer = setInterval(() => void this.checkAnswers(client), this.heartbeatMs);
      this.handlers.onListening?.();
    } catch (error) {
      this.logger.warn({ err: error, channel: this.channel }, 'notification listener could not connect; retrying');
      this.scheduleReconnect(client);
    }
  }

  /** The client's query_timeout fails the heartbeat of a connection that stopped answering. */
  private async checkAnswers(client: PgClient): Promise<void> {
    try {
      await client.query('SELECT 1');
    } catch (error) {
      if (this.current !== client) return;
      this.logger.warn(
        { err: error, channel: this.channel },
        'notification listener connection stopped answering; reconnecting',
      );
      this.scheduleReconnect(client);
    }
  }

  private scheduleReconnect(client: PgClient): void {
    client.end().catch(() => undefined);
    if (this.current !== client) return;
    this.current = undefined;
    clearInterval(this.heartbeatTimer);
    this.handlers.onDeaf?.();
    if (this.stopped || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.start();
    }, RECONNECT_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.heartbeatTimer);
    this.handlers.onDeaf?.();
    const client = this.current;
    this.current = undefined;
    await client?.end().catch(() => undefined);
  }
}

/** What a cache of per-store entries does with its listener's news. */
export interface StoreEntries {
  forgetStore(storeId: string): void;
  /** For a notice naming a product too (`<store id> <product id>`); without it the whole store is forgotten. */
  forgetProduct?(storeId: string, productId: string): void;
  /** Empties the cache; it keeps entries again only while listening. */
  reset(listening: boolean): void;
}

function forgetNamed(entries: StoreEntries, payload: string): void {
  const [storeId, productId] = payload.split(' ');
  if (productId && entries.forgetProduct) entries.forgetProduct(storeId, productId);
  else entries.forgetStore(storeId);
}

/**
 * A listener for a channel whose payload is a store id, or a store id and a product id: that store's (or product's)
 * entries go when its notice arrives, and every entry whenever the connection is lost or regained, since changes
 * made meanwhile were not heard of.
 */
export function listenForStoreChanges(
  databaseUrl: string,
  channel: string,
  entries: StoreEntries,
  logger: Logger,
): NotificationListener {
  return new NotificationListener(
    databaseUrl,
    channel,
    {
      onNotify: (payload) => forgetNamed(entries, payload),
      onListening: () => entries.reset(true),
      onDeaf: () => entries.reset(false),
    },
    logger,
  );
}
