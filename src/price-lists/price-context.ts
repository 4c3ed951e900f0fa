import type { EntityManager } from '@mikro-orm/postgresql';
import { findCustomer } from '../customers/customers.admin.repository';
import { findLiveSessionWithEmail } from '../customers/customer-sessions.repository';
import type { Store } from '../stores/store.entity';
import { groupIdOfCustomer } from './price-lists.repository';
import { keptSessionGroup } from './price-book';
import type { PriceContext } from './price-resolution';

/**
 * The price context of a shopper (a customer id, or none for a visitor). A store with no active list needs no group:
 * its prices are everyone's, so it is answered without a query.
 */
export async function priceContextOf(
  em: EntityManager,
  store: Pick<Store, 'id' | 'priceListsLive'>,
  currency: string,
  customerId: string | null | undefined,
): Promise<PriceContext> {
  const context = { storeId: store.id, priceListsLive: store.priceListsLive, currency, groupId: null };
  if (!store.priceListsLive || !customerId) return context;
  const customer = await findCustomer(em, store.id, customerId);
  return { ...context, groupId: await groupIdOfCustomer(em, store.id, customerId, customer.email) };
}

/**
 * The customer group of the shopper whose session token a catalogue read carries: none for a visitor, a dead session,
 * or a store with no active list (then no query is made, as for a store that uses no price lists). The process keeps
 * a session's group for a while (price-book.ts), so a signed-in shopper's cached catalogue read makes no query either.
 */
export async function groupOfSession(
  em: EntityManager,
  store: Store,
  sessionToken: string,
  idleSeconds: number,
): Promise<string | null> {
  if (!store.priceListsLive || !sessionToken) return null;
  return keptSessionGroup(store, sessionToken, async () => {
    const session = await findLiveSessionWithEmail(em, store.id, sessionToken, idleSeconds);
    if (!session) return { groupId: null, expiresAt: null };
    const groupId = await groupIdOfCustomer(em, store.id, session.customerId, session.email);
    return { groupId, expiresAt: session.expiresAt };
  });
}
