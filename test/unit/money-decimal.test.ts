import { toDecimalString } from '../../src/shared/money';

describe('when an amount is written as plain decimal text', () => {
  it.each([
    [8900, 'USD', '89.00'],
    [5, 'USD', '0.05'],
    [0, 'EUR', '0.00'],
    [1500, 'JPY', '1500'],
    [1234, 'KWD', '1.234'],
    [-250, 'USD', '-2.50'],
  ])('then %d %s reads %s, from the pinned minor-unit table', (amount, currency, expected) => {
    expect(toDecimalString(amount, currency)).toBe(expected);
  });
});
