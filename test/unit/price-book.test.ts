import { PriceBook } from '../../src/price-lists/price-book';
import { bestPrice } from '../../src/price-lists/price-resolution';
import type { ActiveListPriceRow, ActiveListRow } from '../../src/price-lists/price-lists.repository';

const list = (id: string, c: Partial<ActiveListRow>): ActiveListRow => ({
  id,
  kind: 'percentage',
  percent_off: null,
  min_quantity: 1,
  customer_group_id: null,
  ...c,
});
const price = (listId: string, variantId: string, c: Partial<ActiveListPriceRow> = {}): ActiveListPriceRow => ({
  price_list_id: listId,
  variant_id: variantId,
  currency: 'USD',
  min_quantity: 1,
  amount: '900',
  compare_at_amount: null,
  ...c,
});

const lists = [
  list('plist_sale', { percent_off: 10 }),
  list('plist_bulk', { percent_off: 30, min_quantity: 5 }),
  list('plist_vip', { percent_off: 15, customer_group_id: 'cgrp_vip' }),
  list('plist_trade', { kind: 'override', customer_group_id: 'cgrp_trade' }),
];
const prices = [
  price('plist_trade', 'a', { amount: '800', compare_at_amount: '1000' }),
  price('plist_trade', 'a', { min_quantity: 10, amount: '700' }),
  price('plist_trade', 'a', { currency: 'EUR', amount: '750' }),
  price('plist_trade', 'b', { min_quantity: 10, amount: '600' }),
];
const book = new PriceBook(lists, prices);
const ids = (offers: Array<{ list_id: string; variant_id: string | null; min_quantity: number | null }>) =>
  offers.map((o) => `${o.list_id}/${o.variant_id ?? '*'}/${o.min_quantity ?? '-'}`).sort();

describe('when a process keeps a store’s active lists', () => {
  it('then a context’s offers are everyone’s lists and its group’s, in its currency, as activeOffers reads', () => {
    expect(ids(book.offers(null, 'USD', ['a', 'b']))).toEqual(['plist_bulk/*/-', 'plist_sale/*/-']);
    expect(ids(book.offers('cgrp_vip', 'USD', ['a']))).toEqual(['plist_bulk/*/-', 'plist_sale/*/-', 'plist_vip/*/-']);
    expect(ids(book.offers('cgrp_trade', 'USD', ['a', 'b', 'a']))).toEqual([
      'plist_bulk/*/-',
      'plist_sale/*/-',
      'plist_trade/a/1',
      'plist_trade/a/10',
      'plist_trade/b/10',
    ]);
    expect(ids(book.offers('cgrp_trade', 'EUR', ['a']))).toEqual([
      'plist_bulk/*/-',
      'plist_sale/*/-',
      'plist_trade/a/1',
    ]);
    const [a] = book.offers('cgrp_trade', 'USD', ['a']).filter((o) => o.kind === 'override');
    expect(bestPrice(1000, 1, [a])).toEqual({ amount: 800, compareAtAmount: 1000 });
  });

  it('then only an override for one unit has a product’s range read per variant, found once', async () => {
    const asked: string[][] = [];
    const productsOf = async (variantIds: string[]) => {
      asked.push(variantIds);
      return variantIds.map((id) => `prod_${id}`);
    };
    // b is priced from 10 units only; a's EUR price is another currency's.
    expect([...(await book.productsForOneUnit('cgrp_trade', 'USD', productsOf))]).toEqual(['prod_a']);
    expect([...(await book.productsForOneUnit('cgrp_trade', 'USD', productsOf))]).toEqual(['prod_a']);
    expect([...(await book.productsForOneUnit(null, 'USD', productsOf))]).toEqual([]);
    expect([...(await book.productsForOneUnit('cgrp_trade', 'GBP', productsOf))]).toEqual([]);
    expect(asked).toEqual([['a']]);
  });

  it('then a product’s own range less the context’s percentage is the range of its variants’ best prices', () => {
    // Every own price from 0 to 3,000 in threes of variants, against bestPrice per variant: the largest percentage
    // for one unit, never the one from 5 units, and the group's own one where larger.
    for (const groupId of [null, 'cgrp_vip']) {
      const offers = book.offers(groupId, 'USD', []);
      for (let low = 0; low <= 3000; low += 17) {
        const own = [low, low + 13, low + 101];
        const best = own.map((amount) => bestPrice(amount, 1, offers).amount as number);
        expect([book.percentageOffOneUnit(groupId, low), book.percentageOffOneUnit(groupId, low + 101)]).toEqual([
          Math.min(...best),
          Math.max(...best),
        ]);
      }
    }
    expect(new PriceBook([], []).percentageOffOneUnit(null, 1234)).toBe(1234);
  });
});
