import { Client, Connection } from '@temporalio/client';
import { backgroundTaskQueueOf } from './task-queues';

/**
 * The one place the API talks to Temporal. The connection is lazy, so the API starts and serves the
 * catalogue while Temporal is down, answers 503 for durable operations, and recovers on its own.
 */
export class CommerceTemporal {
  readonly client: Client;
  private readonly connection: Connection;

  constructor(
    address: string,
    readonly namespace: string,
    readonly taskQueue: string,
  ) {
    this.connection = Connection.lazy({ address, connectTimeout: '3s' });
    this.client = new Client({ connection: this.connection, namespace });
  }

  /** Webhook deliveries, e-mail and maintenance: apart from the shoppers' checkouts and orders on taskQueue. */
  get backgroundTaskQueue(): string {
    return backgroundTaskQueueOf(this.taskQueue);
  }

  async isReachable(): Promise<boolean> {
    try {
      await this.connection.withDeadline(Date.now() + 2000, () => this.connection.workflowService.getSystemInfo({}));
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
