import { NativeConnection, Worker, type WorkerOptions } from '@temporalio/worker';
import { createActivities } from '../../activities';
import type { ActivityDeps } from '../../activities/deps';
import { WORKER_SHUTDOWN_GRACE_SECONDS } from '../../workflows/policies';
import { workflowSource } from './workflow-bundle';

export interface WorkerSetup {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  /** A prebuilt bundle (tests build it once); otherwise dist's bundle, or the workflows folder bundled at start. */
  workflowBundle?: WorkerOptions['workflowBundle'];
}

export async function createWorker(deps: ActivityDeps, setup: WorkerSetup): Promise<Worker> {
  return Worker.create({
    connection: setup.connection,
    namespace: setup.namespace,
    taskQueue: setup.taskQueue,
    activities: createActivities(deps),
    ...(setup.workflowBundle ? { workflowBundle: setup.workflowBundle } : workflowSource()),
    shutdownGraceTime: `${WORKER_SHUTDOWN_GRACE_SECONDS} seconds`,
  });
}
