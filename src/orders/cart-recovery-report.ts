import type { EntityManager } from '@mikro-orm/postgresql';
import { liveOrdersOfCarts } from './cart-orders.repository';
import type { Store } from '../stores/store.entity';
import { invalidField } from '../shared/errors';
import { mailsSentBetween } from '../cart-recovery/cart-recovery.repository';

export interface RecoveryStepFigures {
  /** 1 for the first mail. */
  step: number;
  /** Carts mailed this step in the range. */
  mailed: number;
  /** Of those, the carts ordered after this step's mail and before any later step's. */
  recovered: number;
  /** What those orders came to, in the report's currency (orders in others are not converted). */
  revenue: number;
}

const DAY_MS = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Recovered carts and their revenue by step, for mails sent from `from` to `to` (UTC days, inclusive; the last 30
 * by default): a cart counts for the last step mailed before its order was placed, so each recovered cart counts
 * once, for the mail that brought the shopper back.
 */
export async function cartRecoveryReport(
  em: EntityManager,
  store: Store,
  query: { from?: string; to?: string; currency?: string },
) {
  const to = query.to ?? day(new Date());
  const from = query.from ?? day(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS));
  if (from > to) throw invalidField('from', 'after_to', '`from` must not be after `to`');
  const currency = query.currency ?? store.defaultCurrency;
  const end = day(new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS));
  const mails = await mailsSentBetween(em, store.id, `${from}T00:00:00Z`, `${end}T00:00:00Z`);
  const orders = new Map(
    (await liveOrdersOfCarts(em, store.id, [...new Set(mails.map((m) => m.cart_id))])).map((o) => [o.cartId, o]),
  );
  const steps = new Map<number, RecoveryStepFigures>();
  const figuresOf = (step: number) => {
    const figures = steps.get(step) ?? { step: step + 1, mailed: 0, recovered: 0, revenue: 0 };
    steps.set(step, figures);
    return figures;
  };
  const lastBeforeOrder = new Map<string, number>();
  for (const mail of mails) {
    figuresOf(mail.step).mailed += 1;
    const order = orders.get(mail.cart_id);
    if (!order || new Date(mail.sent_at) > new Date(order.createdAt)) continue;
    lastBeforeOrder.set(mail.cart_id, Math.max(lastBeforeOrder.get(mail.cart_id) ?? -1, mail.step));
  }
  for (const [cartId, step] of lastBeforeOrder) {
    const order = orders.get(cartId);
    const figures = figuresOf(step);
    figures.recovered += 1;
    if (order?.currency === currency) figures.revenue += Number(order.totalAmount);
  }
  const data = [...steps.values()].sort((a, b) => a.step - b.step);
  return {
    from,
    to,
    currency,
    recovered: data.reduce((sum, s) => sum + s.recovered, 0),
    revenue: data.reduce((sum, s) => sum + s.revenue, 0),
    data,
  };
}
