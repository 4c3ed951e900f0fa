import { priceEdit, type EditableLine, type EditPricing } from '../../src/order-edits/order-edit-pricing';
import type { EditOperation } from '../../src/order-edits/order-edits.types';

const line = (id: string, unit: number, quantity: number, fulfilled = 0): EditableLine => ({
  id,
  variant_id: `var_${id}`,
  product_id: `prod_${id}`,
  title: id,
  variant_title: 'Default',
  sku: id,
  unit_amount: unit,
  quantity,
  fulfilled_quantity: fulfilled,
  refunded_quantity: 0,
});

/**
 * An order of 2 × 2500 and 1 × 1000 with 500 shipping, whose 10% code applied at checkout to the first line only
 * (its eligible products): the store charged 6000 in all, where a re-quote of the whole basket gives 5800.
 */
const lines = [line('a', 2500, 2), line('b', 1000, 1)];
const pricing: EditPricing = {
  previous: { subtotal: 6000, discount: 500, shipping: 500, tax: 0, total: 6000 },
  before: { discount: { type: 'percentage', value: 10 }, shippingAmount: 500, taxRateBasisPoints: 0 },
  discount: { type: 'percentage', value: 10 },
  discountCode: 'TEN',
  shippingAmount: 500,
  shippingOption: null,
  shippingAddress: null,
  taxRateBasisPoints: 0,
  taxInclusive: false,
};
const add: EditOperation = {
  id: 'op_1',
  type: 'add_line',
  variantId: 'var_c',
  productId: 'prod_c',
  title: 'c',
  variantTitle: 'Default',
  sku: 'c',
  quantity: 1,
  unitAmount: 2000,
};

describe('when an edit of an order is priced', () => {
  it('then no change, or changes that cancel out, move nothing, whatever checkout took into account', () => {
    expect(priceEdit(lines, [], pricing)).toMatchObject({ total: 6000, difference: 0, movement: 'none', stock: [] });
    const undone = priceEdit(lines, [add, { id: 'op_2', type: 'set_quantity', lineId: 'op_1', quantity: 0 }], pricing);
    expect(undone).toMatchObject({ difference: 0, movement: 'none', stock: [] });
  });

  it('then a line lowered or added moves the stored total by what the same rules price it at', () => {
    const lowered = priceEdit(lines, [{ id: 'op_3', type: 'set_quantity', lineId: 'a', quantity: 1 }], pricing);
    // 2500 less, 10% of it off: 2250 back.
    expect(lowered).toMatchObject({ total: 3750, difference: -2250, movement: 'refund' });
    expect(lowered.stock).toEqual([{ variantId: 'var_a', productId: 'prod_a', quantity: -1 }]);
    expect(priceEdit(lines, [add], pricing)).toMatchObject({ difference: 1800, movement: 'payment_link' });
  });

  it('then a quantity below what shipped, or every line removed, is refused', () => {
    const shipped = [line('a', 2500, 2, 1), line('b', 1000, 1)];
    expect(() => priceEdit(shipped, [{ id: 'op_4', type: 'set_quantity', lineId: 'a', quantity: 0 }], pricing)).toThrow(
      /at least 1/,
    );
    const none: EditOperation[] = [
      { id: 'op_5', type: 'set_quantity', lineId: 'a', quantity: 0 },
      { id: 'op_6', type: 'set_quantity', lineId: 'b', quantity: 0 },
    ];
    expect(() => priceEdit(lines, none, pricing)).toThrow(/cannot remove every line/);
  });
});
