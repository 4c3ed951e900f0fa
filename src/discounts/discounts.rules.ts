import { invalidField } from '../shared/errors';
import type { Store } from '../stores/store.entity';
import { assertAcceptedCurrencies } from '../stores/store-currencies';

export type DiscountType = 'percentage' | 'fixed_amount' | 'free_shipping';

/** A discount as stored, in request terms; a create is checked as is, an update after merging with the row. */
export interface DiscountFields {
  code: string;
  type: DiscountType;
  value: number | null;
  currency: string | null;
  minimumSubtotal: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  active: boolean;
}

/**
 * Percentage 1 to 100, fixed amount in minor units of an accepted currency, free shipping without a
 * value.
 */
export function checkDiscount(store: Store, d: DiscountFields): DiscountFields {
  if (d.type === 'free_shipping' && d.value !== null)
    throw invalidField('body.value', 'not', 'a free_shipping discount takes no value');
  if (d.type !== 'free_shipping' && d.value === null)
    throw invalidField('body.value', 'required', `a ${d.type} discount needs a value`);
  if (d.type === 'percentage' && (d.value as number) > 100)
    throw invalidField('body.value', 'maximum', 'a percentage is at most 100');
  if (d.startsAt && d.endsAt && new Date(d.endsAt) <= new Date(d.startsAt))
    throw invalidField('body.endsAt', 'minimum', 'endsAt must be after startsAt');
  const needsCurrency = d.type === 'fixed_amount' || d.minimumSubtotal !== null;
  const currency = needsCurrency ? (d.currency ?? store.defaultCurrency) : d.currency;
  if (currency) assertAcceptedCurrencies(store, [{ currency, field: 'body.currency' }]);
  return { ...d, currency };
}

/** What a discount is when a field is not given: no limits, no dates, active. */
export const DISCOUNT_DEFAULTS: Omit<DiscountFields, 'code' | 'type'> = {
  value: null,
  currency: null,
  minimumSubtotal: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
  active: true,
};
