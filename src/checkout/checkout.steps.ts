import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, inTransaction, queryOne } from '../db/sql';
import { AppError } from '../shared/errors';
import { newId, randomBase62 } from '../shared/ids';
import { findStore } from '../stores/stores.service';
import type { CartRow } from '../cart/cart.repository';
import { upsertCustomerByEmail } from '../customers/customers.repository';
import { addTimeline, findLiveOrderOfCart, findOrder } from '../orders/orders.repository';
import { recordOrderEvent } from '../orders/order-events';
import { snapshotOf } from '../orders/order-states';
import type { OrderSnapshot } from '../orders/order.types';
import { quoteCart, type CartQuote } from '../pricing/cart-quote.service';
import { storeProviderName } from '../payments/provider-settings';
import { orderWorkflowId } from '../../workflows/definitions';
import { commitStock, releaseStock, reserveStock } from './stock';
import type { BegunCheckout, BusinessFailure } from './checkout.types';

export interface BeginCheckoutInput {
  storeId: string;
  cartId: string;
  /** Chosen by the workflow, so a retried step finds the order it already made instead of making another. */
  orderId: string;
  paymentId: string;
  paymentMethod: string;
}

const begun = (
  order: { id: string; total_amount: string | number; currency: string; email: string },
  paymentId: string,
  alreadyCompleted: boolean,
): BegunCheckout => ({
  orderId: order.id,
  paymentId,
  amount: Number(order.total_amount),
  currency: order.currency,
  email: order.email,
  alreadyCompleted,
});

async function insertOrder(
  tx: EntityManager,
  input: BeginCheckoutInput,
  cart: CartRow,
  quote: CartQuote,
  customerId: string,
): Promise<void> {
  const provider = input.paymentMethod === 'card' ? await storeProviderName(tx, input.storeId) : 'manual';
  await execute(
    tx,
    `INSERT INTO orders (id, store_id, cart_id, customer_id, email, currency, status, payment_status, fulfillment_status, payment_method,
                         subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount, discount_code,
                         shipping_address, billing_address, shipping_option, note, workflow_id)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', 'pending', 'unfulfilled', ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?)`,
    [
      input.orderId,
      input.storeId,
      cart.id,
      customerId,
      cart.email,
      quote.currency,
      input.paymentMethod,
      quote.subtotal,
      quote.discountTotal,
      quote.shippingTotal,
      quote.taxTotal,
      quote.total,
      quote.discount?.code ?? null,
      JSON.stringify(cart.shipping_address),
      JSON.stringify(cart.billing_address ?? cart.shipping_address),
      JSON.stringify(quote.shippingOption),
      cart.note,
      orderWorkflowId(input.orderId),
    ],
  );
  for (const [position, l] of quote.lines.entries()) {
    await execute(
      tx,
      `INSERT INTO order_lines (id, order_id, product_id, variant_id, title, variant_title, sku, image_url, unit_amount, quantity,
                                subtotal_amount, discount_amount, tax_amount, total_amount, position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        newId('li'),
        input.orderId,
        l.productId,
        l.variantId,
        l.title,
        l.variantTitle,
        l.sku,
        l.imageUrl,
        l.unitAmount,
        l.quantity,
        l.subtotal,
        l.discount,
        l.tax,
        l.total,
        position,
      ],
    );
  }
  await execute(
    tx,
    `INSERT INTO payments (id, order_id, provider, method, status, amount) VALUES (?, ?, ?, ?, 'pending', ?)`,
    [input.paymentId, input.orderId, provider, input.paymentMethod, quote.total],
  );
}

/**
 * One transaction: recompute the price on the server, reserve the stock, create the pending order and move the
 * cart out of `open`. Either all of it happens or none; a retry after a crash finds the order it made.
 */
export async function beginCheckout(em: EntityManager, input: BeginCheckoutInput): Promise<BegunCheckout> {
  return inTransaction(em, async (tx) => {
    const cart = await queryOne<CartRow>(tx, 'SELECT * FROM carts WHERE id = ? AND store_id = ? FOR UPDATE', [
      input.cartId,
      input.storeId,
    ]);
    if (!cart) throw new AppError(404, 'resource_not_found', 'The cart no longer exists.');
    const live = await findLiveOrderOfCart(tx, cart.id);
    if (live) return begun(live, input.paymentId, live.id !== input.orderId);
    if (!cart.email)
      throw new AppError(400, 'validation_failed', 'Save an e-mail address before submitting the checkout.', [
        { field: 'email', code: 'required', message: 'email is required' },
      ]);
    const store = await findStore(tx, input.storeId);
    const quote = await quoteCart(tx, store, cart, 'checkout');
    if (quote.lines.length === 0)
      throw new AppError(400, 'validation_failed', 'The cart is empty.', [
        { field: 'items', code: 'minItems', message: 'the cart has no items' },
      ]);
    const address = (cart.shipping_address ?? {}) as { firstName?: string; lastName?: string; phone?: string };
    const { customer } = await upsertCustomerByEmail(tx, store.id, {
      email: cart.email,
      firstName: address.firstName,
      lastName: address.lastName,
      phone: address.phone,
    });
    await insertOrder(tx, input, cart, quote, customer.id);
    await reserveStock(tx, input.orderId, quote.lines);
    const cartStatus = input.paymentMethod === 'card' ? 'checking_out' : 'completed';
    await execute(
      tx,
      'UPDATE carts SET status = ?, last_checkout_error = NULL, customer_id = coalesce(customer_id, ?), updated_at = now() WHERE id = ?',
      [cartStatus, customer.id, cart.id],
    );
    // An offline payment has no confirmation step: its order is placed now, so the discount is used now.
    if (input.paymentMethod !== 'card')
      await redeemDiscount(tx, input.orderId, quote.discount?.code ?? null, cart.email, store.id);
    await addTimeline(tx, input.orderId, 'created', 'customer', `Order placed by ${cart.email}`, {
      paymentMethod: input.paymentMethod,
    });
    await recordOrderEvent(tx, store.id, input.orderId, 'order.created');
    return begun(
      { id: input.orderId, total_amount: quote.total, currency: quote.currency, email: cart.email },
      input.paymentId,
      false,
    );
  });
}

async function redeemDiscount(
  tx: EntityManager,
  orderId: string,
  code: string | null,
  email: string,
  storeId: string,
): Promise<void> {
  if (!code) return;
  const discount = await queryOne<{ id: string }>(
    tx,
    'SELECT id FROM discounts WHERE store_id = ? AND upper(code) = upper(?)',
    [storeId, code],
  );
  if (!discount) return;
  const inserted = await execute(
    tx,
    'INSERT INTO discount_redemptions (id, discount_id, order_id, customer_email) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
    [`red_${randomBase62(24)}`, discount.id, orderId, email],
  );
  if (inserted > 0)
    await execute(tx, 'UPDATE discounts SET usage_count = usage_count + 1, updated_at = now() WHERE id = ?', [
      discount.id,
    ]);
}

/** Payment captured: the stock leaves for good, the order is confirmed and paid, the cart is done. Idempotent. */
export async function completeCheckout(
  em: EntityManager,
  storeId: string,
  orderId: string,
  paymentId: string,
): Promise<OrderSnapshot> {
  return inTransaction(em, async (tx) => {
    const order = await findOrder(tx, storeId, orderId, true);
    if (order.payment_status === 'paid' || order.status !== 'pending') return snapshotOf(order);
    await commitStock(tx, orderId);
    await execute(tx, `UPDATE payments SET status = 'captured', updated_at = now() WHERE id = ?`, [paymentId]);
    await execute(
      tx,
      `UPDATE orders SET status = 'confirmed', payment_status = 'paid', captured_amount = total_amount, updated_at = clock_timestamp() WHERE id = ?`,
      [orderId],
    );
    await execute(tx, `UPDATE carts SET status = 'completed', updated_at = now() WHERE id = ?`, [order.cart_id]);
    await redeemDiscount(tx, orderId, order.discount_code, order.email, storeId);
    await addTimeline(tx, orderId, 'paid', 'system', 'Payment captured', {
      paymentId,
      amount: Number(order.total_amount),
    });
    return snapshotOf(await recordOrderEvent(tx, storeId, orderId, 'order.paid'));
  });
}

/** The order of a cart that already completed, as a snapshot for its workflow. */
export async function orderSnapshot(em: EntityManager, storeId: string, orderId: string): Promise<OrderSnapshot> {
  return snapshotOf(await findOrder(em, storeId, orderId));
}

/**
 * Compensation of a failed checkout: the reservation goes back, the order (if one was made) is cancelled with its
 * payment failed, and the cart reopens with the error so the shopper can fix it and try again. Idempotent.
 */
export async function failCheckout(
  em: EntityManager,
  storeId: string,
  cartId: string,
  orderId: string | undefined,
  error: BusinessFailure,
): Promise<void> {
  await inTransaction(em, async (tx) => {
    const order = orderId
      ? await queryOne<{ status: string }>(tx, 'SELECT status FROM orders WHERE id = ? FOR UPDATE', [orderId])
      : undefined;
    if (orderId && order && order.status === 'pending') {
      await releaseStock(tx, orderId);
      const declineCode = (error.details as { declineCode?: string } | undefined)?.declineCode ?? null;
      // A payment left void_failed keeps that status: the provider may still hold its authorization.
      await execute(
        tx,
        `UPDATE payments SET status = 'failed', decline_code = coalesce(decline_code, ?), updated_at = now()
         WHERE order_id = ? AND status NOT IN ('captured', 'void_failed')`,
        [declineCode, orderId],
      );
      await execute(
        tx,
        `UPDATE orders SET status = 'cancelled', payment_status = 'failed', cancel_reason = ?, cancelled_at = now(), updated_at = clock_timestamp() WHERE id = ?`,
        [error.code, orderId],
      );
      await addTimeline(tx, orderId, 'payment_failed', 'system', error.message, {
        code: error.code,
        ...(declineCode ? { declineCode } : {}),
      });
      await recordOrderEvent(tx, storeId, orderId, 'order.cancelled');
    }
    await execute(
      tx,
      `UPDATE carts SET status = 'open', last_checkout_error = ?::jsonb, updated_at = now() WHERE id = ? AND status <> 'completed'`,
      [
        JSON.stringify({
          code: error.code,
          message: error.message,
          ...(error.details ? { details: error.details } : {}),
          occurredAt: new Date().toISOString(),
        }),
        cartId,
      ],
    );
  });
}
