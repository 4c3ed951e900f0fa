import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../shared/errors';
import type { Store } from '../stores/store.entity';
import { assertAcceptedCurrencies } from '../stores/store-currencies';
import { findCartLines, setCartCurrency } from './cart.repository';
import { changeCart } from './cart.service';
import type { CartView } from './cart.presenter';

/**
 * The shopper's choice among the store's currencies. Lines, discount, shipping and tax are priced from the catalogue
 * in the cart's currency on every read, so changing the currency re-prices the whole cart; a line whose variant has
 * no price in that currency refuses the change (400 currency_not_supported, the lines named) and the cart stays as
 * it was, as adding that variant would be refused. Gift cards and credit applied in the old currency stay applied
 * and pay nothing until switched back (`unusableReason: currency`), so a switch and back loses nothing.
 */
export async function changeCartCurrency(
  em: EntityManager,
  store: Store,
  token: string,
  currency: string,
): Promise<CartView> {
  assertAcceptedCurrencies(store, [{ currency, field: 'body.currency' }]);
  return changeCart(em, store, token, async (tx, cart) => {
    if (cart.currency === currency) return;
    const lines = await findCartLines(tx, cart.id, currency);
    const unpriced = lines.filter((line) => line.unit_amount === null);
    if (unpriced.length) {
      throw new DomainError(
        'currency_not_supported',
        `${unpriced.map((l) => l.product_title).join(', ')} ${unpriced.length === 1 ? 'has' : 'have'} no price in ` +
          `${currency}; remove ${unpriced.length === 1 ? 'it' : 'them'} to pay in ${currency}.`,
        unpriced.map((line) => ({
          field: `items.${line.id}`,
          code: 'no_price',
          message: `${line.product_title} (${line.variant_title}) has no price in ${currency}`,
        })),
      );
    }
    return { currency, updated_at: await setCartCurrency(tx, cart.id, currency) };
  });
}
