import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { DomainError, invalidStateTransition, validationFailed } from '../shared/errors';
import { newId } from '../shared/ids';
import type { Store } from '../stores/store.entity';
import { findStore } from '../stores/stores.service';
import type { CartLineRow, CartRow } from '../cart/cart.repository';
import { priceCartLines, quoteCart, type CartQuote, type QuoteMode } from '../cart/cart-quote.service';
import { variantsForDraftLines } from '../catalogue/catalogue.repository';
import { reserveStock } from '../catalogue/stock/stock.repository';
import { findCustomer } from '../customers/customers.admin.repository';
import { upsertCustomerByEmail } from '../customers/customers.repository';
import { redeemDiscount } from '../discounts/discounts.repository';
import { recordEvent } from '../events/outbox';
import { addTimeline, findOrder, insertPendingOrder } from '../orders/orders.repository';
import { recordOrderEvent } from '../orders/order-events';
import { snapshotOf } from '../orders/order-states';
import type { OrderWorkflows } from '../orders/order-workflows.port';
import { insertPendingPayment } from '../payments/payments.repository';
import { cancelOpenPaymentLink, findPaymentLink, insertPaymentLink } from '../payment-links/payment-links.repository';
import { orderWorkflowId } from '../shared/workflow-ids';
import { draftOrderSettingsOf } from '../settings/draft-order-settings';
import type { DraftOrderWorkflows } from './draft-order-workflows.port';
import { presentDraftOrder, type DraftOrderView } from './draft-orders.presenter';
import {
  findDraftLines,
  findDraftOfOrder,
  findDraftOrder,
  insertDraftOrder,
  listDraftOrders,
  markDraftInvoiced,
  moveDraftStatus,
  replaceDraftLines,
  updateDraftFields,
  type DraftFields,
  type DraftLineInput,
  type DraftOrderLineRow,
  type DraftOrderRow,
} from './draft-orders.repository';

/** The body of adminCreateDraftOrder and adminUpdateDraftOrder. */
export interface DraftOrderRequest {
  customerId?: string | null;
  email?: string | null;
  currency?: string;
  /** A catalogue variant, or a custom line: a title at a unitPrice of its own (taxable unless said otherwise). */
  lines?: Array<{
    variantId?: string;
    title?: string;
    quantity: number;
    unitPrice?: number | null;
    taxable?: boolean;
  }>;
  discountCode?: string | null;
  shippingOptionId?: string | null;
  shippingAddress?: Record<string, unknown> | null;
  note?: string | null;
}

/** What the draft's workflows and the order's are, for the steps that finish a draft. */
export interface DraftOrderDeps {
  orders: OrderWorkflows;
  drafts: DraftOrderWorkflows;
}

/** A custom line as a cart line: its own title and price, no product, variant, weight or stock. */
const customCartLine = (line: DraftOrderLineRow): CartLineRow => ({
  id: line.id,
  product_id: '',
  variant_id: '',
  quantity: line.quantity,
  product_title: line.title ?? '',
  variant_title: '',
  sku: '',
  weight_grams: 0,
  unit_amount: String(line.unit_amount ?? 0),
  available: 0,
  image_url: null,
  image_alt: null,
  taxable: line.taxable,
});

/**
 * The draft's lines as a cart's lines, in the draft's order: catalogue prices for the customer, or the line's custom
 * price; a custom line as it is. A line whose variant left the catalogue is left out.
 */
async function cartLinesOf(
  em: EntityManager,
  store: Store,
  draft: DraftOrderRow,
  lines: DraftOrderLineRow[],
): Promise<CartLineRow[]> {
  const variantIds = [...new Set(lines.flatMap((l) => (l.variant_id === null ? [] : [l.variant_id])))];
  const variants = new Map(
    (await variantsForDraftLines(em, store.id, variantIds, draft.currency)).map((v) => [v.id, v]),
  );
  const catalogue = lines.flatMap((line): CartLineRow[] => {
    const v = line.variant_id === null ? undefined : variants.get(line.variant_id);
    if (!v) return [];
    return [
      {
        id: line.id,
        product_id: v.product_id,
        variant_id: v.id,
        quantity: line.quantity,
        product_title: v.product_title,
        variant_title: v.variant_title,
        sku: v.sku,
        weight_grams: Number(v.weight_grams),
        unit_amount: v.amount,
        available: Number(v.available),
        image_url: v.image_url,
        image_alt: v.image_alt,
        taxable: line.taxable,
      },
    ];
  });
  const priced = new Map(
    (await priceCartLines(em, store, { currency: draft.currency, customer_id: draft.customer_id }, catalogue)).map(
      (row) => [row.id, row],
    ),
  );
  return lines.flatMap((line): CartLineRow[] => {
    if (line.variant_id === null) return [customCartLine(line)];
    const row = priced.get(line.id);
    if (!row) return [];
    const custom = line.unit_amount;
    return [custom === null ? row : { ...row, unit_amount: String(custom), own_unit_amount: String(custom) }];
  });
}

/** The draft priced as a cart of its lines, discount, shipping option and address (src/cart/cart-quote.service.ts). */
export async function quoteDraft(
  em: EntityManager,
  store: Store,
  draft: DraftOrderRow,
  lines: DraftOrderLineRow[],
  mode: QuoteMode,
): Promise<CartQuote> {
  const asCart = {
    id: draft.id,
    store_id: draft.store_id,
    currency: draft.currency,
    customer_id: draft.customer_id,
    email: draft.email,
    shipping_address: draft.shipping_address,
    billing_address: draft.shipping_address,
    note: draft.note,
    shipping_option_id: draft.shipping_option_id,
    discount_code: draft.discount_code,
  } as unknown as CartRow;
  return quoteCart(em, store, asCart, mode, await cartLinesOf(em, store, draft, lines), true);
}

async function present(em: EntityManager, store: Store, draft: DraftOrderRow): Promise<DraftOrderView> {
  const lines = await findDraftLines(em, [draft.id]);
  const quote = await quoteDraft(em, store, draft, lines, 'display');
  const order = draft.order_id ? await findOrder(em, store.id, draft.order_id).catch(() => undefined) : undefined;
  return presentDraftOrder(draft, lines, quote, order ? Number(order.number) : null, store.defaultLanguage);
}

type RequestLine = NonNullable<DraftOrderRequest['lines']>[number];

/** A requested line as stored: a variant of the store, or a custom line with its title and its own price. */
function linesInputOf(line: RequestLine, i: number, known: Set<string>): DraftLineInput {
  const field = (name: string) => `body.lines.${i}.${name}`;
  const taxable = line.taxable ?? true;
  if (line.variantId !== undefined) {
    if (line.title !== undefined)
      throw validationFailed('A line is a catalogue variant or a custom line with a title, not both.', [
        { field: field('title'), code: 'not', message: 'give a variantId or a title, not both' },
      ]);
    if (!known.has(line.variantId))
      throw validationFailed(`No variant ${line.variantId} in this store.`, [
        { field: field('variantId'), code: 'unknown', message: 'no such variant in this store' },
      ]);
    return {
      variantId: line.variantId,
      title: null,
      quantity: line.quantity,
      unitAmount: line.unitPrice ?? null,
      taxable,
    };
  }
  if (line.title === undefined)
    throw validationFailed('A line needs a variantId, or a title and a unitPrice (a custom line).', [
      { field: field('variantId'), code: 'required', message: 'a variantId, or a title and a unitPrice' },
    ]);
  if (line.unitPrice === undefined || line.unitPrice === null)
    throw validationFailed(`The custom line ${line.title} needs its unitPrice.`, [
      { field: field('unitPrice'), code: 'required', message: 'a custom line needs its unitPrice' },
    ]);
  return { variantId: null, title: line.title, quantity: line.quantity, unitAmount: line.unitPrice, taxable };
}

/** Checks the request's lines, customer and currency against the store; answers the fields to store. */
async function fieldsOf(
  em: EntityManager,
  store: Store,
  request: DraftOrderRequest,
  current?: DraftOrderRow,
): Promise<{ fields: DraftFields; lines: DraftLineInput[] | undefined }> {
  const pick = <K extends keyof DraftOrderRequest, V>(key: K, stored: V): V =>
    key in request ? (request[key] as V) : stored;
  const customerId = pick('customerId', current?.customer_id ?? null);
  let email = pick('email', current?.email ?? null);
  if (customerId && !email) email = (await findCustomer(em, store.id, customerId)).email;
  else if (customerId) await findCustomer(em, store.id, customerId);
  const currency = pick('currency', current?.currency ?? store.defaultCurrency);
  if (!store.currencies.includes(currency))
    throw validationFailed(`The store does not sell in ${currency}.`, [
      { field: 'body.currency', code: 'enum', message: `must be one of ${store.currencies.join(', ')}` },
    ]);
  let lines: DraftLineInput[] | undefined;
  if (request.lines) {
    const asked = request.lines.flatMap((l) => (l.variantId === undefined ? [] : [l.variantId]));
    const known = new Set((await variantsForDraftLines(em, store.id, asked, currency)).map((v) => v.id));
    lines = request.lines.map((line, i) => linesInputOf(line, i, known));
  }
  return {
    fields: {
      customerId,
      email,
      currency,
      discountCode: pick('discountCode', current?.discount_code ?? null),
      shippingOptionId: pick('shippingOptionId', current?.shipping_option_id ?? null),
      shippingAddress: pick('shippingAddress', current?.shipping_address ?? null),
      note: pick('note', current?.note ?? null),
    },
    lines,
  };
}

/** A new draft (its id from the request's Idempotency-Key, so a retry makes none); `draft_order.created`. */
export async function createDraftOrder(
  em: EntityManager,
  store: Store,
  id: string,
  request: DraftOrderRequest,
  actor: string,
): Promise<DraftOrderView> {
  return inTransaction(em, async (tx) => {
    const { fields, lines } = await fieldsOf(tx, store, request);
    if (await insertDraftOrder(tx, { ...fields, id, storeId: store.id, createdBy: actor })) {
      await replaceDraftLines(tx, id, lines ?? []);
      const view = await present(tx, store, await findDraftOrder(tx, store.id, id));
      await recordEvent(tx, store.id, 'draft_order.created', view);
      return view;
    }
    return present(tx, store, await findDraftOrder(tx, store.id, id));
  });
}

/** Only an open draft (not yet invoiced) changes; the fields given replace the stored ones, lines as a whole. */
export async function updateDraftOrder(
  em: EntityManager,
  store: Store,
  id: string,
  request: DraftOrderRequest,
): Promise<DraftOrderView> {
  return inTransaction(em, async (tx) => {
    const draft = await findDraftOrder(tx, store.id, id, true);
    if (draft.status !== 'open') throw invalidStateTransition('edit the draft', draft.status, [], 'draft order');
    const { fields, lines } = await fieldsOf(tx, store, request, draft);
    await updateDraftFields(tx, id, fields);
    if (lines) await replaceDraftLines(tx, id, lines);
    return present(tx, store, await findDraftOrder(tx, store.id, id));
  });
}

/** An invoiced draft whose order was marked paid from the order's page settles as paid when it is next read. */
export async function getDraftOrder(em: EntityManager, store: Store, id: string): Promise<DraftOrderView> {
  const draft = await findDraftOrder(em, store.id, id);
  if (draft.status !== 'invoiced' || !draft.order_id) return present(em, store, draft);
  const orderId = draft.order_id;
  await inTransaction(em, (tx) => settleDraftOfOrder(tx, store.id, orderId));
  return present(em, store, await findDraftOrder(em, store.id, id));
}

export async function listDraftOrdersOf(em: EntityManager, store: Store, status: string | null, limit: number) {
  const drafts = await listDraftOrders(em, store.id, status, limit);
  const views: DraftOrderView[] = [];
  for (const draft of drafts) views.push(await present(em, store, draft));
  return { items: views };
}

const paymentMethodOf = (withLink: boolean) => (withLink ? 'payment_link' : 'bank_transfer');

/**
 * The draft becomes its pending order, as a checkout's begin step makes one: priced on the server as a cart
 * (422 when shipping or the discount no longer hold), stock reserved (409 when short), the discount used, a pending
 * manual payment of the total, `order.created`. With a link, the link (purpose `draft_order`) is written too.
 * The order's id is kept on the draft, which is locked: one draft makes one order however often this is asked.
 */
async function invoice(
  tx: EntityManager,
  store: Store,
  draft: DraftOrderRow,
  actor: string,
  link: { expiresAt: Date } | null,
): Promise<string> {
  const lines = await findDraftLines(tx, [draft.id]);
  if (lines.length === 0)
    throw validationFailed('The draft has no lines.', [{ field: 'lines', code: 'minItems', message: 'no lines' }]);
  if (!draft.email)
    throw validationFailed('Give the draft a customer or an e-mail first.', [
      { field: 'email', code: 'required', message: 'email is required' },
    ]);
  const quote = await quoteDraft(tx, store, draft, lines, 'checkout');
  const customIds = new Set(lines.filter((l) => l.variant_id === null).map((l) => l.id));
  if (quote.total <= 0)
    throw validationFailed('The draft totals nothing to pay.', [
      { field: 'lines', code: 'minimum', message: 'the total must be above zero' },
    ]);
  const address = (draft.shipping_address ?? {}) as { firstName?: string; lastName?: string; phone?: string };
  const customerId =
    draft.customer_id ??
    (
      await upsertCustomerByEmail(tx, store.id, {
        email: draft.email,
        firstName: address.firstName,
        lastName: address.lastName,
        phone: address.phone,
      })
    ).customer.id;
  const orderId = newId('ord');
  const method = paymentMethodOf(link !== null);
  await insertPendingOrder(
    tx,
    {
      id: orderId,
      storeId: store.id,
      // A draft has no cart: the draft's id stands in, so the one-live-order-per-cart index holds one per draft.
      cartId: draft.id,
      customerId,
      email: draft.email,
      currency: quote.currency,
      paymentMethod: method,
      subtotal: quote.subtotal,
      discount: quote.discountTotal,
      shipping: quote.shippingTotal,
      tax: quote.taxTotal,
      total: quote.total,
      discountCode: quote.discount?.code ?? null,
      shippingAddress: draft.shipping_address,
      billingAddress: draft.shipping_address,
      shippingOption: quote.shippingOption,
      note: draft.note,
      workflowId: orderWorkflowId(orderId),
    },
    quote.lines.map((l) => ({
      productId: customIds.has(l.id) ? null : l.productId,
      variantId: customIds.has(l.id) ? null : l.variantId,
      title: l.title,
      variantTitle: l.variantTitle,
      sku: l.sku,
      imageUrl: l.imageUrl,
      unitAmount: l.unitAmount,
      quantity: l.quantity,
      subtotal: l.subtotal,
      discount: l.discount,
      tax: l.tax,
      total: l.total,
      taxable: l.taxable,
    })),
  );
  await insertPendingPayment(tx, { id: newId('pay'), orderId, provider: 'manual', method, amount: quote.total });
  // A custom line is no stock: only the catalogue's lines are reserved.
  await reserveStock(
    tx,
    orderId,
    quote.lines.filter((l) => !customIds.has(l.id)),
  );
  // As for an offline checkout, the order is placed now, so the discount is used now.
  await redeemDiscount(tx, store.id, quote.discount?.code ?? null, orderId, draft.email);
  await addTimeline(tx, orderId, 'created', actor, `Order created from draft ${draft.id} by ${actor}`, {
    draftOrderId: draft.id,
    paymentMethod: method,
  });
  const linkRow = link && { id: newId('plink'), expiresAt: link.expiresAt };
  if (linkRow)
    await insertPaymentLink(tx, {
      id: linkRow.id,
      storeId: store.id,
      orderId,
      amount: quote.total,
      currency: quote.currency,
      purpose: 'draft_order',
    });
  await markDraftInvoiced(tx, draft.id, orderId, linkRow);
  await recordOrderEvent(tx, store.id, orderId, 'order.created');
  return orderId;
}

/**
 * Sends the draft's payment link: the draft becomes its pending order with the stock reserved, and its workflow's
 * timer (the store's linkExpirySeconds) lets the link expire unpaid. Sending again answers the draft as it is.
 */
export async function sendDraftOrderLink(
  em: EntityManager,
  deps: DraftOrderDeps,
  store: Store,
  id: string,
  actor: string,
): Promise<DraftOrderView> {
  const { linkExpirySeconds } = await draftOrderSettingsOf(em, store.id);
  const draft = await inTransaction(em, async (tx) => {
    const locked = await findDraftOrder(tx, store.id, id, true);
    if (locked.status === 'invoiced' && locked.payment_link_id) return locked;
    if (locked.status !== 'open') throw invalidStateTransition('send a link', locked.status, [], 'draft order');
    await invoice(tx, store, locked, actor, { expiresAt: new Date(Date.now() + linkExpirySeconds * 1000) });
    return findDraftOrder(tx, store.id, id);
  });
  // Started after the commit (the workflow reads the draft); a repeat finds the running one.
  const expiresInSeconds = Math.max(
    0,
    (new Date(draft.link_expires_at as unknown as string).getTime() - Date.now()) / 1000,
  );
  await deps.drafts.startExpiry({ storeId: store.id, draftId: id, expiresInSeconds });
  return present(em, store, draft);
}

/**
 * The money arrived by transfer: an open draft becomes its order first, then the order's workflow marks it paid,
 * one step at a time with a link's payment, so a link paid meanwhile leaves this with nothing to do.
 */
export async function markDraftOrderPaid(
  em: EntityManager,
  deps: DraftOrderDeps,
  store: Store,
  id: string,
  actor: string,
  updateId?: string,
): Promise<DraftOrderView> {
  const draft = await inTransaction(em, async (tx) => {
    const locked = await findDraftOrder(tx, store.id, id, true);
    if (locked.status === 'open') await invoice(tx, store, locked, actor, null);
    else if (locked.status !== 'invoiced' && locked.status !== 'paid')
      throw invalidStateTransition('mark the draft paid', locked.status, [], 'draft order');
    return findDraftOrder(tx, store.id, id);
  });
  const order = await findOrder(em, store.id, draft.order_id as string);
  if (order.payment_status !== 'paid') await deps.orders.runStep(snapshotOf(order), { action: 'markPaid' }, updateId);
  await inTransaction(em, (tx) => settleDraftOfOrder(tx, store.id, draft.order_id as string));
  return getDraftOrder(em, store, id);
}

/**
 * The draft's order is paid (its link or a transfer): the draft is `paid`, an open link is cancelled and
 * `draft_order.paid` is written, once. Call it in the transaction that saw the order paid; a draft-less order or
 * an unpaid one changes nothing.
 */
export async function settleDraftOfOrder(tx: EntityManager, storeId: string, orderId: string): Promise<void> {
  const order = await findOrder(tx, storeId, orderId);
  if (order.payment_status !== 'paid') return;
  const draft = await findDraftOfOrder(tx, orderId);
  if (!draft) return;
  const paid = await moveDraftStatus(tx, draft.id, ['open', 'invoiced', 'expired'], 'paid');
  if (!paid) return;
  if (paid.payment_link_id) await cancelOpenPaymentLink(tx, paid.payment_link_id);
  const store = await findStore(tx, storeId);
  await recordEvent(tx, storeId, 'draft_order.paid', await present(tx, store, paid));
}

/** Staff drop the draft: an invoiced one's pending order is cancelled through its workflow (stock released). */
export async function cancelDraftOrder(
  em: EntityManager,
  deps: DraftOrderDeps,
  store: Store,
  id: string,
): Promise<DraftOrderView> {
  const draft = await findDraftOrder(em, store.id, id);
  if (draft.status === 'cancelled') return present(em, store, draft);
  if (draft.status !== 'open' && draft.status !== 'invoiced')
    throw invalidStateTransition('cancel the draft', draft.status, [], 'draft order');
  await closeDraft(em, deps.orders, store.id, draft, 'cancelled', 'Draft order cancelled');
  return getDraftOrder(em, store, id);
}

/**
 * The link's timer ran out (the draft's workflow): an unpaid draft's order is cancelled through the order's workflow,
 * which releases its stock, one step at a time with a payment of the link; a paid draft is left as it is.
 */
export async function expireDraftOrderLink(
  em: EntityManager,
  orders: OrderWorkflows,
  storeId: string,
  draftId: string,
): Promise<string> {
  const draft = await findDraftOrder(em, storeId, draftId);
  if (draft.status !== 'invoiced') return draft.status;
  await closeDraft(em, orders, storeId, draft, 'expired', 'Payment link expired');
  return (await findDraftOrder(em, storeId, draftId)).status;
}

async function closeDraft(
  em: EntityManager,
  orders: OrderWorkflows,
  storeId: string,
  draft: DraftOrderRow,
  to: 'cancelled' | 'expired',
  reason: string,
): Promise<void> {
  if (draft.order_id) {
    const order = await findOrder(em, storeId, draft.order_id);
    if (order.status === 'pending') {
      try {
        await orders.runStep(snapshotOf(order), { action: 'cancel', request: { reason } });
      } catch (error) {
        // Paid meanwhile (the link's payment ran first in the order's workflow): the draft settles as paid.
        if (!(error instanceof DomainError) || error.code !== 'invalid_state_transition') throw error;
      }
    }
  }
  await inTransaction(em, async (tx) => {
    if (draft.order_id) {
      await settleDraftOfOrder(tx, storeId, draft.order_id);
      const order = await findOrder(tx, storeId, draft.order_id);
      if (order.status !== 'cancelled') return;
    }
    const moved = await moveDraftStatus(tx, draft.id, ['open', 'invoiced'], to);
    if (moved?.payment_link_id) await cancelOpenPaymentLink(tx, moved.payment_link_id);
  });
}

/** For a `draft_order` link, what the pay page shows of its draft (lines and totals); undefined for other links. */
export async function draftOfLink(em: EntityManager, store: Store, linkId: string) {
  const link = await findPaymentLink(em, store.id, linkId);
  if (link.purpose !== 'draft_order' || !link.order_id) return undefined;
  const draft = await findDraftOfOrder(em, link.order_id);
  if (!draft) return undefined;
  const view = await present(em, store, draft);
  return {
    lines: view.lines.map((l) => ({
      title: l.title,
      variantTitle: l.variantTitle,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      total: l.total,
    })),
    subtotal: view.subtotal,
    discountTotal: view.discountTotal,
    shippingTotal: view.shippingTotal,
    taxTotal: view.taxTotal,
    total: view.total,
  };
}
