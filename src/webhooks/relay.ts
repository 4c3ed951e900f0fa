import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { inTransaction } from '../db/sql';
import { lockUnrelayedEvents, markEventsRelayed } from '../events/outbox-reader.repository';
import { deliveryIdFor } from './delivery-id';
import type { DeliveryWorkflows } from './delivery-workflows.port';
import { overdueQueues, queueDeliveries, subscribedEndpoints, type EndpointOfStore } from './relay.repository';
import { NotificationListener } from '../db/notification-listener';
import { QueueSignals } from './queue-signals';

export interface RelayOptions {
  orm: MikroORM;
  workflows: DeliveryWorkflows;
  databaseUrl: string;
  logger: Logger;
  batchSize?: number;
  /** The fallback poll, for notifications lost while the listener reconnects. */
  pollIntervalMs?: number;
  /** How long a due delivery may wait before its queue is taken to have missed its signal (default 30 s). */
  overdueSeconds?: number;
  /** Told after each pass: the events it relayed and how long the oldest of them had waited (0 for none). */
  onPass?: (pass: RelayPass) => void;
  /**
   * Other readers of the relayed events (back-in-stock alerts read stock changes): each runs in the pass's
   * transaction and answers what to do once it committed, so it sees each event exactly when the relay does.
   */
  followers?: RelayFollower[];
}

/** Reads the pass's events in its transaction; the answer runs after the commit (it must not throw). */
export type RelayFollower = (em: EntityManager, eventIds: string[]) => Promise<() => void>;

export interface RelayPass {
  relayed: number;
  oldestWaitedSeconds: number;
}

const FAILURE_BACKOFF_MS = 2000;
const OVERDUE_SECONDS = 30;

/**
 * Moves committed events from the outbox to their endpoints' queues: a delivery per (subscribed endpoint, event),
 * then, after the commit, one signal per endpoint to its workflow, whatever the number of events, sent without
 * waiting (`QueueSignals`), so one endpoint's slow signal holds up no other endpoint's events. Events are locked
 * (SKIP LOCKED, so several workers share the work), queued and marked relayed in one transaction, so a crash leaves
 * each event either unrelayed or queued: nothing skipped, nothing doubled. A signal lost after the commit (a crash,
 * Temporal unreachable) is made up by the sweep, which signals every queue left overdue.
 */
export class WebhookRelay {
  private stopped = false;
  private wake?: () => void;
  private pending = false;
  private loop?: Promise<void>;
  private readonly listener: NotificationListener;
  private readonly signals: QueueSignals;

  constructor(private readonly options: RelayOptions) {
    this.signals = new QueueSignals(options.workflows, options.logger);
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
    await Promise.all([this.listener.stop(), this.signals.settled()]);
  }

  private notify(): void {
    this.pending = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    const batchSize = this.options.batchSize ?? 200;
    const sweepIntervalMs = (this.options.overdueSeconds ?? OVERDUE_SECONDS) * 1000;
    let sweptAt = 0;
    while (!this.stopped) {
      this.pending = false;
      let relayed = 0;
      try {
        if (Date.now() - sweptAt >= sweepIntervalMs) {
          await this.signalOverdueQueues();
          sweptAt = Date.now();
        }
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

  /** One pass: returns how many events it relayed; their endpoints' signals are under way. */
  async relayBatch(batchSize: number): Promise<number> {
    const em = this.options.orm.em.fork() as EntityManager;
    const { pass, endpoints, afterCommit } = await inTransaction(em, async (txem) => {
      const events = await lockUnrelayedEvents(txem, batchSize);
      if (events.length === 0) return { pass: { relayed: 0, oldestWaitedSeconds: 0 }, endpoints: [], afterCommit: [] };
      const eventIds = events.map((e) => e.id);
      const handoffs = await subscribedEndpoints(txem, eventIds);
      const deliveryIds = handoffs.map((h) => deliveryIdFor(h.endpoint_id, h.event_id));
      await queueDeliveries(txem, handoffs, deliveryIds);
      await markEventsRelayed(txem, eventIds);
      const afterCommit: (() => void)[] = [];
      for (const follower of this.options.followers ?? []) afterCommit.push(await follower(txem, eventIds));
      return {
        pass: { relayed: events.length, oldestWaitedSeconds: events[0].waited_seconds },
        endpoints: handoffs,
        afterCommit,
      };
    });
    this.signal(endpoints);
    for (const follow of afterCommit) follow();
    this.options.onPass?.(pass);
    return pass.relayed;
  }

  /** Signals every endpoint whose queue has waited too long, in case its signal was lost. */
  async signalOverdueQueues(): Promise<void> {
    const em = this.options.orm.em.fork() as EntityManager;
    this.signal(await overdueQueues(em, this.options.overdueSeconds ?? OVERDUE_SECONDS));
  }

  /** Resolves once the signals asked for so far have been sent or have failed. */
  signalsSettled(): Promise<void> {
    return this.signals.settled();
  }

  private signal(endpoints: EndpointOfStore[]): void {
    for (const { endpoint_id, store_id } of endpoints) this.signals.request(store_id, endpoint_id);
  }
}
