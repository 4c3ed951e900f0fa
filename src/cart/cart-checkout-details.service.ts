import type { EntityManager } from '@mikro-orm/postgresql';
import type { Store } from '../stores/store.entity';
import { updateCartDetails, type CartRow } from './cart.repository';
import { changeCart } from './cart.service';
import { assertShipsTo, ratesFor } from './cart-shipping.service';
import type { CartView } from './cart.presenter';

export interface Address {
  firstName: string;
  lastName: string;
  company?: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode: string;
  country: string;
  phone?: string;
}

export interface CheckoutDetailsInput {
  email?: string;
  shippingAddress?: Address;
  billingAddress?: Address | null;
  note?: string | null;
}

/** A chosen option that no longer ships to the new address is dropped, so the cart never shows a stale one. */
async function keptShippingOption(
  tx: EntityManager,
  store: Store,
  cart: CartRow,
  address: Address,
): Promise<string | null> {
  if (!cart.shipping_option_id) return null;
  const rates = await ratesFor(tx, store, cart, { country: address.country, region: address.region ?? null });
  return rates.some((r) => r.id === cart.shipping_option_id) ? cart.shipping_option_id : null;
}

/**
 * Saves the customer's e-mail, addresses and note. Fields left out keep what was saved before; an address the
 * store does not ship to is refused (422 shipping_option_unavailable) and nothing is saved.
 */
export async function saveCheckoutDetails(
  em: EntityManager,
  store: Store,
  token: string,
  input: CheckoutDetailsInput,
): Promise<CartView> {
  return changeCart(em, store, token, async (tx, cart) => {
    const next: Partial<CartRow> = {};
    if (input.email !== undefined) next.email = input.email.trim();
    if (input.note !== undefined) next.note = input.note;
    if (input.billingAddress !== undefined)
      next.billing_address = input.billingAddress as unknown as Record<string, unknown> | null;
    if (input.shippingAddress) {
      const address = { ...input.shippingAddress, country: input.shippingAddress.country.toUpperCase() };
      await assertShipsTo(tx, store.id, address.country);
      next.shipping_address = address as unknown as Record<string, unknown>;
      next.shipping_option_id = await keptShippingOption(tx, store, cart, address);
    }
    const merged = { ...cart, ...next };
    await updateCartDetails(tx, cart.id, merged);
    return next;
  });
}
