import type { components } from '@commerce-service/sdk';
import { admin, data, privateApi, query, type Page, type Permission, type Product, type Session } from '../api';
import type { PageProps } from '../page-props';
import type { Delivery } from './webhooks';
import { ErrorNotice, useLoad } from '../ui';
import { Bar, FunnelChart, LineChart, StackedBars } from '../charts';

const LOW_STOCK = 5;
const DAYS = 30;

type SalesReport = components['schemas']['SalesReport'];
type TopProducts = components['schemas']['TopProductsReport'];
type RecoveryReport = components['schemas']['CartRecoveryReport'];
type FunnelReport = components['schemas']['FunnelReport'];
type CustomersReport = components['schemas']['CustomersReport'];
type SubscriptionsReport = components['schemas']['SubscriptionsReport'];

/** A UTC date `offset` days from today: the reports count by UTC day. */
const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const sales = (from: string, to: string) =>
  data(admin.get('/reports/sales', { query: { from, to } })) as Promise<SalesReport>;

/** Today, the last 30 days and the 30 before them, and the best sellers of the last 30 days. */
async function reports() {
  const last30 = { from: utcDay(1 - DAYS), to: utcDay(0) };
  const [today, current, previous, top, recovery, funnel, customers, subscriptions] = await Promise.all([
    sales(utcDay(0), utcDay(0)),
    sales(utcDay(1 - DAYS), utcDay(0)),
    sales(utcDay(1 - 2 * DAYS), utcDay(-DAYS)),
    data(
      admin.get('/reports/top-products', { query: { from: utcDay(1 - DAYS), to: utcDay(0) } }),
    ) as Promise<TopProducts>,
    data(
      admin.get('/reports/cart-recovery', { query: { from: utcDay(1 - DAYS), to: utcDay(0) } }),
    ) as Promise<RecoveryReport>,
    data(admin.get('/reports/funnel', { query: last30 })) as Promise<FunnelReport>,
    data(admin.get('/reports/customers', { query: last30 })) as Promise<CustomersReport>,
    data(admin.get('/reports/subscriptions', { query: last30 })) as Promise<SubscriptionsReport>,
  ]);
  return { today, current, previous, top, recovery, funnel, customers, subscriptions };
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(
    amount /
      10 ** (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2),
  );

function FiguresCard({ title, report, id }: { title: string; report: SalesReport; id: string }) {
  const { totals, currency } = report;
  return (
    <div class="card" data-figures={id}>
      <h2>{title}</h2>
      <p class="big">
        <span data-figure="orders">{totals.orders}</span> {totals.orders === 1 ? 'order' : 'orders'}
      </p>
      <dl class="totals">
        <dt>Total sales</dt>
        <dd data-figure="totalSales">{money(totals.totalSales, currency)}</dd>
        <dt>Net sales</dt>
        <dd data-figure="netSales">{money(totals.netSales, currency)}</dd>
      </dl>
    </div>
  );
}

/** What did not end as a sale, or stopped being one: declined checkouts, refunds and cancellations. */
function AttemptsCard({ report }: { report: SalesReport }) {
  const { declinedCheckouts, refundCount, refunds, cancellations, cancelledAmount } = report.totals;
  return (
    <div class="card" data-figures="attempts">
      <h2>Declines and refunds, last {DAYS} days</h2>
      <dl class="totals">
        <dt>Declined checkouts</dt>
        <dd>{declinedCheckouts}</dd>
        <dt>Refunds</dt>
        <dd>
          {refundCount} ({money(refunds, report.currency)})
        </dd>
        <dt>Cancellations</dt>
        <dd>
          {cancellations} ({money(cancelledAmount, report.currency)})
        </dd>
      </dl>
    </div>
  );
}

function Funnel({ report }: { report: FunnelReport }) {
  const { cartsWithItems, checkoutsStarted, ordersPlaced } = report.totals;
  return (
    <FunnelChart
      title={`From cart to order, last ${DAYS} days`}
      steps={[
        { label: 'Carts with items', value: cartsWithItems },
        { label: 'Checkouts started', value: checkoutsStarted },
        { label: 'Orders placed', value: ordersPlaced },
      ]}
    />
  );
}

function Customers({ report }: { report: CustomersReport }) {
  const { newCustomers, returningCustomers } = report.totals;
  return (
    <StackedBars
      title="Customers"
      labels={report.periods.map((p) => p.start)}
      names={['New', 'Returning']}
      summary={`${newCustomers} new and ${returningCustomers} returning in the last ${DAYS} days`}
      values={[report.periods.map((p) => p.newCustomers), report.periods.map((p) => p.returningCustomers)]}
    />
  );
}

/** What abandoned-cart recovery brought back: carts ordered after a reminder, and their revenue, by reminder. */
function RecoveryCard({ report }: { report: RecoveryReport }) {
  return (
    <div class="card" data-figures="recovery">
      <h2>Recovered carts, last {DAYS} days</h2>
      <p class="big">
        <span data-figure="recovered">{report.recovered}</span> for {money(report.revenue, report.currency)}
      </p>
      {report.data.length === 0 ? (
        <p>No reminder was mailed.</p>
      ) : (
        <table>
          <caption class="visually-hidden">Recovered carts by reminder</caption>
          <thead>
            <tr>
              <th scope="col">Reminder</th>
              <th scope="col">Mailed</th>
              <th scope="col">Recovered</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {report.data.map((row) => (
              <tr key={row.step}>
                <th scope="row">{row.step}</th>
                <td class="num">{row.mailed}</td>
                <td class="num">{row.recovered}</td>
                <td class="num">{money(row.revenue, report.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** Subscriptions: the recurring revenue they bring each month, and how many stopped in the last 30 days. */
function SubscriptionsCard({ report }: { report: SubscriptionsReport }) {
  const percent = (rate: number) =>
    new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
  return (
    <div class="card" data-figures="subscriptions">
      <h2>Subscriptions</h2>
      <p class="big">
        <span data-figure="mrr">{money(report.mrr, report.currency)}</span> a month
      </p>
      <dl class="totals">
        <dt>Active</dt>
        <dd data-figure="active">{report.active}</dd>
        <dt>Paused</dt>
        <dd data-figure="paused">{report.paused}</dd>
        <dt>Started, last {DAYS} days</dt>
        <dd data-figure="started">{report.started}</dd>
        <dt>Cancelled, last {DAYS} days</dt>
        <dd data-figure="churned">{report.churned}</dd>
        <dt>Churn rate, last {DAYS} days</dt>
        <dd data-figure="churnRate">{percent(report.churnRate)}</dd>
      </dl>
    </div>
  );
}

function TopProductsTable({ top }: { top: TopProducts }) {
  const max = Math.max(0, ...top.data.map((row) => row.netSales));
  return (
    <>
      <h2>Top products, last {DAYS} days</h2>
      {top.data.length === 0 ? (
        <p>Nothing sold yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Units</th>
              <th scope="col">Net sales</th>
              <th scope="col">
                <span class="visually-hidden">Share of the best seller</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {top.data.map((row) => (
              <tr key={row.productId}>
                <td>
                  <a href={`#/products/${row.productId}`}>{row.title}</a>
                </td>
                <td class="num">{row.units}</td>
                <td class="num">{money(row.netSales, top.currency)}</td>
                <td>
                  <Bar value={row.netSales} max={max} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function Charts({ current, previous }: { current: SalesReport; previous: SalesReport }) {
  const labels = current.periods.map((p) => p.start);
  const format = (amount: number) => money(amount, current.currency);
  return (
    <>
      <LineChart
        title="Net sales"
        labels={labels}
        current={current.periods.map((p) => p.netSales)}
        previous={previous.periods.map((p) => p.netSales)}
        format={format}
      />
      <LineChart
        title="Orders"
        labels={labels}
        current={current.periods.map((p) => p.orders)}
        previous={previous.periods.map((p) => p.orders)}
        format={String}
      />
    </>
  );
}

async function lowStock() {
  const page = await privateApi<Page<Product>>('GET', `/products${query({ status: 'active', limit: 100 })}`);
  return page.data.flatMap((p) =>
    p.variants
      .filter((v) => v.stock.tracked !== false && v.stock.available <= LOW_STOCK)
      .map((v) => ({ product: p, variant: v })),
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
  const orders = useLoad(reports, 'orders');
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
            <FiguresCard title="Today (UTC)" report={orders.data.today} id="today" />
            <FiguresCard title={`Last ${DAYS} days`} report={orders.data.current} id="period" />
            <AttemptsCard report={orders.data.current} />
            <RecoveryCard report={orders.data.recovery} />
            <SubscriptionsCard report={orders.data.subscriptions} />
          </>
        ) : (
          !orders.error && orders.loading && <p aria-live="polite">Counting orders…</p>
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
      {orders.data && <Charts current={orders.data.current} previous={orders.data.previous} />}
      {orders.data && <Funnel report={orders.data.funnel} />}
      {orders.data && <Customers report={orders.data.customers} />}
      {orders.data && <TopProductsTable top={orders.data.top} />}
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
