import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../shared/errors';
import type { DiscountType } from '../discounts/discounts.rules';
import { findDiscountByCode, type DiscountRow } from '../discounts/discount-by-code.query';

export type DiscountRefusal = 'not_found' | 'expired' | 'not_started' | 'usage_limit_reached' | 'minimum_not_met';

export interface ApplicableDiscount {
  id: string;
  code: string;
  type: DiscountType;
  value: number | null;
}

export interface DiscountBasket {
  subtotal: number;
  currency: string;
  customerEmail?: string | null;
}

export type DiscountCheck =
  { ok: true; discount: ApplicableDiscount } | { ok: false; reason: DiscountRefusal; message: string };

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
  const row = await findDiscountByCode(em, storeId, code, basket.customerEmail);
  const refusal = refusalOf(row, code, basket);
  if (refusal) return refusal;
  const d = row as DiscountRow;
  return { ok: true, discount: { id: d.id, code: d.code, type: d.type, value: d.value } };
}

export function discountInvalid(check: Extract<DiscountCheck, { ok: false }>): DomainError {
  return new DomainError('discount_code_invalid', check.message, { reason: check.reason });
}
