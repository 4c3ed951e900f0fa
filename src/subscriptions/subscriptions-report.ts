import type { EntityManager } from '@mikro-orm/postgresql';
import type { Store } from '../stores/store.entity';
import { rangeOf, type ReportQuery } from '../orders/reports.service';
import { subscriptionFigures } from './subscriptions.repository';

const DAY_MS = 86_400_000;

/**
 * MRR, live and paused subscriptions now, and the starts, cancellations and churn rate of a range of UTC days (the
 * last 30 by default; the reports' rules for `from`, `to` and `currency`).
 */
export async function subscriptionsReport(em: EntityManager, store: Store, query: ReportQuery) {
  const { from, to, currency } = rangeOf(store, query);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString();
  const row = await subscriptionFigures(em, store.id, currency, `${from}T00:00:00Z`, end);
  const [started, churned, liveAtStart] = [row.started, row.churned, row.live_at_start].map(Number);
  const exposed = liveAtStart + started;
  return {
    from,
    to,
    currency,
    mrr: Number(row.mrr),
    active: Number(row.active),
    paused: Number(row.paused),
    started,
    churned,
    churnRate: exposed === 0 ? 0 : Math.round((churned / exposed) * 10_000) / 10_000,
  };
}
