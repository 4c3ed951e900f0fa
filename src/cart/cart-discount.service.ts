import type { EntityManager } from '@mikro-orm/postgresql';
import type { Store } from '../stores/store.entity';
import { checkDiscount, discountInvalid } from '../pricing/discount-eligibility';
import { setCartDiscountCode } from './cart.repository';
import { findCartBasket } from './cart-quote.service';
import { changeCart } from './cart.service';
import type { CartView } from './cart.presenter';

/** Applies a code (replacing any other); a code that does not apply now answers 422 with the reason. */
export async function applyDiscount(em: EntityManager, store: Store, token: string, code: string): Promise<CartView> {
  return changeCart(em, store, token, async (tx, cart) => {
    const basket = await findCartBasket(tx, store, cart);
    const check = await checkDiscount(tx, store.id, code.trim(), {
      subtotal: basket.subtotal,
      currency: cart.currency,
      customerEmail: cart.email,
    });
    if (!check.ok) throw discountInvalid(check);
    await setCartDiscountCode(tx, cart.id, check.discount.code);
    return { discount_code: check.discount.code };
  });
}

export async function removeDiscount(em: EntityManager, store: Store, token: string): Promise<CartView> {
  return changeCart(em, store, token, async (tx, cart) => {
    await setCartDiscountCode(tx, cart.id, null);
    return { discount_code: null };
  });
}
