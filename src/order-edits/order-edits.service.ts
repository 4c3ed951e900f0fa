import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { DomainError, invalidField, invalidStateTransition, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import type { Store } from '../stores/store.entity';
import { variantForOrderLine } from '../catalogue/catalogue.repository';
import { priceBookOf } from '../price-lists/price-book';
import { priceContextOf } from '../price-lists/price-context';
import { resolvePrices } from '../price-lists/price-resolution';
import { findOrder, type OrderRow } from '../orders/orders.repository';
import { snapshotOf } from '../orders/order-states';
import type { OrderStep, OrderWorkflows } from '../orders/order-workflows.port';
import {
  closeOrderEdit,
  findOrderEdit,
  findOrderEditsOfOrder,
  insertOrderEdit,
  setOrderEditOperations,
  type OrderEditRow,
} from './order-edits.repository';
import { previewOf } from './order-edit-context';
import { presentOrderEdit, type OrderEditView } from './order-edits.presenter';
import type { EditOperation } from './order-edits.types';
import { findPaymentLink } from '../payment-links/payment-links.repository';
import { getPaymentLink } from '../payment-links/payment-links.service';

/** The fields each operation type needs (openapi.json OrderEditOperationRequest describes them). */
const NEEDS: Record<OperationRequest['type'], string[]> = {
  add_line: ['variantId', 'quantity'],
  set_quantity: ['lineId', 'quantity'],
  remove_line: ['lineId'],
  set_shipping: [],
  set_discount: ['code'],
};

function requireFields(request: OperationRequest): void {
  const missing = NEEDS[request.type].find((field) => !(field in request));
  if (missing) throw invalidField(`body.${missing}`, 'required', `${request.type} needs ${missing}`);
  if (request.type === 'add_line' && request.quantity < 1)
    throw invalidField('body.quantity', 'minimum', 'an added line needs at least 1 unit');
}

/** An operation as the API sends it (openapi.json OrderEditOperationRequest). */
export type OperationRequest =
  | { type: 'add_line'; variantId: string; quantity: number; unitAmount?: number }
  | { type: 'set_quantity'; lineId: string; quantity: number }
  | { type: 'remove_line'; lineId: string }
  | {
      type: 'set_shipping';
      shippingOptionId?: string | null;
      address?: Record<string, unknown> | null;
    }
  | { type: 'set_discount'; code: string | null };

/** A confirmed order with something left to ship can be edited; anything else answers 409. */
export function requireEditable(order: OrderRow): void {
  if (order.status !== 'confirmed' || order.fulfillment_status === 'fulfilled')
    throw invalidStateTransition('edit', `${order.status} (${order.fulfillment_status})`, [], 'order');
}

const requireOpen = (edit: OrderEditRow) => {
  if (edit.status !== 'open') throw invalidStateTransition('change the edit', edit.status, [], 'edit');
};

/** The 409 a commit of an order that moved on answers, with the version it is at now. */
export const versionConflict = (expected: number, current: number) =>
  new DomainError(
    'order_version_conflict',
    `The order was changed meanwhile (version ${current}, this edit was made on ${expected}); ` +
      'reload it and edit again.',
    { expectedVersion: expected, currentVersion: current },
  );

async function viewOf(em: EntityManager, store: Store, edit: OrderEditRow): Promise<OrderEditView> {
  const order = await findOrder(em, store.id, edit.order_id);
  const live = edit.status === 'open' ? await previewOf(em, store, order, edit.operations) : null;
  return presentOrderEdit(edit, order.currency, store.defaultLanguage, order.version, live);
}

export async function getOrderEdit(em: EntityManager, store: Store, id: string): Promise<OrderEditView> {
  return viewOf(em, store, await findOrderEdit(em, store.id, id));
}

export async function listOrderEdits(em: EntityManager, store: Store, orderId: string) {
  const order = await findOrder(em, store.id, orderId);
  const edits = await findOrderEditsOfOrder(em, order.id);
  return { data: await Promise.all(edits.map((edit) => viewOf(em, store, edit))) };
}

/** Opens a draft on the order's current version; nothing changes on the order until it is committed. */
export async function openOrderEdit(
  em: EntityManager,
  store: Store,
  orderId: string,
  id: string,
  createdBy: string,
): Promise<OrderEditView> {
  const edit = await inTransaction(em, async (tx) => {
    const order = await findOrder(tx, store.id, orderId, true);
    requireEditable(order);
    return insertOrderEdit(tx, { id, storeId: store.id, orderId, baseVersion: order.version, createdBy });
  });
  return viewOf(em, store, edit);
}

/**
 * The variant's unit price now as the order's customer is priced (their group's price lists, src/price-lists), in the
 * order's currency and for the quantity added, as their cart would price it; undefined when nothing prices it there.
 */
async function customerPriceOf(
  em: EntityManager,
  store: Store,
  order: OrderRow,
  variantId: string,
  ownAmount: string | null,
  quantity: number,
): Promise<number | undefined> {
  const context = await priceContextOf(em, store, order.currency, order.customer_id);
  const baseAmount = ownAmount === null ? null : Number(ownAmount);
  const [price] = await resolvePrices(em, context, [{ variantId, baseAmount, quantity }], await priceBookOf(em, store));
  return price.amount ?? undefined;
}

/**
 * The operation as the edit keeps it: an added line copies the variant and its price now as the order's customer
 * would pay it (or the custom price).
 */
async function operationOf(em: EntityManager, store: Store, order: OrderRow, request: OperationRequest) {
  requireFields(request);
  const id = newId('op');
  switch (request.type) {
    case 'add_line': {
      const variant = await variantForOrderLine(em, store.id, request.variantId, order.currency);
      if (!variant) throw notFound('variant', request.variantId);
      const unitAmount =
        request.unitAmount ??
        (await customerPriceOf(em, store, order, request.variantId, variant.amount, request.quantity));
      if (unitAmount === undefined)
        throw invalidField('body.unitAmount', 'required', `the variant has no price in ${order.currency}; give one`);
      return {
        id,
        type: 'add_line',
        variantId: request.variantId,
        productId: variant.product_id,
        title: variant.title,
        variantTitle: variant.variant_title,
        sku: variant.sku,
        quantity: request.quantity,
        unitAmount,
      } satisfies EditOperation;
    }
    case 'set_quantity':
      return { id, type: 'set_quantity', lineId: request.lineId, quantity: request.quantity } satisfies EditOperation;
    case 'remove_line':
      return { id, type: 'set_quantity', lineId: request.lineId, quantity: 0 } satisfies EditOperation;
    case 'set_shipping':
      return {
        id,
        type: 'set_shipping',
        shippingOption: request.shippingOptionId ? { id: request.shippingOptionId, name: '' } : null,
        address: request.address ?? null,
      } satisfies EditOperation;
    case 'set_discount':
      return { id, type: 'set_discount', code: request.code } satisfies EditOperation;
  }
}

/** Changes the draft's operations under its lock; the preview is priced first, so an invalid change is refused. */
async function changeOperations(
  em: EntityManager,
  store: Store,
  id: string,
  change: (edit: OrderEditRow, order: OrderRow) => Promise<EditOperation[]>,
): Promise<OrderEditView> {
  const edit = await inTransaction(em, async (tx) => {
    const edit = await findOrderEdit(tx, store.id, id, true);
    requireOpen(edit);
    const order = await findOrder(tx, store.id, edit.order_id);
    const operations = await change(edit, order);
    await previewOf(tx, store, order, operations);
    await setOrderEditOperations(tx, id, operations);
    return { ...edit, operations };
  });
  return viewOf(em, store, edit);
}

export const addOrderEditOperation = (em: EntityManager, store: Store, id: string, request: OperationRequest) =>
  changeOperations(em, store, id, async (edit, order) => [
    ...edit.operations,
    await operationOf(em, store, order, request),
  ]);

/**
 * Undoes an operation; the changes to a line it added go with it. An edit whose operations all cancel out moves
 * neither money nor stock at commit.
 */
export const removeOrderEditOperation = (em: EntityManager, store: Store, id: string, operationId: string) =>
  changeOperations(em, store, id, async (edit) => {
    if (!edit.operations.some((op) => op.id === operationId)) throw notFound('operation', operationId);
    return edit.operations.filter(
      (op) => op.id !== operationId && !(op.type === 'set_quantity' && op.lineId === operationId),
    );
  });

export async function cancelOrderEdit(em: EntityManager, store: Store, id: string): Promise<OrderEditView> {
  const edit = await inTransaction(em, async (tx) => {
    const edit = await findOrderEdit(tx, store.id, id, true);
    requireOpen(edit);
    await closeOrderEdit(tx, id, 'cancelled', null);
    return { ...edit, status: 'cancelled' as const };
  });
  return viewOf(em, store, edit);
}

/** `3`, `"3"` or `W/"3"`: the order version an If-Match header names; undefined when absent or not a version. */
export function versionOfIfMatch(header: string | undefined): number | undefined {
  const match = header?.trim().match(/^(?:W\/)?"?(\d{1,9})"?$/);
  return match ? Number(match[1]) : undefined;
}

/**
 * Commits the edit through the order's workflow, which runs it one step at a time with the order's other money
 * steps and moves money once. The version is the If-Match header's, or the one the edit was opened on; an order
 * that has moved on answers 409 with its version now. A committed edit answers as it is (a retried request).
 */
export async function commitOrderEdit(
  em: EntityManager,
  workflows: OrderWorkflows,
  store: Store,
  id: string,
  ifMatch: string | undefined,
  updateId?: string,
): Promise<OrderEditView> {
  const edit = await findOrderEdit(em, store.id, id);
  if (edit.status === 'committed') return viewOf(em, store, edit);
  requireOpen(edit);
  if (ifMatch !== undefined && versionOfIfMatch(ifMatch) === undefined)
    throw invalidField('header.if-match', 'pattern', 'the order version, as the order shows it');
  const expectedVersion = versionOfIfMatch(ifMatch) ?? edit.base_version;
  const order = await findOrder(em, store.id, edit.order_id);
  requireEditable(order);
  await workflows.runStep(snapshotOf(order), { action: 'commitEdit', editId: id, expectedVersion }, updateId);
  return getOrderEdit(em, store, id);
}

/** The preview of an open edit (a closed one has none to give: 409). */
export async function previewOrderEdit(em: EntityManager, store: Store, id: string) {
  const view = await getOrderEdit(em, store, id);
  if (view.status !== 'open' || !view.preview)
    throw invalidStateTransition('preview the edit', view.status, [], 'edit');
  return view.preview;
}

/** The number of an order of the store (the pay page shows it); null when there is none. */
export const orderNumberOf = (em: EntityManager, store: Store) => async (orderId: string) => {
  const order = await findOrder(em, store.id, orderId).catch(() => undefined);
  return order ? Number(order.number) : null;
};

/**
 * Pays a payment link of an order's balance through the order's workflow (one step at a time with the order's other
 * money steps), then answers the link as it is now. A card that asks for 3-D Secure leaves the link open, its
 * payment waiting up to actionTimeoutSeconds for confirmOrderBalanceLink.
 */
export async function payOrderBalanceLink(
  em: EntityManager,
  workflows: OrderWorkflows,
  store: Store,
  link: { id: string; token: string; actionTimeoutSeconds: number },
  updateId?: string,
) {
  return stepOfOpenLink(em, workflows, store, link.id, updateId, {
    action: 'payLink',
    linkId: link.id,
    token: link.token,
    actionTimeoutSeconds: link.actionTimeoutSeconds,
  });
}

/**
 * The pay page's shopper finished the card's second step (3-D Secure): the order's workflow reads the outcome from
 * the provider and captures it, or lets it go. A link paid meanwhile answers as it is.
 */
export async function confirmOrderBalanceLink(
  em: EntityManager,
  workflows: OrderWorkflows,
  store: Store,
  confirmation: { linkId: string; paymentId: string; approved: boolean },
  updateId?: string,
) {
  const { linkId, paymentId, approved } = confirmation;
  return stepOfOpenLink(em, workflows, store, linkId, updateId, { action: 'confirmLink', paymentId, approved });
}

/** Runs the step in the order's workflow while the link is open; answers the link as it is then. */
async function stepOfOpenLink(
  em: EntityManager,
  workflows: OrderWorkflows,
  store: Store,
  linkId: string,
  updateId: string | undefined,
  step: OrderStep,
) {
  const link = await findPaymentLink(em, store.id, linkId);
  if (link.status === 'open' && link.order_id) {
    const order = await findOrder(em, store.id, link.order_id);
    await workflows.runStep(snapshotOf(order), step, updateId);
  }
  return getPaymentLink(em, store, linkId, orderNumberOf(em, store));
}
