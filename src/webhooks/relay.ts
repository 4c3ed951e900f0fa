import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { inTransaction } from '../db/sql';
import { lockUnrelayedEvents, markEventsRelayed } from '../events/outbox-reader.repository';
import { deliveryIdFor } from './delivery-id';
import type { DeliveryWorkflows } from './delivery-workflows.port';
import { insertPendingDeliveries, subscribedEndpoints, type Handoff } from './relay.repository';
import { NotificationListener } from '../db/notification-listener';

export interface RelayOptions {
  orm: MikroORM;
  workflows: DeliveryWorkflows;
  databaseUrl: string;
  retryScheduleSeconds: number[];
  logger: Logger;
  batchSize?: number;
  /** The fallback poll, for notifications lost while the listener reconnects. */
  pollIntervalMs?: number;
  /** Told after each pass: the events it relayed and how long the oldest of them had waited (0 for none). */
  onPass?: (pass: RelayPass) => void;
}

export interface RelayPass {
  relayed: number;
  oldestWaitedSeconds: number;
}

const FAILURE_BACKOFF_MS = 2000;
const START_CONCURRENCY = 16;

/**
 * Moves committed events from the outbox to Temporal: one delivery workflow per (subscribed endpoint, event).
 * Events are locked (SKIP LOCKED, so several workers share the work) and marked relayed in the same
 * transaction, after every workflow start succeeded. A crash before the commit leaves them unrelayed for the
 * next pass, whose repeated starts are refused by Temporal as duplicates: nothing skipped, nothing doubled.
 */
export class WebhookRelay {
  private stopped = false;
  private wake?: () => void;
  private pending = false;
  private loop?: Promise<void>;
  private readonly listener: NotificationListener;

  constructor(private readonly options: RelayOptions) {
    // Notifications are only a latency shortcut: the poll finds whatever was committed while not listening.
    const wake = () => this.notify();
    this.listener = new NotificationListener(
      options.databaseUrl,
      'event_outbox',
      { onNotify: wake, onListening: wake },
      options.logger,
    );
  }

  start(): void {
    void this.listener.start();
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.notify();
    await this.loop;
    await this.listener.stop();
  }

  private notify(): void {
    this.pending = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    const batchSize = this.options.batchSize ?? 200;
    while (!this.stopped) {
      this.pending = false;
      let relayed = 0;
      try {
        relayed = await this.relayBatch(batchSize);
      } catch (error) {
        this.options.logger.warn({ err: error }, 'webhook relay pass failed; retrying');
        await this.sleep(FAILURE_BACKOFF_MS);
        continue;
      }
      if (relayed < batchSize && !this.pending) await this.sleep(this.options.pollIntervalMs ?? 1000);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /** One pass: returns how many events it relayed. */
  async relayBatch(batchSize: number): Promise<number> {
    const em = this.options.orm.em.fork() as EntityManager;
    const pass = await inTransaction(em, async (txem): Promise<RelayPass> => {
      const events = await lockUnrelayedEvents(txem, batchSize);
      if (events.length === 0) return { relayed: 0, oldestWaitedSeconds: 0 };
      const eventIds = events.map((e) => e.id);
      await this.handOff(txem, await subscribedEndpoints(txem, eventIds));
      await markEventsRelayed(txem, eventIds);
      return { relayed: events.length, oldestWaitedSeconds: events[0].waited_seconds };
    });
    this.options.onPass?.(pass);
    return pass.relayed;
  }

  private async handOff(em: EntityManager, handoffs: Handoff[]): Promise<void> {
    if (handoffs.length === 0) return;
    const ids = handoffs.map((h) => deliveryIdFor(h.endpoint_id, h.event_id));
    await insertPendingDeliveries(em, handoffs, ids);
    const { workflows, retryScheduleSeconds } = this.options;
    let next = 0;
    const startNext = async (): Promise<void> => {
      for (let i = next++; i < handoffs.length; i = next++) {
        const h = handoffs[i];
        await workflows.start(h.store_id, {
          deliveryId: ids[i],
          endpointId: h.endpoint_id,
          eventId: h.event_id,
          retryScheduleSeconds,
        });
      }
    };
    // A bounded number of starts in flight: a burst of hundreds only queues up inside the Temporal frontend.
    await Promise.all(Array.from({ length: Math.min(START_CONCURRENCY, handoffs.length) }, startNext));
  }
}
