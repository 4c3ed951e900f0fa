import type { EntityManager } from '@mikro-orm/postgresql';
import { execute } from '../db/sql';
import type { Store } from '../stores/store.entity';
import { checkDiscount, discountInvalid } from '../pricing/discount-eligibility';
import { findCartBasket } from './cart.repository';
import { changeCart } from './cart.service';
import type { CartView } from './cart.presenter';

/** Applies a code (replacing any other); a code that does not apply now answers 422 with the reason. */
export async function applyDiscount(em: EntityManager, store: Store, token: string, code: string): Promise<CartView> {
  return changeCart(em, store, token, async (tx, cart) => {
    const basket = await findCartBasket(tx, cart.id, cart.currency);
    const check = await checkDiscount(tx, store.id, code.trim(), {
      subtotal: basket.subtotal,
      currency: cart.currency,
      customerEmail: cart.email,
    });
    if (!check.ok) throw discountInvalid(check);
    await execute(tx, 'UPDATE carts SET discount_code = ? WHERE id = ?', [check.discount.code, cart.id]);
    return { discount_code: check.discount.code };
  });
}

export async function removeDiscount(em: EntityManager, store: Store, token: string): Promise<CartView> {
  return changeCart(em, store, token, async (tx, cart) => {
    await execute(tx, 'UPDATE carts SET discount_code = NULL WHERE id = ?', [cart.id]);
    return { discount_code: null };
  });
}
