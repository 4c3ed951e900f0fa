import { privateApi, query, type Page, type Permission, type Product, type Session } from '../api';
import type { PageProps } from '../page-props';
import type { OrderSummary } from './orders';
import type { Delivery } from './webhooks';
import { ErrorNotice, useLoad } from '../ui';

const LOW_STOCK = 5;
const MAX_ORDER_PAGES = 20;

/** Monday 00:00 local time of this week. */
function weekStart(now = new Date()): Date {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

interface Totals {
  count: number;
  revenue: Record<string, number>;
  formatted: Record<string, string>;
}

async function orderTotals() {
  const since = weekStart();
  const today = new Date(new Date().setHours(0, 0, 0, 0));
  const week: Totals = { count: 0, revenue: {}, formatted: {} };
  const day: Totals = { count: 0, revenue: {}, formatted: {} };
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await privateApi<Page<OrderSummary>>(
      'GET',
      `/orders${query({ createdFrom: since.toISOString(), limit: 100, cursor })}`,
    );
    for (const order of page.data) {
      for (const totals of new Date(order.createdAt) >= today ? [week, day] : [week]) {
        totals.count += 1;
        if (order.status !== 'cancelled')
          totals.revenue[order.total.currency] = (totals.revenue[order.total.currency] ?? 0) + order.total.amount;
      }
    }
    cursor = page.hasMore ? page.nextCursor : undefined;
    pages += 1;
  } while (cursor && pages < MAX_ORDER_PAGES);
  return { week, day, capped: cursor !== undefined };
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(
    amount /
      10 ** (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2),
  );

function TotalsCard({ title, totals }: { title: string; totals: Totals }) {
  const currencies = Object.keys(totals.revenue);
  return (
    <div class="card">
      <h2>{title}</h2>
      <p class="big">{totals.count} orders</p>
      {currencies.length === 0 ? (
        <p>No revenue yet.</p>
      ) : (
        <ul>
          {currencies.map((c) => (
            <li key={c}>{money(totals.revenue[c], c)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

async function lowStock() {
  const page = await privateApi<Page<Product>>('GET', `/products${query({ status: 'active', limit: 100 })}`);
  return page.data.flatMap((p) =>
    p.variants.filter((v) => v.stock.available <= LOW_STOCK).map((v) => ({ product: p, variant: v })),
  );
}

async function undelivered() {
  const endpoints = await privateApi<Page<{ id: string; url: string }>>('GET', '/webhooks?limit=100');
  const failed = await Promise.all(
    endpoints.data.map(async (e) => ({
      endpoint: e,
      page: await privateApi<Page<Delivery>>('GET', `/webhooks/${e.id}/deliveries?status=failed&limit=100`),
    })),
  );
  return failed.filter((f) => f.page.data.length > 0);
}

const can = (session: Session, permission: Permission) => session.permissions.includes(permission);

export function Home({ session }: PageProps) {
  const orders = useLoad(orderTotals, 'orders');
  const stock = useLoad(() => (can(session, 'catalogue') ? lowStock() : Promise.resolve(undefined)), 'stock');
  const hooks = useLoad(() => (can(session, 'webhooks') ? undelivered() : Promise.resolve(undefined)), 'hooks');
  const chats = useLoad(
    () =>
      can(session, 'customers')
        ? privateApi<Page<unknown>>('GET', '/conversations?status=open&limit=100')
        : Promise.resolve(undefined),
    'chats',
  );
  return (
    <section>
      <h1>{session.store.name}</h1>
      <ErrorNotice error={orders.error ?? stock.error ?? hooks.error ?? chats.error} />
      <div class="cards">
        {orders.data ? (
          <>
            <TotalsCard title="Today" totals={orders.data.day} />
            <TotalsCard title="This week" totals={orders.data.week} />
          </>
        ) : (
          !orders.error && <p aria-live="polite">Counting orders…</p>
        )}
        {chats.data && (
          <div class="card">
            <h2>Open conversations</h2>
            <p class="big">
              {chats.data.data.length}
              {chats.data.hasMore ? '+' : ''}
            </p>
          </div>
        )}
      </div>
      {orders.data?.capped && <p>Counted the newest {MAX_ORDER_PAGES * 100} orders of the week.</p>}
      {stock.data && (
        <>
          <h2>Low stock (≤ {LOW_STOCK} available)</h2>
          {stock.data.length === 0 ? (
            <p>Nothing is running low.</p>
          ) : (
            <ul>
              {stock.data.map(({ product, variant }) => (
                <li key={variant.id}>
                  <a href={`#/products/${product.id}`}>{product.title}</a> —{' '}
                  {`${variant.sku}: ${variant.stock.available} available`}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {hooks.data && (
        <>
          <h2>Undelivered webhooks</h2>
          {hooks.data.length === 0 ? (
            <p>Every webhook was delivered.</p>
          ) : (
            <ul>
              {hooks.data.map(({ endpoint, page }) => (
                <li key={endpoint.id}>
                  <a href={`#/webhooks/${endpoint.id}`}>{endpoint.url}</a>: {page.data.length}
                  {page.hasMore ? '+' : ''} failed
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
