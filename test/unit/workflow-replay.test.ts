import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from '@temporalio/worker';
import { historyFromCliJson } from '../support/history-json';

const dir = join(__dirname, '..', 'histories');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));

/** Replays the histories on today's workflow code; the failures, each with its history's name. */
async function replay(names: string[]): Promise<{ replayed: number; failures: string[] }> {
  const histories = names.map((file) => ({
    workflowId: file.replace(/\.json$/, ''),
    history: historyFromCliJson(read(file)),
  }));
  const failures: string[] = [];
  let replayed = 0;
  for await (const result of Worker.runReplayHistories(
    { workflowBundle: { codePath: process.env.TEST_WORKFLOW_BUNDLE as string } },
    histories,
  )) {
    replayed += 1;
    if (result.error) failures.push(`${result.workflowId}: ${result.error.message}`);
  }
  return { replayed, failures };
}

/**
 * Histories recorded from real runs of the checkout and order workflows (test/histories). Replaying them against
 * today's workflow code fails on any change that would break workflows already running in production.
 */
describe('when recorded workflow histories are replayed against the current workflow code', () => {
  it('then there are histories of every workflow: checkouts, orders, webhooks, returns, journeys, media', () => {
    expect(files.filter((f) => f.startsWith('checkout-')).length).toBeGreaterThanOrEqual(3);
    expect(files.filter((f) => f.startsWith('order-')).length).toBeGreaterThanOrEqual(2);
    expect(files.filter((f) => f.startsWith('order-edited-')).length).toBeGreaterThanOrEqual(1);
    expect(files.filter((f) => f.startsWith('webhook-')).length).toBeGreaterThanOrEqual(2);
    expect(files.filter((f) => f.startsWith('return-')).length).toBeGreaterThanOrEqual(3);
    expect(files.filter((f) => f.startsWith('cart-recovery-')).length).toBeGreaterThanOrEqual(1);
    expect(files.filter((f) => f.startsWith('price-list-')).length).toBeGreaterThanOrEqual(1);
    expect(files.filter((f) => f.startsWith('draft-order-')).length).toBeGreaterThanOrEqual(1);
    expect(files.filter((f) => f.startsWith('restock-')).length).toBeGreaterThanOrEqual(1);
    expect(files.filter((f) => f.startsWith('subscription-')).length).toBeGreaterThanOrEqual(1);
    expect(files.filter((f) => f.startsWith('media-variants-')).length).toBeGreaterThanOrEqual(1);
  });

  it('then every one replays without a nondeterminism error', async () => {
    expect(await replay(files)).toEqual({ replayed: files.length, failures: [] });
  });
});

interface HistoryEvent {
  eventType: string;
  markerRecordedEventAttributes?: { markerName: string; details?: Record<string, { payloads: { data: string }[] }> };
  activityTaskScheduledEventAttributes?: { activityType: { name: string } };
}

/** What a history recorded: its patch markers' ids, the local activities it ran, and how the run ended. */
function summary(file: string) {
  const events: HistoryEvent[] = read(file).events;
  /** One JSON detail of each marker of a kind (core_patch: patch-data; core_local_activity: data). */
  const markers = (name: string, detail: string) =>
    events
      .filter((e) => e.markerRecordedEventAttributes?.markerName === name)
      .flatMap((e) => e.markerRecordedEventAttributes?.details?.[detail]?.payloads ?? [])
      .map((p) => JSON.parse(Buffer.from(p.data, 'base64').toString()));
  return {
    patches: markers('core_patch', 'patch-data').map((patch: { id: string }) => patch.id),
    activities: markers('core_local_activity', 'data').map((data: { activity_type: string }) => data.activity_type),
    ended: events[events.length - 1].eventType,
  };
}

/** The (not local) activities a history scheduled, in order. */
const scheduledActivities = (file: string) =>
  (read(file).events as HistoryEvent[]).flatMap((e) => e.activityTaskScheduledEventAttributes?.activityType.name ?? []);

/**
 * The checkout saga's `patched('checkout-compensations-isolated')`: a void that fails for good no longer fails the
 * run. A run recorded on the code before the patch took the old branch (the run failed at the void) and must replay
 * to that on today's code; one recorded after it took the new branch. Without the patched() guard, the first fails.
 */
describe('when the checkout whose void failed for good is replayed, recorded before and after its patch', () => {
  const before = 'checkout-void-failed-before-patch.json';
  const after = 'checkout-void-failed.json';

  it('then the history from before the patch failed at the void, with no patch marker', () => {
    expect(summary(before)).toEqual({
      patches: [],
      activities: ['beginCheckout', 'authorizePayment', 'capturePayment', 'voidPayment'],
      ended: 'EVENT_TYPE_WORKFLOW_EXECUTION_FAILED',
    });
  });

  it('then the history from after it holds the patch marker, records the payment and reopens the cart', () => {
    expect(summary(after)).toEqual({
      patches: ['checkout-compensations-isolated'],
      activities: [
        'beginCheckout',
        'authorizePayment',
        'capturePayment',
        'voidPayment',
        'recordUnvoidedPayment',
        'failCheckout',
      ],
      ended: 'EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED',
    });
  });

  it('then both replay on the current code', async () => {
    expect(await replay([before, after])).toEqual({ replayed: 2, failures: [] });
  });
});

/**
 * The checkout's `patched('checkout-order-workflow-on-demand')`: the order's search attributes are published once, and
 * the order workflow starts with the order's first action instead of as the checkout's child. Runs recorded before
 * it started the child; they must replay to that on today's code (without the guard they fail).
 */
describe('when checkouts recorded before and after the order-workflow-on-demand patch are replayed', () => {
  const before = ['checkout-paid-flaky.json', 'checkout-requires-action-confirmed.json'];
  const after = ['checkout-paid-order-on-demand.json', 'checkout-requires-action-order-on-demand.json'];
  const childStarts = (file: string) =>
    read(file).events.filter((e: HistoryEvent) => e.eventType === 'EVENT_TYPE_START_CHILD_WORKFLOW_EXECUTION_INITIATED')
      .length;

  it('then those from before started the order workflow as a child, with no patch marker', () => {
    expect(before.map((file) => [summary(file).patches, childStarts(file)])).toEqual([
      [[], 1],
      [[], 1],
    ]);
  });

  it('then those from after hold the patch marker and start no workflow', () => {
    expect(after.map((file) => [summary(file).patches, childStarts(file), summary(file).ended])).toEqual([
      [['checkout-order-workflow-on-demand'], 0, 'EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED'],
      [['checkout-order-workflow-on-demand'], 0, 'EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED'],
    ]);
  });

  it('then all replay on the current code', async () => {
    expect(await replay([...before, ...after])).toEqual({ replayed: 4, failures: [] });
  });
});

/**
 * The endpoint queue's `webhook-endpoint-short-runs` patch, deprecated (its old branch was never released): runs end
 * after 20 to 39 passes, just after waking, and a queue that just had deliveries looks again within 250 ms
 * unsignalled. The run recorded since holds the marker and continued as new after its short run. The one recorded
 * before it has no marker and still replays: its two passes and waits are the same commands on either branch.
 */
describe('when endpoint queue runs are replayed, recorded before and after the short-runs patch', () => {
  it('then the run from before has no marker; the one since holds it and ended by continuing as new', () => {
    expect(summary('webhook-endpoint-retried.json').patches).toEqual([]);
    const since = summary('webhook-endpoint-short-run-continued.json');
    expect(since.patches).toEqual(['webhook-endpoint-short-runs']);
    expect(since.ended).toBe('EVENT_TYPE_WORKFLOW_EXECUTION_CONTINUED_AS_NEW');
    const passes = since.activities.filter((activity) => activity === 'deliverDueWebhooks').length;
    expect(passes).toBeGreaterThanOrEqual(20);
    expect(passes).toBeLessThanOrEqual(39);
  });

  it('then both replay on the current code, the patch deprecated', async () => {
    const runs = ['webhook-endpoint-retried.json', 'webhook-endpoint-short-run-continued.json'];
    expect(await replay(runs)).toEqual({ replayed: 2, failures: [] });
  });
});

/**
 * The checkout's `patched('checkout-balance-tenders')`: gift cards and store credit applied to the cart are debited
 * in its first step; an order they pay in full completes with no payment call, and a declined card's compensation
 * reverses the debits. Checkouts recorded before it (no marker) replay on the old branch.
 */
describe('when checkouts paid with gift cards are replayed', () => {
  const paidInFull = 'checkout-gift-card-paid-in-full.json';
  const declined = 'checkout-gift-card-card-declined.json';

  it('then they hold the patch marker; the one paid in full made no payment call, the declined one failed', () => {
    expect([summary(paidInFull).patches, summary(declined).patches]).toEqual([
      ['checkout-order-workflow-on-demand', 'checkout-balance-tenders'],
      ['checkout-order-workflow-on-demand', 'checkout-balance-tenders'],
    ]);
    expect(summary(paidInFull).activities).toEqual(['beginCheckout', 'completeCheckout']);
    expect(summary(declined).activities).toEqual(['beginCheckout', 'authorizePayment', 'voidPayment', 'failCheckout']);
  });

  it('then both replay on the current code, and the histories from before the patch hold no marker', async () => {
    expect(
      files.filter(
        (file) => file.startsWith('checkout-paid') && summary(file).patches.includes('checkout-balance-tenders'),
      ),
    ).toEqual([]);
    expect(await replay([paidInFull, declined])).toEqual({ replayed: 2, failures: [] });
  });
});

/**
 * The checkout's `patched('checkout-subscriptions')`: a paid checkout whose cart subscribes to a selling plan makes
 * the order's subscriptions and starts each one's workflow. Checkouts without a subscription line never reach the
 * patch (no marker), so every history recorded before it replays unchanged.
 */
describe('when a checkout that started a subscription, and that subscription, are replayed', () => {
  const checkout = 'checkout-subscription-started.json';
  const subscription = 'subscription-renewed-dunning-cancelled.json';

  it('then the checkout holds the patch marker and made the subscriptions after it completed', () => {
    expect(summary(checkout)).toMatchObject({
      patches: expect.arrayContaining(['checkout-subscriptions']),
      activities: [
        'beginCheckout',
        'authorizePayment',
        'capturePayment',
        'completeCheckout',
        'startOrderSubscriptions',
      ],
      ended: 'EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED',
    });
    expect(
      files.filter((file) => file !== checkout && summary(file).patches.includes('checkout-subscriptions')),
    ).toEqual([]);
  });

  it('then the subscription renewed, ran dunning, took updates and ended cancelled, and both replay', async () => {
    const activities = scheduledActivities(subscription);
    expect(activities.filter((name) => name === 'renewSubscription').length).toBeGreaterThanOrEqual(3);
    expect(activities).toContain('sendSubscriptionPaymentFailedMail');
    expect(activities.filter((name) => name === 'changeSubscription').length).toBeGreaterThanOrEqual(4);
    expect(summary(subscription).ended).toBe('EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED');
    expect(await replay([checkout, subscription])).toEqual({ replayed: 2, failures: [] });
  });
});

/**
 * The order workflow's `patched('pay-link-next-action')`: a payment link's card that asks for 3-D Secure answers the
 * pay at once and waits for the pay page's confirm, then is confirmed at the provider and captured. Links paid
 * without a second step never reach the patch (no marker), so every history recorded before it replays unchanged.
 */
describe('when a payment link paid after 3-D Secure is replayed', () => {
  const confirmed = 'order-draft-link-3ds-confirmed.json';

  it('then it holds the patch marker, and confirmed at the provider before the capture', () => {
    expect(scheduledActivities(confirmed)).toEqual([
      'planLinkPayment',
      'authorizePayment',
      'confirmPayment',
      'capturePayment',
      'recordLinkPayment',
    ]);
    expect(summary(confirmed).patches).toContain('pay-link-next-action');
    expect(
      files.filter((file) => file !== confirmed && summary(file).patches.includes('pay-link-next-action')),
    ).toEqual(['order-draft-link-3ds-timed-out.json']);
  });

  it('then it and the link paid before the patch replay on the current code', async () => {
    expect(await replay([confirmed, 'order-draft-link-paid.json'])).toEqual({ replayed: 2, failures: [] });
  });
});

/**
 * A payment link's 3-D Secure wait that ran out: the payment let go (voided), and a confirm after that refused by the
 * update's validator (`waitEnded`), which leaves no event. Validators do not run on replay, so the flag is no command:
 * this run, recorded since, and those recorded before it replay alike.
 */
describe('when a payment link whose 3-D Secure wait ran out is replayed', () => {
  const timedOut = 'order-draft-link-3ds-timed-out.json';

  it('then it voided the payment without confirming, with the 3-D Secure patch, and replays', async () => {
    expect(summary(timedOut).patches).toContain('pay-link-next-action');
    expect(scheduledActivities(timedOut)).toEqual(['planLinkPayment', 'authorizePayment', 'voidPayment']);
    expect(await replay([timedOut, 'order-draft-link-3ds-confirmed.json'])).toEqual({ replayed: 2, failures: [] });
  });
});

/**
 * The endpoint queue's pass (`deliverDueWebhooks`) takes one object since issue 50; a local activity's marker records
 * its result, not its arguments, so queues recorded before and after replay alike.
 */
describe('when an endpoint queue recorded since its pass takes { endpointId } is replayed', () => {
  const since = 'webhook-endpoint-object-argument.json';

  it('then its passes are the same local activity, and it replays beside the older queues', async () => {
    for (const file of [since, 'webhook-endpoint-retried.json'])
      expect(new Set(summary(file).activities)).toEqual(new Set(['deliverDueWebhooks']));
    expect(await replay([since, 'webhook-endpoint-retried.json'])).toEqual({ replayed: 2, failures: [] });
  });
});
