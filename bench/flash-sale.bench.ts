/**
 * Flash sale: FLASH_SHOPPERS shoppers (default 2,000) with ready carts submit within FLASH_WINDOW_MS (default 2 s)
 * for one product with FLASH_UNITS units (default 100), one unit each. Prints how many orders and charges resulted
 * (exactly the units), how the others were answered (`cart_item_out_of_stock` expected) with p50/p99 per kind, the
 * stock afterwards (never below zero, no reservation left) and what one submit cost in each process, then the floor
 * on the same Temporal server (bench/temporal-floor.ts: 200 units at concurrency 50; BENCH_FLOOR=0 leaves it out).
 * Between the two, what a refusal costs alone: FLASH_REFUSALS (500) more shoppers for the sold-out variant.
 * Run: npm run bench:flash-sale
 */
import { loadavg } from 'node:os';
import { queryOne } from '../src/db/sql';
import {
  type CheckoutStore,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  stockOf,
  submit,
} from '../test/support/checkout-factories';
import { describeCosts, percentile, startUnitCosts } from './durable-costs';
import { startDurableStack, type DurableStack } from './durable-stack';
import { describeFloor, floorWanted, measureTemporalFloor } from './temporal-floor';

const SHOPPERS = Number(process.env.FLASH_SHOPPERS ?? 2_000);
const UNITS = Number(process.env.FLASH_UNITS ?? 100);
const WINDOW_MS = Number(process.env.FLASH_WINDOW_MS ?? 2_000);
const FLOOR_CONCURRENCY = 50;
const FLOOR_UNITS = 200;
const REFUSAL_SHOPPERS = Number(process.env.FLASH_REFUSALS ?? 500);
const REFUSAL_CONCURRENCY = 10;

async function main(): Promise<void> {
  const stack = await startDurableStack('bench_flash');
  const { orm } = stack;
  const store = await makeCheckoutStore(orm.em.fork());
  const product = await makeStockedProduct(orm.em.fork(), store, UNITS);
  const carts = [];
  for (let i = 0; i < SHOPPERS; i += 1)
    carts.push(await makeReadyCart(orm.em.fork(), store, [{ ...product, quantity: 1 }]));
  console.log(
    `flash sale: ${SHOPPERS} shoppers submit within ${WINDOW_MS} ms for ${UNITS} units ` +
      `(load average ${loadavg()[0].toFixed(2)})`,
  );

  const answers = new Map<string, number[]>();
  const stopCosts = await startUnitCosts(stack.processes, stack.databaseUrl, stack.statements);
  const started = performance.now();
  await Promise.all(
    carts.map(async (cart, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i / SHOPPERS) * WINDOW_MS));
      const t0 = performance.now();
      const kind = await submit(stack.apiUrl, store, cart.token, {
        paymentMethod: 'card',
        paymentToken: 'tok_visa',
      }).then(
        (res) => (res.status === 201 ? `201 ${res.body.status}` : `${res.status} ${res.body?.error?.code}`),
        // A shopper whose connection failed is a figure of the run too, not the end of it.
        (error: Error & { cause?: { code?: string } }) => `no answer: ${error.cause?.code ?? error.message}`,
      );
      answers.set(kind, [...(answers.get(kind) ?? []), performance.now() - t0]);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const costs = await stopCosts(SHOPPERS);

  console.log(`all ${SHOPPERS} answered in ${seconds.toFixed(1)} s:`);
  for (const [kind, latencies] of answers) {
    latencies.sort((a, b) => a - b);
    console.log(
      `  ${kind}: ${latencies.length}, p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(0)} ms`,
    );
  }
  // Checkouts answered 202 run on: the outcome is read once none is left checking out (or after two minutes).
  const settledBy = Date.now() + 120_000;
  const checkingOut = async () =>
    (
      await queryOne<{ n: number }>(
        orm.em.fork(),
        `SELECT count(*)::int AS n FROM carts WHERE store_id = ? AND status = 'checking_out'`,
        [store.storeId],
      )
    )?.n ?? 0;
  while ((await checkingOut()) > 0 && Date.now() < settledBy) await new Promise((resolve) => setTimeout(resolve, 500));
  const outcome = await queryOne<{ orders: number; captures: number }>(
    orm.em.fork(),
    `SELECT (SELECT count(*)::int FROM orders WHERE store_id = ? AND status = 'confirmed') AS orders,
            (SELECT count(*)::int FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.store_id = ?
              AND p.status = 'captured') AS captures`,
    [store.storeId, store.storeId],
  );
  const stock = await stockOf(orm.em.fork(), product.variantId);
  const exact = outcome?.orders === UNITS && outcome?.captures === UNITS && stock.onHand === 0 && stock.reserved === 0;
  console.log(
    `orders ${outcome?.orders}, captures ${outcome?.captures}, stock on hand ${stock.onHand}, ` +
      `reserved ${stock.reserved}: ${exact ? 'exactly the units sold' : 'NOT EXACT'}`,
  );
  console.log('per submit:');
  console.log(describeCosts(costs));
  await measureRefusals(stack, store, product);
  if (floorWanted()) {
    const floor = await measureTemporalFloor(stack, FLOOR_CONCURRENCY, FLOOR_UNITS);
    console.log(describeFloor(floor));
    const refusals = answers.get('409 cart_item_out_of_stock') ?? [];
    // The target: refusals' p99 under 1 s on a quiet machine, within 5 times the floor's p99 on any.
    console.log(
      `refusals p99 ${percentile(refusals, 99).toFixed(0)} ms = ` +
        `${(percentile(refusals, 99) / floor.p99Ms).toFixed(1)} x the floor's p99 (target: under 5 x, and 1 s quiet)`,
    );
  }
  await stack.stop();
  process.exit(exact ? 0 : 1);
}

/**
 * What one refusal costs on its own, once the sale is over: REFUSAL_SHOPPERS more shoppers whose carts hold the
 * sold-out variant submit, REFUSAL_CONCURRENCY at a time, with no checkout beside them.
 */
async function measureRefusals(
  stack: DurableStack,
  store: CheckoutStore,
  product: { productId: string; variantId: string },
): Promise<void> {
  const carts: Array<{ token: string }> = [];
  for (let i = 0; i < REFUSAL_SHOPPERS; i += 1)
    carts.push(await makeReadyCart(stack.orm.em.fork(), store, [{ ...product, quantity: 1 }]));
  const latencies: number[] = [];
  let others = 0;
  let next = 0;
  const stopCosts = await startUnitCosts(stack.processes, stack.databaseUrl, stack.statements);
  await Promise.all(
    Array.from({ length: REFUSAL_CONCURRENCY }, async () => {
      while (next < carts.length) {
        const cart = carts[next++];
        const t0 = performance.now();
        const res = await submit(stack.apiUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
        if (res.status === 409) latencies.push(performance.now() - t0);
        else others += 1;
      }
    }),
  );
  const costs = await stopCosts(REFUSAL_SHOPPERS);
  latencies.sort((a, b) => a - b);
  console.log(
    `sold out, ${REFUSAL_SHOPPERS} more shoppers at concurrency ${REFUSAL_CONCURRENCY}: ${latencies.length} refused ` +
      `(p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms), ` +
      `${others} answered otherwise; per refusal:`,
  );
  console.log(describeCosts(costs));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
