import { DomainError } from '../shared/errors';
import type { Store } from './store.entity';

export interface PricedField {
  currency: string;
  field: string;
}

/** A price in a currency the store does not accept is refused (400 currency_not_supported). */
export function assertAcceptedCurrencies(store: Pick<Store, 'currencies'>, priced: PricedField[]): void {
  const refused = priced.filter((p) => !store.currencies.includes(p.currency));
  if (refused.length === 0) return;
  const currencies = [...new Set(refused.map((p) => p.currency))].join(', ');
  throw new DomainError(
    'currency_not_supported',
    `The store does not accept ${currencies}; it accepts ${store.currencies.join(', ')}.`,
    refused.map((p) => ({
      field: p.field,
      code: 'currency_not_supported',
      message: `${p.currency} is not one of the store currencies`,
    })),
  );
}
