import type { Translate } from './i18n';
import type { Shop } from './shop';
import type { SellingPlan } from './types';

const read = new WeakMap<Shop, Map<string, Promise<SellingPlan[]>>>();

/**
 * A product's selling plans on offer, read once per product and page: the product page offers them and the cart
 * names a line's plan from them (a cart line carries only `sellingPlanId`). A failed read offers none and is tried
 * again next time.
 */
export function sellingPlans(shop: Shop, productId: string): Promise<SellingPlan[]> {
  let byProduct = read.get(shop);
  if (!byProduct) read.set(shop, (byProduct = new Map()));
  let plans = byProduct.get(productId);
  if (!plans) {
    const path = `/products/${encodeURIComponent(productId)}/selling-plans`;
    plans = shop.api
      .get<{ data: SellingPlan[] }>(path)
      .then((answer) => answer.data)
      .catch(() => (byProduct.delete(productId), []));
    byProduct.set(productId, plans);
  }
  return plans;
}

/** "Every 2 weeks", and with `terms` the discount, trial and minimum the shopper agrees to, said plainly. */
export function planText(t: Translate, plan: SellingPlan, terms = false): string {
  const parts = [t(`planEvery_${plan.interval}`, { count: plan.intervalCount })];
  if (terms && plan.discountPercent) parts.push(t('planDiscount', { percent: plan.discountPercent }));
  if (terms && plan.trialDays) parts.push(t('planTrial', { days: plan.trialDays }));
  if (terms && plan.minimumCycles > 1) parts.push(t('planMinimum', { count: plan.minimumCycles }));
  return parts.join(', ');
}
