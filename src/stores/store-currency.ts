import { DomainError } from '../shared/errors';
import type { Store } from './store.entity';

/** The currency a request asks for, or the store's default; one the store does not accept is refused. */
export function acceptedCurrency(store: Store, requested: string | undefined): string {
  if (requested === undefined) return store.defaultCurrency;
  const code = requested.toUpperCase();
  if (!store.currencies.includes(code)) {
    throw new DomainError(
      'currency_not_supported',
      `This store does not accept ${code}; use one of ${store.currencies.join(', ')}.`,
      { currencies: store.currencies },
    );
  }
  return code;
}
