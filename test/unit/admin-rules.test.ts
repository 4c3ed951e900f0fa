import { checkProductShape, variantTitle } from '../../src/catalogue/products/products.admin.rules';
import { checkDiscount, type DiscountFields } from '../../src/discounts/discounts.rules';
import { allowedActions, transition } from '../../src/reviews/reviews.moderation';
import type { Store } from '../../src/stores/store.entity';
import type { DomainError } from '../../src/shared/errors';

const store = { currencies: ['USD', 'EUR'], defaultCurrency: 'USD' } as Store;
const sizes = [{ name: 'Size', values: ['S', 'M'] }];
const variant = (sku: string, optionValues: Record<string, string> = {}, index = 0) => ({
  field: `body.variants.${index}`,
  sku,
  optionValues,
});

function errorOf(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected an error');
}

describe('when a product shape is checked', () => {
  it('then one variant without options, or one per distinct combination, is accepted', () => {
    expect(() => checkProductShape([], [variant('A')])).not.toThrow();
    expect(() => checkProductShape(sizes, [variant('A', { Size: 'S' }), variant('B', { Size: 'M' }, 1)])).not.toThrow();
  });

  it('then a second variant without options, a repeated option name or repeated SKU is refused with its field', () => {
    expect(errorOf(() => checkProductShape([], [variant('A'), variant('B', {}, 1)])).details).toEqual([
      expect.objectContaining({ field: 'body.variants', code: 'maxItems' }),
    ]);
    expect(
      errorOf(() =>
        checkProductShape([...sizes, { name: 'size', values: ['X'] }], [variant('A', { Size: 'S', size: 'X' })]),
      ).details,
    ).toEqual([expect.objectContaining({ field: 'body.options.1.name' })]);
    const duplicate = errorOf(() =>
      checkProductShape(sizes, [variant('A', { Size: 'S' }), variant('A', { Size: 'M' }, 1)]),
    );
    expect(duplicate.code).toBe('resource_already_exists');
  });

  it('then a variant title defaults to its option values in option order', () => {
    expect(
      variantTitle(
        [
          { name: 'Size', values: ['M'] },
          { name: 'Colour', values: ['Navy'] },
        ],
        { Colour: 'Navy', Size: 'M' },
      ),
    ).toBe('M / Navy');
    expect(variantTitle([], {})).toBe('Default');
  });
});

describe('when a discount is checked', () => {
  const base: DiscountFields = {
    code: 'X',
    type: 'percentage',
    value: 10,
    currency: null,
    minimumSubtotal: null,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    usageLimitPerCustomer: null,
    active: true,
  };

  it('then a fixed amount or a minimum subtotal takes the store default currency when none is given', () => {
    expect(checkDiscount(store, { ...base, type: 'fixed_amount', value: 500 }).currency).toBe('USD');
    expect(checkDiscount(store, { ...base, minimumSubtotal: 1000 }).currency).toBe('USD');
    expect(checkDiscount(store, base).currency).toBeNull();
  });

  it('then a currency the store does not accept is refused with currency_not_supported', () => {
    expect(errorOf(() => checkDiscount(store, { ...base, type: 'fixed_amount', value: 5, currency: 'JPY' })).code).toBe(
      'currency_not_supported',
    );
  });
});

describe('when a review is moderated', () => {
  it('then the transition table gives both the next state and the allowed actions', () => {
    expect(transition('pending', 'approve')).toBe('published');
    expect(transition('published', 'reject')).toBe('rejected');
    expect(transition('rejected', 'approve')).toBe('published');
    expect(allowedActions('pending')).toEqual(['approve', 'reject']);
    expect(errorOf(() => transition('rejected', 'reject')).details).toEqual({
      currentState: 'rejected',
      allowedActions: ['approve'],
    });
  });
});
