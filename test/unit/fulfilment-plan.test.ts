import { planFulfilments, type AllocatedUnits } from '../../src/orders/fulfilment-plan';
import { DomainError } from '../../src/shared/errors';

const at = (variantId: string, locationId: string, priority: number, quantity: number, fulfilled = 0) =>
  ({ variantId, locationId, locationPriority: priority, quantity, fulfilledQuantity: fulfilled }) as AllocatedUnits;

describe('when a fulfilment is planned from an order’s allocations', () => {
  const allocations = [at('var_a', 'loc_far', 2, 1), at('var_a', 'loc_near', 1, 2, 1), at('var_b', 'loc_far', 2, 3)];

  it('then units ship from the locations with units left, one fulfilment per location by priority', () => {
    const plan = planFulfilments(
      [
        { lineId: 'l1', variantId: 'var_a', quantity: 2 },
        { lineId: 'l2', variantId: 'var_b', quantity: 3 },
      ],
      [...allocations].sort((a, b) => a.locationPriority - b.locationPriority),
    );
    expect(plan).toEqual([
      { locationId: 'loc_near', items: [{ lineId: 'l1', quantity: 1 }] },
      {
        locationId: 'loc_far',
        items: [
          { lineId: 'l1', quantity: 1 },
          { lineId: 'l2', quantity: 3 },
        ],
      },
    ]);
  });

  it('then units no allocation covers ship last, without a location', () => {
    const plan = planFulfilments([{ lineId: 'l9', variantId: 'var_z', quantity: 2 }], allocations);
    expect(plan).toEqual([{ locationId: null, items: [{ lineId: 'l9', quantity: 2 }] }]);
  });

  it('then one location ships what it holds, and a named line it cannot cover is refused', () => {
    const lines = [
      { lineId: 'l1', variantId: 'var_a', quantity: 2 },
      { lineId: 'l2', variantId: 'var_b', quantity: 3 },
    ];
    expect(planFulfilments(lines, allocations, 'loc_near')).toEqual([
      { locationId: 'loc_near', items: [{ lineId: 'l1', quantity: 1 }] },
    ]);
    const named = [{ ...lines[0], index: 0 }];
    expect(() => planFulfilments(named, allocations, 'loc_near')).toThrow(DomainError);
    expect(() => planFulfilments(named, allocations, 'loc_near')).toThrow(/only 1 units allocated at loc_near/);
  });
});
