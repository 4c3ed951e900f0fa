import { defineEntity, p } from '@mikro-orm/core';

/** Carts of one store and currency that got their first item on a day (UTC): the funnel's first step. */
export const CartDaySchema = defineEntity({
  name: 'CartDay',
  tableName: 'cart_days',
  properties: {
    storeId: p.text().primary(),
    currency: p.text().primary(),
    day: p.date().primary(),
    carts: p.integer().defaultRaw('0'),
  },
});
