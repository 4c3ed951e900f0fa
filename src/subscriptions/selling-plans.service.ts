import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { DomainError, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { findProductRow } from '../catalogue/products/products.admin.repository';
import {
  findCartPlans,
  findLivePlans,
  findPlan,
  insertPlan,
  setCartPlan,
  updatePlan,
  withdrawPlansExcept,
  type SellingPlanRow,
} from './subscriptions.repository';

/** A plan as both surfaces show it (SellingPlan in openapi.json). */
export interface SellingPlanView {
  id: string;
  productId: string;
  name: string;
  interval: string;
  intervalCount: number;
  discountPercent: number;
  minimumCycles: number;
  trialDays: number;
  createdAt: string;
  updatedAt: string;
}

export interface SellingPlanInput {
  id?: string;
  name?: string;
  interval: 'day' | 'week' | 'month';
  intervalCount: number;
  discountPercent?: number;
  minimumCycles?: number;
  trialDays?: number;
}

const iso = (value: unknown) => new Date(value as string).toISOString();

export const presentPlan = (row: SellingPlanRow): SellingPlanView => ({
  id: row.id,
  productId: row.product_id,
  name: row.name,
  interval: row.interval,
  intervalCount: row.interval_count,
  discountPercent: row.discount_percent,
  minimumCycles: row.minimum_cycles,
  trialDays: row.trial_days,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** A name for a plan staff did not name: "Every 2 weeks, 10% off". */
function defaultName(plan: SellingPlanInput): string {
  const every = plan.intervalCount === 1 ? `Every ${plan.interval}` : `Every ${plan.intervalCount} ${plan.interval}s`;
  return plan.discountPercent ? `${every}, ${plan.discountPercent}% off` : every;
}

async function productOf(em: EntityManager, storeId: string, productId: string, activeOnly: boolean) {
  const product = await findProductRow(em, storeId, productId);
  if (!product || (activeOnly && product.status !== 'active')) throw notFound('product', productId);
  return product;
}

/** The product's plans on offer; the public surface shows them for active products only. */
export async function listSellingPlans(
  em: EntityManager,
  storeId: string,
  productId: string,
  publicView: boolean,
): Promise<{ data: SellingPlanView[] }> {
  await productOf(em, storeId, productId, publicView);
  return { data: (await findLivePlans(em, storeId, productId)).map(presentPlan) };
}

/**
 * Replaces the product's plans: those named by id are updated, the others made; plans left out are withdrawn, so
 * running subscriptions (which copied their terms) go on and carts that chose one buy once instead.
 */
export async function setSellingPlans(
  em: EntityManager,
  storeId: string,
  productId: string,
  plans: SellingPlanInput[],
): Promise<{ data: SellingPlanView[] }> {
  await inTransaction(em, async (tx) => {
    await findProductRow(tx, storeId, productId, true).then((p) => p ?? Promise.reject(notFound('product', productId)));
    const kept: string[] = [];
    for (const [position, plan] of plans.entries()) {
      const fields = {
        name: plan.name ?? defaultName(plan),
        interval: plan.interval,
        intervalCount: plan.intervalCount,
        discountPercent: plan.discountPercent ?? 0,
        minimumCycles: plan.minimumCycles ?? 0,
        trialDays: plan.trialDays ?? 0,
      };
      if (plan.id) {
        if (!(await updatePlan(tx, { ...fields, id: plan.id, productId, position })))
          throw new DomainError('validation_failed', `The product has no selling plan ${plan.id} on offer.`, [
            { field: `plans[${position}].id`, code: 'unknown', message: 'not a live plan of this product' },
          ]);
        kept.push(plan.id);
      } else {
        const id = newId('sp');
        await insertPlan(tx, { ...fields, id, storeId, productId, position });
        kept.push(id);
      }
    }
    await withdrawPlansExcept(tx, productId, kept);
  });
  return listSellingPlans(em, storeId, productId, false);
}

const planUnavailable = (planId: string) =>
  new DomainError('selling_plan_unavailable', `Selling plan ${planId} is not offered for this product.`, {
    sellingPlanId: planId,
  });

/** Refuses (422 selling_plan_unavailable) a plan that is not on offer for the product; checked before the add. */
export async function checkPlanOffered(
  em: EntityManager,
  storeId: string,
  productId: string,
  planId: string,
): Promise<void> {
  const plan = await findPlan(em, storeId, planId);
  if (!plan || plan.product_id !== productId || plan.withdrawn_at) throw planUnavailable(planId);
}

/** The cart's line of this variant subscribes to the plan (checked by checkPlanOffered), or not (null). */
export async function chooseCartPlan(
  em: EntityManager,
  line: { cartId: string; variantId: string },
  planId: string | null,
): Promise<void> {
  await setCartPlan(em, line.cartId, line.variantId, planId);
}

/** The cart's chosen plans by variant, for its lines' `sellingPlanId`. */
export async function cartPlansByVariant(em: EntityManager, cartId: string): Promise<Map<string, string>> {
  return new Map((await findCartPlans(em, cartId)).map((row) => [row.variant_id, row.selling_plan_id]));
}

/**
 * The cart as shown, each line with the plan it subscribes to (null: bought once). A cart that never chose a plan is
 * shown with null already (cart.presenter.ts), so only a cart that did reads its plans.
 */
export async function withSellingPlans<
  C extends { id: string; items: Array<{ variantId: string; sellingPlanId?: string | null }> },
>(em: EntityManager, cart: C): Promise<C & { items: Array<C['items'][number] & { sellingPlanId: string | null }> }> {
  const known = cart.items.every((item) => item.sellingPlanId !== undefined);
  const plans = known ? new Map<string, string>() : await cartPlansByVariant(em, cart.id);
  return {
    ...cart,
    items: cart.items.map((item) => ({
      ...item,
      sellingPlanId: item.sellingPlanId ?? plans.get(item.variantId) ?? null,
    })),
  };
}

/**
 * Whether the cart subscribes (answers true) and may: a cart with subscription lines checks out only for a signed-in
 * shopper paying by card with a token, as the card is saved for the renewals' off-session charges and the
 * subscriptions belong to the customer.
 */
export async function checkSubscriptionCheckout(
  em: EntityManager,
  cart: { id: string; customer_id: string | null; selling_plan_chosen: boolean },
  lines: Array<{ variant_id: string }>,
  payment: { paymentMethod: string; paymentToken?: string },
): Promise<boolean> {
  // Nearly every cart: no plan was ever chosen, so there is none to read.
  if (!cart.selling_plan_chosen) return false;
  const plans = await cartPlansByVariant(em, cart.id);
  if (!lines.some((line) => plans.has(line.variant_id))) return false;
  if (!cart.customer_id)
    throw new DomainError(
      'customer_sign_in_required',
      'The cart has a subscription line: sign in (X-Customer-Session) before checking it out.',
    );
  if (payment.paymentMethod !== 'card' || !payment.paymentToken)
    throw new DomainError(
      'validation_failed',
      'A subscription is paid by card: send paymentMethod card with a token.',
      [{ field: 'paymentToken', code: 'required', message: 'a card token is required for a subscription' }],
    );
  return true;
}
