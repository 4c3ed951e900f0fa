import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne } from '../db/sql';
import { AppError } from '../shared/errors';
import type { DiscountType } from '../discounts/discounts.rules';

export type DiscountRefusal = 'not_found' | 'expired' | 'not_started' | 'usage_limit_reached' | 'minimum_not_met';

export interface ApplicableDiscount {
  id: string;
  code: string;
  type: DiscountType;
  value: number | null;
}

interface DiscountRow {
  id: string;
  code: string;
  type: DiscountType;
  value: number | null;
  currency: string | null;
  minimum_subtotal: string | null;
  not_started: boolean;
  expired: boolean;
  usage_limit: number | null;
  usage_count: number;
  usage_limit_per_customer: number | null;
  customer_uses: number;
}

export interface DiscountBasket {
  subtotal: number;
  currency: string;
  customerEmail?: string | null;
}

export type DiscountCheck =
  { ok: true; discount: ApplicableDiscount } | { ok: false; reason: DiscountRefusal; message: string };

/** Codes are case-insensitive (contract §12); one query reads the discount and this customer's use of it. */
async function findDiscount(
  em: EntityManager,
  storeId: string,
  code: string,
  email: string | null | undefined,
): Promise<DiscountRow | undefined> {
  return queryOne<DiscountRow>(
    em,
    `SELECT d.id, d.code, d.type, d.value, d.currency, d.minimum_subtotal, d.usage_limit, d.usage_count, d.usage_limit_per_customer,
            (d.starts_at IS NOT NULL AND d.starts_at > now()) AS not_started,
            (d.ends_at IS NOT NULL AND d.ends_at <= now()) AS expired,
            CASE WHEN ?::text IS NULL OR d.usage_limit_per_customer IS NULL THEN 0
                 ELSE (SELECT count(*)::int FROM discount_redemptions r WHERE r.discount_id = d.id AND lower(r.customer_email) = lower(?::text)) END AS customer_uses
       FROM discounts d
      WHERE d.store_id = ? AND upper(d.code) = upper(?) AND d.active`,
    [email ?? null, email ?? null, storeId, code],
  );
}

function refusalOf(row: DiscountRow | undefined, code: string, basket: DiscountBasket): DiscountCheck | undefined {
  const refuse = (reason: DiscountRefusal, message: string): DiscountCheck => ({ ok: false, reason, message });
  if (!row) return refuse('not_found', `The discount code "${code}" does not exist.`);
  if (row.type === 'fixed_amount' && row.currency && row.currency !== basket.currency) {
    return refuse('not_found', `The discount code "${code}" does not apply to carts in ${basket.currency}.`);
  }
  if (row.not_started) return refuse('not_started', `The discount code "${code}" is not valid yet.`);
  if (row.expired) return refuse('expired', `The discount code "${code}" has expired.`);
  if (row.usage_limit !== null && row.usage_count >= row.usage_limit)
    return refuse('usage_limit_reached', `The discount code "${code}" has been used up.`);
  if (row.usage_limit_per_customer !== null && row.customer_uses >= row.usage_limit_per_customer) {
    return refuse('usage_limit_reached', `The discount code "${code}" was already used by this customer.`);
  }
  const minimum = row.minimum_subtotal === null ? 0 : Number(row.minimum_subtotal);
  if (basket.subtotal < minimum)
    return refuse(
      'minimum_not_met',
      `The discount code "${code}" needs a subtotal of at least ${minimum} minor units.`,
    );
  return undefined;
}

/** Whether a code applies to this basket now, with the contract's refusal reason when it does not. */
export async function checkDiscount(
  em: EntityManager,
  storeId: string,
  code: string,
  basket: DiscountBasket,
): Promise<DiscountCheck> {
  const row = await findDiscount(em, storeId, code, basket.customerEmail);
  const refusal = refusalOf(row, code, basket);
  if (refusal) return refusal;
  const d = row as DiscountRow;
  return { ok: true, discount: { id: d.id, code: d.code, type: d.type, value: d.value } };
}

export function discountInvalid(check: Extract<DiscountCheck, { ok: false }>): AppError {
  return new AppError(422, 'discount_code_invalid', check.message, { reason: check.reason });
}
