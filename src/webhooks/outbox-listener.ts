import { Client as PgClient } from 'pg';
import type { Logger } from 'pino';

const CHANNEL = 'event_outbox';
const RECONNECT_MS = 1000;

/**
 * LISTEN on the outbox channel over a dedicated connection, calling onNotify at every commit that wrote events.
 * Only a latency shortcut: the relay also polls, so a lost connection delays events but never loses them.
 */
export class OutboxListener {
  private client?: PgClient;
  private stopped = false;
  private reconnectTimer?: NodeJS.Timeout;

  constructor(
    private readonly databaseUrl: string,
    private readonly onNotify: () => void,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new PgClient({ connectionString: this.databaseUrl, application_name: 'commerce-service-relay' });
    client.on('notification', () => this.onNotify());
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'outbox listener connection failed; reconnecting');
      this.scheduleReconnect(client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.client = client;
      // Whatever was committed while we were not listening is picked up now.
      this.onNotify();
    } catch (error) {
      this.logger.warn({ err: error }, 'outbox listener could not connect; retrying');
      this.scheduleReconnect(client);
    }
  }

  private scheduleReconnect(client: PgClient): void {
    client.end().catch(() => undefined);
    if (this.stopped || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.start();
    }, RECONNECT_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => undefined);
  }
}
