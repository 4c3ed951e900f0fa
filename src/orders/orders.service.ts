import type { EntityManager } from '@mikro-orm/postgresql';
import type { Store } from '../stores/store.entity';
import type { CursorCodec, Page } from '../shared/pagination';
import { fetchOrderPage, findOrder, loadOrderDetail, loadOrderDetails } from './orders.repository';
import { presentOrder, presentOrderSummary, type OrderView, type WorkflowLinks } from './orders.presenter';
import { isClosedOrder, snapshotOf } from './order-states';
import type { OrderStep, OrderWorkflows } from './order-workflows.port';
import type { OrderFilters } from './orders.search';
import { DomainError } from '../shared/errors';

/** What an order action needs: the order's workflow, and where the Temporal UI shows it. */
export interface OrderActionDeps {
  workflows: OrderWorkflows;
  links: WorkflowLinks;
}

export async function getOrder(
  links: WorkflowLinks,
  em: EntityManager,
  store: Store,
  orderId: string,
): Promise<OrderView> {
  return presentOrder(await loadOrderDetail(em, store.id, orderId), store.defaultLanguage, links);
}

export async function listOrders(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  filters: OrderFilters,
): Promise<Page<ReturnType<typeof presentOrderSummary>>> {
  return fetchOrderPage(em, cursors, store.id, filters, (rows) =>
    rows.map((row) => presentOrderSummary(row, store.defaultLanguage)),
  );
}

/**
 * The orders of the list (same filters, same order, same cursors) as whole Order resources with their lines,
 * payments, refunds, fulfilments and timeline: what an export writes, a page's children read in one query.
 */
export async function listOrderDetails(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  filters: OrderFilters,
  links: WorkflowLinks,
): Promise<Page<OrderView>> {
  return fetchOrderPage(em, cursors, store.id, filters, async (rows) =>
    (await loadOrderDetails(em, rows)).map((detail) => presentOrder(detail, store.defaultLanguage, links)),
  );
}

/** One lifecycle step through the order's workflow; answers the order as it is after the step. */
export async function runOrderAction(
  deps: OrderActionDeps,
  em: EntityManager,
  store: Store,
  orderId: string,
  step: OrderStep,
  updateId?: string,
): Promise<OrderView> {
  const snapshot = snapshotOf(await findOrder(em, store.id, orderId));
  // What the workflow's validator would answer, without starting a run that refuses and closes at once (Temporal
  // answered a start racing such a run's close with Unavailable for half a minute).
  if (isClosedOrder(snapshot)) {
    // A retry of the step that closed the order (its first attempt's answer lost) gets that step's outcome.
    if (updateId && (await deps.workflows.outcomeOf(orderId, updateId))) {
      return getOrder(deps.links, em, store, orderId);
    }
    throw new DomainError(
      'invalid_state_transition',
      `Nothing more can be done to this order: it is ${snapshot.status} ` +
        `(payment ${snapshot.paymentStatus}, ${snapshot.fulfillmentStatus}).`,
      {
        currentState: snapshot.status,
        allowedActions: [],
      },
    );
  }
  await deps.workflows.runStep(snapshot, step, updateId);
  return getOrder(deps.links, em, store, orderId);
}
