import { NativeConnection, Worker, type WorkerOptions } from '@temporalio/worker';
import { createActivities } from '../../activities';
import type { ActivityDeps } from '../../activities/deps';
import { WORKER_SHUTDOWN_GRACE_SECONDS } from '../../workflows/policies';
import { loadWorkflowBundle } from './workflow-bundle';
import { backgroundTaskQueueOf } from '../temporal/task-queues';
import { activeTracing } from '../tracing/tracing';

export interface WorkerSetup {
  connection: NativeConnection;
  namespace: string;
  /** The shoppers' queue (checkouts, orders); the background queue is derived from it. */
  taskQueue: string;
  /**
   * A prebuilt bundle (tests build it once); otherwise dist's bundle, or the workflows folder bundled at start (with
   * the tracing workflow interceptors when tracing is on).
   */
  workflowBundle?: WorkerOptions['workflowBundle'];
  /** Workflows each queue's worker keeps between tasks; unset, the SDK sizes its cache from the heap. */
  maxCachedWorkflows?: number;
}

/** One Temporal worker per task queue, run and stopped together. */
export interface CommerceWorker {
  readonly taskQueues: string[];
  /** Resolves once every queue's worker has drained; a fatal error in one stops the others too. */
  run(): Promise<void>;
  shutdown(): void;
}

/**
 * A worker with its own slots (workflow tasks, activities, local activities) for each kind of work, so a burst of
 * webhook deliveries cannot take the slots a checkout needs. Each registers every workflow and activity: work that
 * was queued before the split (or by an older API) still runs wherever it was queued.
 */
export async function createWorker(deps: ActivityDeps, setup: WorkerSetup): Promise<CommerceWorker> {
  const taskQueues = [setup.taskQueue, backgroundTaskQueueOf(setup.taskQueue)];
  const tracing = activeTracing();
  const workflowBundle = setup.workflowBundle ?? (await loadWorkflowBundle(tracing !== undefined));
  const activities = createActivities(deps);
  const workers = await Promise.all(
    taskQueues.map((taskQueue) =>
      Worker.create({
        connection: setup.connection,
        namespace: setup.namespace,
        taskQueue,
        activities,
        workflowBundle,
        // Traced: activities run in spans, and the workflow interceptors' spans come out through this sink.
        interceptors: { activity: tracing?.activityInterceptors },
        sinks: tracing?.workflowSinks,
        shutdownGraceTime: `${WORKER_SHUTDOWN_GRACE_SECONDS} seconds`,
        ...(setup.maxCachedWorkflows !== undefined && { maxCachedWorkflows: setup.maxCachedWorkflows }),
      }),
    ),
  );
  const shutdown = () => workers.filter((w) => w.getState() === 'RUNNING').forEach((w) => w.shutdown());
  return {
    taskQueues,
    shutdown,
    async run() {
      await Promise.all(
        workers.map((w) =>
          w.run().catch((error: unknown) => {
            shutdown();
            throw error;
          }),
        ),
      );
    },
  };
}
