import { createActivities, type Activities } from '../../activities';
import { createLogger } from '../../src/logger';
import { temporalOrderWorkflows } from '../../src/temporal/order-workflows';
import type { PlannedRefund } from '../../src/orders/order-refunds.service';
import type { CommittedEdit } from '../../src/order-edits/order-edit-steps.service';
import type { PlannedLinkPayment } from '../../src/order-edits/order-edits.types';
import type { PlannedResolution } from '../../src/returns/returns.types';
import type { ExportProgress } from '../../src/exports/export-progress';
import { startHarness, type Harness } from '../support/harness';

/**
 * The remote activities in the first release of their change to one object (docs/versioning.md#activity-arguments):
 * called with the positional arguments this release's workflows send and with the object the next release's will,
 * each reaches its service with the same values. The ids name rows that do not exist, so each call ends at the
 * service's lookup: both shapes answer the same, and the answer names the value the service looked up (or is the
 * empty answer of a search; completing or failing an absent export writes nothing and answers nothing).
 */
let h: Harness;
let activities: Activities;

beforeAll(async () => {
  h = await startHarness();
  activities = createActivities({
    orm: h.orm,
    config: h.config,
    logger: createLogger('silent', 'activity-arguments'),
    files: h.files,
    orderWorkflows: temporalOrderWorkflows(h.temporal, h.config.orderActionWaitSeconds),
  });
});
afterAll(() => h.close());

const storeId = 'sto_absent';
const order = { storeId, orderId: 'ord_absent', actor: 'staff:absent' };
const aReturn = { storeId, returnId: 'ret_absent' };
const refundPlan = { amount: 500 } as PlannedRefund;
const committed = { newTotal: 1000 } as unknown as CommittedEdit;
const plannedLink = { linkId: 'plk_absent' } as unknown as PlannedLinkPayment;
const resolution = { method: 'refund', amount: 500 } as unknown as PlannedResolution;
const progress: ExportProgress = { status: 'running', rowsWritten: 0, byteSize: 0, done: false };

/** Each activity called in both shapes, and what its answer must name: the value its service looked up. */
const CASES: Array<[name: keyof Activities, calls: (a: Activities) => Array<Promise<unknown>>, names: string]> = [
  [
    'refundPayment',
    (a) => [
      a.refundPayment('pay_absent', 'ref_1:refund', 'pi_absent', 500),
      a.refundPayment({ paymentId: 'pay_absent', idempotencyKey: 'ref_1:refund', reference: 'pi_absent', amount: 500 }),
    ],
    'pi_absent',
  ],
  [
    'fulfilOrder',
    (a) => [
      a.fulfilOrder(order, 'ful_1', { notifyCustomer: false }),
      a.fulfilOrder({ ...order, fulfilmentId: 'ful_1', request: { notifyCustomer: false } }),
    ],
    'ord_absent',
  ],
  [
    'planRefund',
    (a) => [a.planRefund(order, { amount: 500 }), a.planRefund({ ...order, request: { amount: 500 } })],
    'ord_absent',
  ],
  [
    'recordRefund',
    (a) => [
      a.recordRefund(order, 'ref_1', refundPlan, 'pi_absent'),
      a.recordRefund({ ...order, refundId: 'ref_1', plan: refundPlan, providerReference: 'pi_absent' }),
    ],
    'ord_absent',
  ],
  [
    'planCancel',
    (a) => [a.planCancel(order, 'customer'), a.planCancel({ ...order, reason: 'customer' })],
    'ord_absent',
  ],
  [
    'recordCancel',
    (a) => [
      a.recordCancel(order, 'ref_1', refundPlan, null),
      a.recordCancel({ ...order, refundId: 'ref_1', plan: refundPlan, providerReference: null }),
    ],
    'ord_absent',
  ],
  [
    'applyEditCommit',
    (a) => [
      a.applyEditCommit(order, 'oed_absent', 1),
      a.applyEditCommit({ ...order, editId: 'oed_absent', expectedVersion: 1 }),
    ],
    'ord_absent',
  ],
  [
    'recordEditRefund',
    (a) => [
      a.recordEditRefund(order, 'oed_absent', committed, null),
      a.recordEditRefund({ ...order, editId: 'oed_absent', committed, reference: null }),
    ],
    'ord_absent',
  ],
  [
    'planLinkPayment',
    (a) => [
      a.planLinkPayment(order, 'plk_absent', 'pay_1'),
      a.planLinkPayment({ ...order, linkId: 'plk_absent', paymentId: 'pay_1' }),
    ],
    'ord_absent',
  ],
  [
    'recordLinkPayment',
    (a) => [a.recordLinkPayment(order, plannedLink), a.recordLinkPayment({ ...order, planned: plannedLink })],
    'ord_absent',
  ],
  [
    'approveReturn',
    (a) => [a.approveReturn(aReturn, null, 0), a.approveReturn({ ...aReturn, message: null, shipBy: 0 })],
    'ret_absent',
  ],
  [
    'refuseReturn',
    (a) => [a.refuseReturn(aReturn, 'too late'), a.refuseReturn({ ...aReturn, message: 'too late' })],
    'ret_absent',
  ],
  ['receiveReturn', (a) => [a.receiveReturn(aReturn, []), a.receiveReturn({ ...aReturn, lines: [] })], 'ret_absent'],
  [
    'addReturnTracking',
    (a) => [
      a.addReturnTracking(aReturn, { kind: 'tracking', carrier: null, number: '1', url: null, addedBy: 'staff' }),
      a.addReturnTracking({
        ...aReturn,
        entry: { kind: 'tracking', carrier: null, number: '1', url: null, addedBy: 'staff' },
      }),
    ],
    'ret_absent',
  ],
  [
    'planReturnResolution',
    (a) => [
      a.planReturnResolution(aReturn, 'refund', undefined),
      a.planReturnResolution({ ...aReturn, method: 'refund' }),
    ],
    'ret_absent',
  ],
  [
    'createExchangeOrder',
    (a) => [a.createExchangeOrder(aReturn, resolution), a.createExchangeOrder({ ...aReturn, plan: resolution })],
    'ret_absent',
  ],
  [
    'refundReturn',
    (a) => [a.refundReturn(aReturn, resolution), a.refundReturn({ ...aReturn, plan: resolution })],
    'ret_absent',
  ],
  [
    'creditReturn',
    (a) => [a.creditReturn(aReturn, resolution), a.creditReturn({ ...aReturn, plan: resolution })],
    'ret_absent',
  ],
  [
    'completeReturnResolution',
    (a) => [
      a.completeReturnResolution(aReturn, resolution),
      a.completeReturnResolution({ ...aReturn, plan: resolution }),
    ],
    'ret_absent',
  ],
  [
    'expireDraftOrderLink',
    (a) => [a.expireDraftOrderLink(storeId, 'dft_absent'), a.expireDraftOrderLink({ storeId, draftId: 'dft_absent' })],
    'dft_absent',
  ],
  [
    'writeExportChunk',
    (a) => [a.writeExportChunk('exp_absent', progress), a.writeExportChunk({ exportId: 'exp_absent', from: progress })],
    'exp_absent',
  ],
  [
    'completeExport',
    (a) => [a.completeExport('exp_absent', progress), a.completeExport({ exportId: 'exp_absent', progress })],
    '',
  ],
  [
    'failExport',
    (a) => [a.failExport('exp_absent', 'disk full'), a.failExport({ exportId: 'exp_absent', failure: 'disk full' })],
    '',
  ],
  ['dryRunImport', (a) => [a.dryRunImport('imp_absent'), a.dryRunImport({ importId: 'imp_absent' })], 'imp_absent'],
  [
    'importNextRows',
    (a) => [a.importNextRows('imp_absent'), a.importNextRows({ importId: 'imp_absent' })],
    'imp_absent',
  ],
  [
    'finishImport',
    (a) => [a.finishImport('imp_absent', 'bad file'), a.finishImport({ importId: 'imp_absent', failure: 'bad file' })],
    'imp_absent',
  ],
  [
    'mailPurchasedGiftCard',
    (a) => [a.mailPurchasedGiftCard('gft_absent'), a.mailPurchasedGiftCard({ giftCardId: 'gft_absent' })],
    'gft_absent',
  ],
  [
    'undeliveredGiftCardPurchases',
    (a) => [a.undeliveredGiftCardPurchases(5), a.undeliveredGiftCardPurchases({ quietMinutes: 5 })],
    '[]',
  ],
  ['expireDueGiftCards', (a) => [a.expireDueGiftCards(0), a.expireDueGiftCards({ limit: 0 })], 'expired'],
  [
    'findUnsettledPayments',
    (a) => [
      a.findUnsettledPayments(60 * 24 * 365 * 100),
      a.findUnsettledPayments({ olderThanMinutes: 60 * 24 * 365 * 100 }),
    ],
    '[]',
  ],
  [
    'reconcilePayment',
    (a) => [a.reconcilePayment('pay_absent'), a.reconcilePayment({ paymentId: 'pay_absent' })],
    'pay_absent',
  ],
  [
    'makeMediaVariants',
    (a) => [a.makeMediaVariants('med_absent'), a.makeMediaVariants({ mediaId: 'med_absent' })],
    'gone',
  ],
];

/** What a call answered, as the workflow would see it: its value, or its failure's kind, message and details. */
async function outcomeOf(call: Promise<unknown>) {
  try {
    return { value: await call };
  } catch (error) {
    const { name, message, type, details } = error as Error & { type?: string; details?: unknown };
    return { failed: { name, type, message, details } };
  }
}

describe('when a remote activity is called with its positional arguments and with one object', () => {
  it.each(CASES)('then %s reaches its service with the same values either way', async (_name, calls, names) => {
    const [positional, object] = await Promise.all(calls(activities).map(outcomeOf));
    expect(object).toEqual(positional);
    expect(JSON.stringify(positional)).toContain(names);
  });

  it('then every activity that took positional arguments is among the cases', () => {
    const positional = Object.entries(activities).filter(([, activity]) => activity.length !== 1);
    // objectOrPositional's function has a rest parameter (length 0); the others take one object, or none.
    const noArguments = ['purgeExpiredData', 'resignalRestockableVariants'];
    const names = positional.map(([name]) => name).filter((name) => !noArguments.includes(name));
    expect(names.sort()).toEqual(CASES.map(([name]) => name).sort());
  });
});
