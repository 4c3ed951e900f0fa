import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../http/context';
import type { Store } from '../stores/store.entity';
import type { CursorCodec, Page } from '../shared/pagination';
import { runOrderStep } from '../temporal/order-workflows';
import { isClosedOrder } from '../../workflows/definitions';
import type { UpdateDefinition } from '@temporalio/common';
import { findOrder, loadOrderDetail, loadOrderDetails, ORDER_COLUMNS, type OrderRow } from './orders.repository';
import { presentOrder, presentOrderSummary, type OrderView, type WorkflowLinks } from './orders.presenter';
import { snapshotOf } from './order-states';
import { orderConditions, orderListFingerprint, type OrderFilters } from './orders.search';
import { fetchKeysetPage, newestFirst, type KeysetQuery } from '../shared/keyset';
import type { OrderSnapshot } from './order.types';
import { AppError } from '../shared/errors';

export const linksOf = (deps: AppDeps) => ({
  temporalUiUrl: deps.config.temporalUiUrl,
  namespace: deps.config.temporalNamespace,
});

export async function getOrder(deps: AppDeps, em: EntityManager, store: Store, orderId: string): Promise<OrderView> {
  return presentOrder(await loadOrderDetail(em, store.id, orderId), store.defaultLanguage, linksOf(deps));
}

/** The private order list's keyset query: newest first, with the filters the request sent. */
const orderListQuery = (store: Store, filters: OrderFilters): KeysetQuery => ({
  selectFrom: `${ORDER_COLUMNS} FROM orders o`,
  filters: orderConditions(store.id, filters),
  ...newestFirst('o'),
  page: filters,
  fingerprint: orderListFingerprint(filters),
});

export async function listOrders(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  filters: OrderFilters,
): Promise<Page<ReturnType<typeof presentOrderSummary>>> {
  return fetchKeysetPage<OrderRow, ReturnType<typeof presentOrderSummary>>(
    em,
    cursors,
    orderListQuery(store, filters),
    (rows) => rows.map((row) => presentOrderSummary(row, store.defaultLanguage)),
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
  return fetchKeysetPage<OrderRow, OrderView>(em, cursors, orderListQuery(store, filters), async (rows) =>
    (await loadOrderDetails(em, rows)).map((detail) => presentOrder(detail, store.defaultLanguage, links)),
  );
}

/** One lifecycle step through the order's workflow; answers the order as it is after the step. */
export async function runOrderAction<Args extends unknown[]>(
  deps: AppDeps,
  em: EntityManager,
  store: Store,
  orderId: string,
  update: UpdateDefinition<OrderSnapshot, Args>,
  args: Args,
  updateId?: string,
): Promise<OrderView> {
  const snapshot = snapshotOf(await findOrder(em, store.id, orderId));
  // What the workflow's validator would answer, without starting a run that refuses and closes at once (Temporal
  // answered a start racing such a run's close with Unavailable for half a minute).
  if (isClosedOrder(snapshot)) {
    throw new AppError(
      409,
      'invalid_state_transition',
      `Nothing more can be done to this order: it is ${snapshot.status} (payment ${snapshot.paymentStatus}, ${snapshot.fulfillmentStatus}).`,
      {
        currentState: snapshot.status,
        allowedActions: [],
      },
    );
  }
  await runOrderStep(deps.temporal, snapshot, update, args, deps.config.orderActionWaitSeconds, updateId);
  return getOrder(deps, em, store, orderId);
}
