import { Client, Connection, defaultGrpcRetryOptions, makeGrpcRetryInterceptor } from '@temporalio/client';
import { backgroundTaskQueueOf } from './task-queues';
import { activeTracing } from '../tracing/tracing';

const RETRY_ATTEMPTS = 5;
/**
 * Longer than the longest wait between two retries (1.7^4 × 100 ms, plus jitter), so a pending retry runs before close.
 */
const RETRY_TAIL_MS = 2000;
/** How long a probe of the workflow service may take. */
const PROBE_MS = 2000;
/** The probe's method on the wire: the one call the client does not retry. */
const PROBE_METHOD = '/GetSystemInfo';
/** gRPC's status for a call that ran out of time (@grpc/grpc-js `status.DEADLINE_EXCEEDED`). */
const DEADLINE_EXCEEDED = 4;

/**
 * The one place the API talks to Temporal. The connection is lazy, so the API starts and serves the
 * catalogue while Temporal is down, answers 503 for durable operations, and recovers on its own.
 */
export class CommerceTemporal {
  readonly client: Client;
  private readonly connection: Connection;
  /** Calls abandoned unsettled (see outlive): the client's retries of them run on, and need the channel open. */
  private readonly outliving = new Set<Promise<unknown>>();

  private closing = false;

  constructor(
    address: string,
    readonly namespace: string,
    readonly taskQueue: string,
  ) {
    // Fewer retries than the client's default (10, about 20 s): a request answers within seconds, and none after close.
    const retry = defaultGrpcRetryOptions({ maxAttempts: RETRY_ATTEMPTS });
    const retryableDecider: typeof retry.retryableDecider = (attempt, status) =>
      !this.closing && retry.retryableDecider(attempt, status);
    const retrying = makeGrpcRetryInterceptor({ ...retry, retryableDecider });
    // A refused probe is its answer: retried, it outlasts its own 2 s on a loaded machine and looks only slow.
    const once = makeGrpcRetryInterceptor({ ...retry, retryableDecider: () => false });
    const retryingAllButProbe: typeof retrying = (options, nextCall) =>
      (options.method_definition.path.endsWith(PROBE_METHOD) ? once : retrying)(options, nextCall);
    const interceptors = [retryingAllButProbe];
    this.connection = Connection.lazy({ address, connectTimeout: '3s', interceptors });
    const workflow = activeTracing()?.workflowClientInterceptors;
    this.client = new Client({ connection: this.connection, namespace, interceptors: { workflow } });
  }

  /** Webhook deliveries, e-mail and maintenance: apart from the shoppers' checkouts and orders on taskQueue. */
  get backgroundTaskQueue(): string {
    return backgroundTaskQueueOf(this.taskQueue);
  }

  /**
   * Keeps the connection open (for at most RETRY_TAIL_MS) until a call the caller stopped waiting for settles: the
   * client retries an unreachable server on timers that ignore an abort, and a retry on a closed channel throws
   * uncaught.
   */
  outlive(call: Promise<unknown>): void {
    const settled: Promise<unknown> = call.then(
      () => this.outliving.delete(settled),
      () => this.outliving.delete(settled),
    );
    this.outliving.add(settled);
  }

  /** True once close() began: background work stops rather than call a channel about to close. */
  get isClosing(): boolean {
    return this.closing;
  }

  /** Whether the workflow service answers within 2 s (readiness). */
  async isReachable(): Promise<boolean> {
    return (await this.probe()) === 'answered';
  }

  /**
   * Whether the workflow service refused a probe (down, or no connection to it). A probe that only ran out of time
   * is no refusal: on a loaded machine a live service can take longer than 2 s, and a caller that goes on is bounded
   * by its own deadline anyway.
   */
  async isRefusing(): Promise<boolean> {
    return (await this.probe()) === 'refused';
  }

  private async probe(): Promise<'answered' | 'slow' | 'refused'> {
    const probe = this.connection.withDeadline(Date.now() + PROBE_MS, () =>
      this.connection.workflowService.getSystemInfo({}),
    );
    this.outlive(probe);
    try {
      await probe;
      return 'answered';
    } catch (error) {
      return (error as { code?: unknown }).code === DEADLINE_EXCEEDED ? 'slow' : 'refused';
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.outliving.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(this.outliving),
        new Promise((resolve) => (timer = setTimeout(resolve, RETRY_TAIL_MS))),
      ]);
      clearTimeout(timer);
    }
    await this.connection.close();
  }
}
