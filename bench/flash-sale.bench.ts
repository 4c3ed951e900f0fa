/**
 * Flash sale: FLASH_SHOPPERS shoppers (default 2,000) with ready carts submit within FLASH_WINDOW_MS (default 2 s)
 * for one product with FLASH_UNITS units (default 100), one unit each. Prints how many orders and charges resulted
 * (exactly the units), how the others were answered (`cart_item_out_of_stock` expected) with p50/p99 per kind, the
 * stock afterwards (never below zero, no reservation left) and what one submit cost in each process, then the floor
 * on the same Temporal server (bench/temporal-floor.ts: 200 units at concurrency 50; BENCH_FLOOR=0 leaves it out).
 * Run: npm run bench:flash-sale
 */
import { loadavg } from 'node:os';
import { queryOne } from '../src/db/sql';
import {
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  stockOf,
  submit,
} from '../test/support/checkout-factories';
import { describeCosts, percentile, startUnitCosts } from './durable-costs';
import { startDurableStack } from './durable-stack';
import { describeFloor, floorWanted, measureTemporalFloor } from './temporal-floor';

const SHOPPERS = Number(process.env.FLASH_SHOPPERS ?? 2_000);
const UNITS = Number(process.env.FLASH_UNITS ?? 100);
const WINDOW_MS = Number(process.env.FLASH_WINDOW_MS ?? 2_000);
const FLOOR_CONCURRENCY = 50;
const FLOOR_UNITS = 200;

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
  if (floorWanted()) console.log(describeFloor(await measureTemporalFloor(stack, FLOOR_CONCURRENCY, FLOOR_UNITS)));
  await stack.stop();
  process.exit(exact ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
