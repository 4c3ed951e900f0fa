/**
 * Durable work is split by kind, each kind on a task queue of its own with its own worker slots: checkout and order
 * workflows on the base queue (TEMPORAL_TASK_QUEUE), webhook deliveries, e-mail and maintenance on its background
 * queue, so that a burst of events never waits a shopper's checkout behind thousands of deliveries.
 */
export const backgroundTaskQueueOf = (taskQueue: string) => `${taskQueue}-background`;
