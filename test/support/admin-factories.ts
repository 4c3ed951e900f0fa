import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryRows } from '../../src/db/sql';
import { newId } from '../../src/shared/ids';

export interface OrderSpec {
  email: string;
  customerId?: string | null;
  currency?: string;
  total?: number;
  captured?: number;
  refunded?: number;
  status?: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  lines?: Array<{ productId: string; variantId: string; quantity?: number }>;
  /** A captured card payment of the total, and refunds of these amounts. */
  paid?: boolean;
  refunds?: number[];
}

/** Writes an order row straight into the projection, for admin tests that need order history to exist. */
export async function makeOrder(em: EntityManager, storeId: string, spec: OrderSpec): Promise<string> {
  const id = newId('ord');
  const total = spec.total ?? 5000;
  await execute(
    em,
    `INSERT INTO orders (id, store_id, cart_id, customer_id, email, currency, status, payment_status,
                         fulfillment_status, payment_method,
                         subtotal_amount, total_amount, captured_amount, refunded_amount, workflow_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'paid', 'unfulfilled', 'card', ?, ?, ?, ?, ?)`,
    [
      id,
      storeId,
      newId('cart'),
      spec.customerId ?? null,
      spec.email,
      spec.currency ?? 'USD',
      spec.status ?? 'confirmed',
      total,
      total,
      spec.captured ?? total,
      spec.refunded ?? 0,
      `order-${id}`,
    ],
  );
  for (const [position, line] of (spec.lines ?? []).entries()) {
    await execute(
      em,
      `INSERT INTO order_lines (id, order_id, product_id, variant_id, title, variant_title, sku, unit_amount, quantity,
       subtotal_amount, total_amount, position)
       VALUES (?, ?, ?, ?, 'Snapshot title', 'Default', 'SNAP', 1000, ?, 1000, 1000, ?)`,
      [newId('li'), id, line.productId, line.variantId, line.quantity ?? 1, position],
    );
  }
  if (spec.paid)
    await execute(
      em,
      `INSERT INTO payments (id, order_id, provider, method, status, amount) ` +
        `VALUES (?, ?, 'test', 'card', 'captured', ?)`,
      [newId('pay'), id, total],
    );
  for (const amount of spec.refunds ?? []) {
    await execute(em, `INSERT INTO refunds (id, order_id, amount, reason) VALUES (?, ?, ?, 'damaged')`, [
      newId('ref'),
      id,
      amount,
    ]);
  }
  return id;
}

export async function makeCategory(
  em: EntityManager,
  storeId: string,
  name: string,
  parentId: string | null = null,
): Promise<string> {
  const id = newId('cat');
  await execute(em, 'INSERT INTO categories (id, store_id, parent_id, name, handle) VALUES (?, ?, ?, ?, ?)', [
    id,
    storeId,
    parentId,
    name,
    `${name.toLowerCase()}-${id.slice(-6).toLowerCase()}`,
  ]);
  return id;
}

export async function makeReview(
  em: EntityManager,
  storeId: string,
  productId: string,
  status: 'pending' | 'published' | 'rejected' = 'pending',
): Promise<string> {
  const id = newId('rev');
  await execute(
    em,
    'INSERT INTO reviews (id, store_id, product_id, rating, title, body, author_name, status) ' +
      'VALUES (?, ?, ?, 4, ?, ?, ?, ?)',
    [id, storeId, productId, 'Nice', 'Does the job.', 'Ada', status],
  );
  return id;
}

export interface StoredEvent {
  id: string;
  type: string;
  payload: { data: { object: Record<string, any> } };
}

/** The outbox rows of a store, oldest first, optionally of one type. */
export async function eventsOf(em: EntityManager, storeId: string, type?: string): Promise<StoredEvent[]> {
  return queryRows<StoredEvent>(
    em.fork(),
    `SELECT id, type, payload FROM events WHERE store_id = ? AND (?::text IS NULL OR type = ?) ORDER BY created_at, id`,
    [storeId, type ?? null, type ?? null],
  );
}
