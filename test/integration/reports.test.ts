import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { inTransaction, queryRows } from '../../src/db/sql';
import { Migration20261128004000OrderSalesDays } from '../../src/db/migrations/20261128004000-order-sales-days';
import { migrationsList } from '../../src/db/migrations';
import { countCheckout } from '../../src/orders/order-sales.repository';
import { cancelOrderForFailedPayment } from '../../src/orders/orders.repository';
import {
  admin,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';

let h: Harness;
let store: CheckoutStore;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Yesterday and today (UTC), so a run across midnight still finds every order and refund in the range.
const from = day(-1);
const to = day(0);

beforeAll(async () => {
  // A database of the file's own: the backfill tests re-read every order there, and other files write orders the
  // migrations before theirs never saw (a draft order's custom lines, which sell no variant).
  h = await startHarness({ worker: true, ownDatabase: true });
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(() => h.close());

const rollupRows = (storeId: string) =>
  inTransaction(h.orm.em.fork(), async (tx) => ({
    days: await queryRows(tx, 'SELECT * FROM order_sales_days WHERE store_id = ? ORDER BY currency, day', [storeId]),
    variants: await queryRows(
      tx,
      'SELECT * FROM order_variant_sales_days WHERE store_id = ? ORDER BY day, variant_id',
      [storeId],
    ),
  }));

describe('when orders are paid, declined, refunded and cancelled', () => {
  let placed: string[];
  let declinedId: string;

  beforeAll(async () => {
    const em = h.orm.em.fork();
    const a = await makeStockedProduct(em, store, 50);
    const b = await makeStockedProduct(em, store, 50);
    const paid = await submit(h.baseUrl, store, (await makeReadyCart(em, store, [{ ...a, quantity: 2 }])).token, {
      paymentMethod: 'card',
      paymentToken: 'tok_visa',
    });
    const transfer = await submit(
      h.baseUrl,
      store,
      (
        await makeReadyCart(em, store, [
          { ...a, quantity: 1 },
          { ...b, quantity: 3 },
        ])
      ).token,
      { paymentMethod: 'bank_transfer' },
    );
    const retried = await makeReadyCart(em, store, [{ ...b, quantity: 1 }]);
    const declined = await submit(h.baseUrl, store, retried.token, {
      paymentMethod: 'card',
      paymentToken: 'tok_declined',
    });
    expect(declined.status).toBe(402);
    const good = await submit(h.baseUrl, store, retried.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    const cancelled = await submit(h.baseUrl, store, (await makeReadyCart(em, store, [{ ...b, quantity: 2 }])).token, {
      paymentMethod: 'bank_transfer',
    });
    for (const res of [paid, transfer, good, cancelled]) expect(res.status).toBe(201);
    placed = [paid.body.id, transfer.body.id, good.body.id, cancelled.body.id];
    const client = admin(h.baseUrl, store);
    const keyed = { headers: { 'idempotency-key': randomUUID() } };
    expect((await client.post(`/orders/${paid.body.id}/refund`, { amount: 1200 }, keyed)).status).toBe(200);
    const cancel = await client.post(`/orders/${cancelled.body.id}/cancel`, { reason: 'changed mind' }, keyed);
    expect(cancel.status).toBe(200);
    const all = await client.get('/orders?includeAttempts=true&limit=100');
    declinedId = all.body.data.find((o: any) => o.paymentStatus === 'failed').id;
  }, 120_000);

  it('then the default order list leaves the declined attempt out, and includeAttempts shows it', async () => {
    const client = admin(h.baseUrl, store);
    const list = await client.get('/orders?limit=100');
    expectContract('adminListOrders', list, 200);
    expect(list.body.data.map((o: any) => o.id).sort()).toEqual([...placed].sort());
    const all = await client.get('/orders?includeAttempts=true&limit=100');
    expectContract('adminListOrders', all, 200);
    expect(all.body.data.map((o: any) => o.id)).toContain(declinedId);
    expect(all.body.data).toHaveLength(placed.length + 1);
  });

  it('then the sales report reconciles exactly with the sums over the order list', async () => {
    const client = admin(h.baseUrl, store);
    const list = await client.get(`/orders?limit=100&createdFrom=${from}T00:00:00Z`);
    const orders = await Promise.all(list.body.data.map(async (o: any) => (await client.get(`/orders/${o.id}`)).body));
    const sum = (pick: (o: any) => number) => orders.reduce((total, o) => total + pick(o), 0);
    const report = await client.get(`/reports/sales?from=${from}&to=${to}`);
    expectContract('adminSalesReport', report, 200);
    const totalSales = sum((o) => o.total.amount);
    expect(report.body).toMatchObject({ currency: 'USD', from, to, interval: 'day' });
    expect(report.body.periods.map((p: any) => p.start)).toEqual([from, to]);
    expect(report.body.totals).toEqual({
      grossSales: sum((o) => o.subtotal.amount),
      discounts: sum((o) => o.discountTotal.amount),
      refunds: sum((o) => o.refundedAmount.amount),
      netSales: sum((o) => o.subtotal.amount - o.discountTotal.amount - o.refundedAmount.amount),
      tax: sum((o) => o.taxTotal.amount),
      shipping: sum((o) => o.shippingTotal.amount),
      totalSales,
      orders: 4,
      units: sum((o) => o.lines.reduce((n: number, l: any) => n + l.quantity, 0)),
      averageOrderValue: Math.round(totalSales / 4),
      checkoutsStarted: 5,
      declinedCheckouts: 1,
      refundCount: 1,
      cancellations: 1,
      cancelledAmount: orders.find((o) => o.status === 'cancelled').total.amount,
    });
    expect(report.body.totals.units).toBe(9);
    expect(report.body.totals.refunds).toBe(1200);
    const monthly = await client.get(`/reports/sales?from=${from}&to=${to}&interval=month`);
    expectContract('adminSalesReport', monthly, 200);
    expect(monthly.body.totals).toEqual(report.body.totals);
  });

  it('then the top products add up to the units sold, and both reports come as CSV', async () => {
    const client = admin(h.baseUrl, store);
    const top = await client.get(`/reports/top-products?from=${from}&to=${to}&by=variant`);
    expectContract('adminTopProductsReport', top, 200);
    expect(top.body.data).toHaveLength(2);
    expect(top.body.data.map((row: any) => row.units)).toEqual([6, 3]);
    expect(top.body.data[0].netSales).toBeGreaterThan(top.body.data[1].netSales);
    const csv = await client.get(`/reports/sales?from=${from}&to=${to}`, { headers: { accept: 'text/csv' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = csv.text.trim().split('\n');
    expect(header.split(',').slice(0, 3)).toEqual(['start', 'grossSales', 'discounts']);
    expect(rows).toHaveLength(2);
    const byFormat = await client.get(`/reports/top-products?from=${from}&to=${to}&format=csv`);
    expect(byFormat.text.split('\n')[0]).toBe(
      'productId,variantId,title,variantTitle,sku,units,grossSales,discounts,netSales',
    );
  });

  it('then the migration’s backfill from the orders writes the same rollups as the order changes did', async () => {
    const kept = await rollupRows(store.storeId);
    const migration = new Migration20261128004000OrderSalesDays(h.orm.em.getDriver(), h.orm.config);
    await migration.up();
    // Its statements after the two CREATE TABLEs, on emptied tables, in a transaction that is rolled back.
    const backfill = migration.getQueries().slice(2);
    const rebuilt = await inTransaction(h.orm.em.fork(), async (tx) => {
      await queryRows(tx, 'CREATE TEMP TABLE kept_days AS SELECT * FROM order_sales_days');
      await queryRows(tx, 'CREATE TEMP TABLE kept_variants AS SELECT * FROM order_variant_sales_days');
      await queryRows(tx, 'DELETE FROM order_sales_days');
      await queryRows(tx, 'DELETE FROM order_variant_sales_days');
      for (const statement of backfill) await queryRows(tx, String(statement));
      const days = await queryRows(tx, 'SELECT * FROM order_sales_days WHERE store_id = ? ORDER BY currency, day', [
        store.storeId,
      ]);
      const variants = await queryRows(
        tx,
        'SELECT * FROM order_variant_sales_days WHERE store_id = ? ORDER BY day, variant_id',
        [store.storeId],
      );
      await queryRows(tx, 'DELETE FROM order_sales_days');
      await queryRows(tx, 'DELETE FROM order_variant_sales_days');
      await queryRows(tx, 'INSERT INTO order_sales_days SELECT * FROM kept_days');
      await queryRows(tx, 'INSERT INTO order_variant_sales_days SELECT * FROM kept_variants');
      await queryRows(tx, 'DROP TABLE kept_days');
      await queryRows(tx, 'DROP TABLE kept_variants');
      return { days, variants };
    });
    expect(rebuilt).toEqual(kept);
    expect(kept.days.length).toBeGreaterThan(0);
  });

  it('then a bad range or currency answers 400 validation_failed', async () => {
    const client = admin(h.baseUrl, store);
    for (const query of ['from=2026-02-31', `from=${to}&to=${from}`, 'from=2020-01-01&to=2026-01-01', 'currency=JPY']) {
      const res = await client.get(`/reports/sales?${query}`);
      expectContract('adminSalesReport', res, 400);
      expect(res.body.error.code).toBe('validation_failed');
    }
  });
});

/**
 * An order placed `days` ago: a copy of a placed order (its lines too) on a new cart, dated back, counted by the
 * rollups as a checkout is. The API cannot backdate an order, and returning customers need an earlier one.
 */
async function orderPlacedDaysAgo(shop: CheckoutStore, orderId: string, days: number, lines: any[]) {
  const em = h.orm.em.fork();
  const cart = await makeReadyCart(em, shop, lines);
  const copyId = `ord_${randomUUID().replace(/-/g, '')}`;
  await inTransaction(em, async (tx) => {
    const columnsOf = async (table: string) =>
      (
        await queryRows<{ column_name: string }>(
          tx,
          `SELECT column_name FROM information_schema.columns WHERE table_name = ? AND column_name <> 'number'
            ORDER BY ordinal_position`,
          [table],
        )
      ).map((c) => c.column_name);
    const replaced: Record<string, string> = {
      id: '?',
      cart_id: '?',
      workflow_id: "'copy-' || ?",
      created_at: `created_at - interval '${days} days'`,
    };
    const orderColumns = await columnsOf('orders');
    await queryRows(
      tx,
      `INSERT INTO orders (${orderColumns.join(', ')})
       SELECT ${orderColumns.map((c) => replaced[c] ?? c).join(', ')} FROM orders WHERE id = ?`,
      [copyId, cart.cartId, copyId, orderId],
    );
    const lineColumns = await columnsOf('order_lines');
    const lineReplaced: Record<string, string> = { id: "'li_' || md5(random()::text)", order_id: '?' };
    await queryRows(
      tx,
      `INSERT INTO order_lines (${lineColumns.join(', ')})
       SELECT ${lineColumns.map((c) => lineReplaced[c] ?? c).join(', ')} FROM order_lines WHERE order_id = ?`,
      [copyId, orderId],
    );
    await countCheckout(tx, copyId);
  });
  return copyId;
}

describe('when shoppers fill carts, check out, are declined and come back', () => {
  let shop: CheckoutStore;
  const earlier = day(-2);
  let cartIds: string[];
  let backdatedId: string;

  beforeAll(async () => {
    shop = await makeCheckoutStore(h.orm.em.fork());
    const em = h.orm.em.fork();
    const a = await makeStockedProduct(em, shop, 50);
    const cartFor = async (email: string, quantity = 1) => {
      const cart = await makeReadyCart(em, shop, [{ ...a, quantity }]);
      await queryRows(em, 'UPDATE carts SET email = ? WHERE id = ?', [email, cart.cartId]);
      return cart;
    };
    const alice = await cartFor('alice@example.com', 2);
    const aliceAgain = await cartFor('Alice@Example.com');
    const bob = await cartFor('bob@example.com');
    const carol = await cartFor('carol@example.com');
    // Dave fills a cart and leaves: a cart with items, no checkout.
    const dave = await cartFor('dave@example.com');
    const card = { paymentMethod: 'card', paymentToken: 'tok_visa' };
    const first = await submit(h.baseUrl, shop, alice.token, { paymentMethod: 'bank_transfer' });
    expect(first.status).toBe(201);
    expect((await submit(h.baseUrl, shop, aliceAgain.token, card)).status).toBe(201);
    expect((await submit(h.baseUrl, shop, bob.token, card)).status).toBe(201);
    const declined = await submit(h.baseUrl, shop, carol.token, { ...card, paymentToken: 'tok_declined' });
    expect(declined.status).toBe(402);
    // Alice's first order was two days ago: today she is a returning customer.
    backdatedId = await orderPlacedDaysAgo(shop, first.body.id, 2, [{ ...a, quantity: 1 }]);
    cartIds = [alice, aliceAgain, bob, carol, dave].map((c) => c.cartId);
  }, 120_000);

  /** The placed orders (the order list's default view) from `since`, with their UTC day and customer. */
  const placedOrders = async (since: string): Promise<Array<{ day: string; customer: string }>> => {
    const list = await admin(h.baseUrl, shop).get(`/orders?limit=100&createdFrom=${since}T00:00:00Z`);
    expectContract('adminListOrders', list, 200);
    return list.body.data.map((o: any) => ({ day: o.createdAt.slice(0, 10), customer: o.email.toLowerCase() }));
  };

  it('then the funnel counts the carts with items, the checkouts submitted and the orders placed', async () => {
    const client = admin(h.baseUrl, shop);
    const report = await client.get(`/reports/funnel?from=${earlier}&to=${to}`);
    expectContract('adminFunnelReport', report, 200);
    const orders = await placedOrders(earlier);
    const withItems = await queryRows<{ n: number }>(
      h.orm.em.fork(),
      'SELECT count(*)::int AS n FROM carts WHERE store_id = ? AND items_added_at IS NOT NULL',
      [shop.storeId],
    );
    // Five carts of the shoppers and the backdated order's; four checkouts submitted and the backdated one.
    expect(withItems[0].n).toBe(cartIds.length + 1);
    expect(report.body.totals).toEqual({ cartsWithItems: withItems[0].n, checkoutsStarted: 5, ordersPlaced: 4 });
    expect(orders).toHaveLength(4);
    for (const period of report.body.periods)
      expect(period.ordersPlaced).toBe(orders.filter((o) => o.day === period.start).length);
    expect(report.body.periods.find((p: any) => p.start === earlier).ordersPlaced).toBe(1);
    const csv = await client.get(`/reports/funnel?from=${earlier}&to=${to}&format=csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text.trim().split('\n')).toHaveLength(report.body.periods.length + 1);
  });

  it('then new and returning customers follow each customer’s first placed order', async () => {
    const client = admin(h.baseUrl, shop);
    const orders = await placedOrders(earlier);
    const firstDay = new Map<string, string>();
    for (const o of orders)
      if (!firstDay.has(o.customer) || o.day < firstDay.get(o.customer)!) firstDay.set(o.customer, o.day);
    const expected = (start: string, end: string) => {
      const customers = new Set(orders.filter((o) => o.day >= start && o.day <= end).map((o) => o.customer));
      const fresh = [...customers].filter((c) => firstDay.get(c)! >= start).length;
      return { newCustomers: fresh, returningCustomers: customers.size - fresh, customers: customers.size };
    };
    const daily = await client.get(`/reports/customers?from=${earlier}&to=${to}`);
    expectContract('adminCustomersReport', daily, 200);
    for (const period of daily.body.periods)
      expect(period).toEqual({ start: period.start, ...expected(period.start, period.start) });
    expect(daily.body.totals).toEqual(expected(earlier, to));
    expect(daily.body.totals).toEqual({ newCustomers: 2, returningCustomers: 0, customers: 2 });
    const today = await client.get(`/reports/customers?from=${to}&to=${to}`);
    expect(today.body.totals).toEqual({ newCustomers: 1, returningCustomers: 1, customers: 2 });
    const csv = await client.get(`/reports/customers?from=${earlier}&to=${to}`, { headers: { accept: 'text/csv' } });
    expect(csv.text.split('\n')[0]).toBe('start,newCustomers,returningCustomers,customers');
  });

  it('then a placed order whose payment fails later leaves the reports; its customer’s first day moves', async () => {
    // Alice's first order stops being a sale: today's is now her first, so today she is new, not returning.
    await inTransaction(h.orm.em.fork(), (tx) => cancelOrderForFailedPayment(tx, backdatedId, 'payment_failed'));
    const client = admin(h.baseUrl, shop);
    const today = await client.get(`/reports/customers?from=${to}&to=${to}`);
    expect(today.body.totals).toEqual({ newCustomers: 2, returningCustomers: 0, customers: 2 });
    const range = await client.get(`/reports/customers?from=${earlier}&to=${to}`);
    expect(range.body.periods[0]).toEqual({ start: earlier, newCustomers: 0, returningCustomers: 0, customers: 0 });
    const funnel = await client.get(`/reports/funnel?from=${earlier}&to=${to}`);
    expect(funnel.body.totals.ordersPlaced).toBe((await placedOrders(earlier)).length);
    expect(funnel.body.totals.ordersPlaced).toBe(3);
  });

  it('then the migration’s backfill writes the same customer rollups as the orders did', async () => {
    const Rollups = migrationsList.find((m) => m.name === '20261129140000-funnel-and-customer-rollups')!.class;
    const migration = new Rollups(h.orm.em.getDriver(), h.orm.config);
    await migration.up();
    const statements = migration.getQueries().map(String);
    const backfill = statements.filter((s) => /INSERT INTO order_customer/.test(s));
    expect(backfill).toHaveLength(2);
    const read = (tx: any) =>
      Promise.all([
        queryRows(tx, 'SELECT * FROM order_customers WHERE store_id = ? ORDER BY customer_key', [shop.storeId]),
        queryRows(tx, 'SELECT * FROM order_customer_days WHERE store_id = ? ORDER BY day, customer_key', [
          shop.storeId,
        ]),
      ]);
    const kept = await read(h.orm.em.fork());
    const rebuilt = await inTransaction(h.orm.em.fork(), async (tx) => {
      await queryRows(tx, 'CREATE TEMP TABLE kept_customers AS SELECT * FROM order_customers');
      await queryRows(tx, 'CREATE TEMP TABLE kept_customer_days AS SELECT * FROM order_customer_days');
      await queryRows(tx, 'DELETE FROM order_customers');
      await queryRows(tx, 'DELETE FROM order_customer_days');
      for (const statement of backfill) await queryRows(tx, statement);
      const rows = await read(tx);
      await queryRows(tx, 'DELETE FROM order_customers');
      await queryRows(tx, 'DELETE FROM order_customer_days');
      await queryRows(tx, 'INSERT INTO order_customer_days SELECT * FROM kept_customer_days');
      await queryRows(tx, 'INSERT INTO order_customers SELECT * FROM kept_customers');
      await queryRows(tx, 'DROP TABLE kept_customers');
      await queryRows(tx, 'DROP TABLE kept_customer_days');
      return rows;
    });
    expect(rebuilt).toEqual(kept);
    // Alice and Bob; Carol's declined attempt makes no customer.
    expect(kept[0]).toHaveLength(2);
  });
});
