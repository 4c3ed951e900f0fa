import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { expectContract } from './contract';
import { publicClient } from './http';
import { queryRows } from '../../src/db/sql';
import { admin, makeReadyCart, makeStockedProduct, submitSettled, type CheckoutStore } from './checkout-factories';

/**
 * A paid, fulfilled order of 2 units at 2500, and its return of both units asked (by its guest), approved and
 * received sellable: what the worker-crash tests of returns resolve.
 */
export async function receivedReturn(baseUrl: string, em: () => EntityManager, store: CheckoutStore) {
  const post = (path: string, body: unknown) =>
    admin(baseUrl, store).post(path, body, { headers: { 'idempotency-key': randomUUID() } });
  const product = await makeStockedProduct(em(), store, 10);
  const cart = await makeReadyCart(em(), store, [{ ...product, quantity: 2 }]);
  const placed = await submitSettled(baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
  expectContract('submitCheckout', placed, 201);
  const order = placed.body;
  expectContract('adminFulfilOrder', await post(`/orders/${order.id}/fulfil`, {}), 200);
  const line = order.lines[0];
  const asked = await publicClient(baseUrl, store.publishableKey).post(
    '/returns',
    { orderNumber: order.number, email: order.email, lines: [{ lineId: line.id, quantity: 2 }], reason: 'damaged' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expectContract('requestGuestReturn', asked, 201);
  const id = asked.body.id as string;
  expectContract('adminApproveReturn', await post(`/returns/${id}/approve`, {}), 200);
  const received = await post(`/returns/${id}/receive`, {
    lines: [{ lineId: line.id, quantity: 2, condition: 'sellable' }],
  });
  expectContract('adminReceiveReturn', received, 200);
  return { id, orderId: order.id as string, variantId: product.variantId };
}

/** The test provider's refunds of an order's payments, as its ledger records them. */
export const providerRefunds = (em: EntityManager, orderId: string) =>
  queryRows<{ amount: string }>(
    em,
    `SELECT c.amount FROM test_provider_calls c
      WHERE c.operation = 'refund' AND c.payment_reference IN
            (SELECT provider_reference FROM payments WHERE order_id = ?)`,
    [orderId],
  );
