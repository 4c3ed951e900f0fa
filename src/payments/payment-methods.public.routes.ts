import type { Handlers } from '../http/context';
import type { Store } from '../stores/store.entity';

/** How each method is shown to shoppers; a method unknown here is shown by its id. */
const METHOD_NAMES: Record<string, { name: string; requiresPaymentToken: boolean }> = {
  card: { name: 'Credit or debit card', requiresPaymentToken: true },
  bank_transfer: { name: 'Bank transfer', requiresPaymentToken: false },
};

/** The store's enabled payment methods in its order; `id` is what checkout submit takes as paymentMethod. */
export function listPaymentMethods(store: Store) {
  const data = store.paymentMethods.map((id) => ({
    id,
    name: METHOD_NAMES[id]?.name ?? id,
    requiresPaymentToken: METHOD_NAMES[id]?.requiresPaymentToken ?? false,
  }));
  return { data, hasMore: false };
}

export const paymentMethodsPublicHandlers: Handlers = {
  async listPaymentMethods(ctx) {
    ctx.body = listPaymentMethods(ctx.state.store);
  },
};
