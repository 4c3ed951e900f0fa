import type { Logger } from 'pino';
import type { DeliveryWorkflows } from './delivery-workflows.port';

/** Signals sent at once: a burst to many endpoints queues here, not inside the Temporal frontend. */
const SIGNALS_IN_FLIGHT = 16;
/**
 * The least time between two signals to one endpoint. A busy endpoint's workflow looks at its queue again soon after
 * each pass anyway, and every signal is a chance to race the end of a run, which costs that endpoint a replay.
 */
const SIGNAL_INTERVAL_MS = 200;

/**
 * Tells endpoints' workflows that deliveries are queued, without making the caller wait: one endpoint's slow signal
 * (its workflow busy, or continuing as new) must not hold up the relay's next events for every other endpoint. An
 * endpoint has at most one signal in flight; requests made meanwhile become one more signal after it, which is all
 * the workflow needs, since each pass works through everything queued. A signal that fails is logged and left to the
 * relay's sweep of overdue queues, as one lost after the commit would be.
 */
export class QueueSignals {
  /** Endpoints waiting for a signal slot, with their store, in the order asked. */
  private readonly waiting = new Map<string, string>();
  private readonly inFlight = new Set<string>();
  /** Endpoints signalled too recently to be signalled again yet, each with a timer for when it may be. */
  private readonly deferred = new Set<string>();
  private readonly lastSentAt = new Map<string, number>();
  private idle: Array<() => void> = [];

  constructor(
    private readonly workflows: DeliveryWorkflows,
    private readonly logger: Logger,
  ) {}

  request(storeId: string, endpointId: string): void {
    this.waiting.set(endpointId, storeId);
    this.sendNext();
  }

  /** Resolves once every signal asked for so far has been sent or has failed. */
  settled(): Promise<void> {
    if (this.waiting.size === 0 && this.inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private sendNext(): void {
    for (const [endpointId, storeId] of this.waiting) {
      if (this.inFlight.size >= SIGNALS_IN_FLIGHT) return;
      if (this.inFlight.has(endpointId) || this.deferred.has(endpointId)) continue;
      const tooSoonByMs = (this.lastSentAt.get(endpointId) ?? 0) + SIGNAL_INTERVAL_MS - Date.now();
      if (tooSoonByMs > 0) {
        this.defer(endpointId, tooSoonByMs);
        continue;
      }
      this.waiting.delete(endpointId);
      this.inFlight.add(endpointId);
      this.lastSentAt.set(endpointId, Date.now());
      void this.send(storeId, endpointId);
    }
    if (this.waiting.size === 0 && this.inFlight.size === 0) {
      this.forgetOldSends();
      for (const resolve of this.idle.splice(0)) resolve();
    }
  }

  private forgetOldSends(): void {
    const before = Date.now() - SIGNAL_INTERVAL_MS;
    for (const [endpointId, at] of this.lastSentAt) if (at <= before) this.lastSentAt.delete(endpointId);
  }

  private defer(endpointId: string, ms: number): void {
    this.deferred.add(endpointId);
    setTimeout(() => {
      this.deferred.delete(endpointId);
      this.sendNext();
    }, ms);
  }

  private async send(storeId: string, endpointId: string): Promise<void> {
    try {
      await this.workflows.deliveriesQueued(storeId, endpointId);
    } catch (error) {
      this.logger.warn({ err: error, endpointId }, 'webhook queue signal failed; the overdue sweep will repeat it');
    } finally {
      this.inFlight.delete(endpointId);
      this.sendNext();
    }
  }
}
