import { DomainError } from '../shared/errors';

export const balanceInsufficient = (balance: number, requested: number) =>
  new DomainError(
    'balance_insufficient',
    `The balance holds ${balance} (minor units); ${requested} cannot be taken from it.`,
    { balance, requested },
  );

/** One answer for a code that is unknown, disabled or expired, so trying codes tells nothing about which exist. */
export const giftCardInvalid = () =>
  new DomainError('gift_card_invalid', 'No usable gift card has this code.', { reason: 'not_usable' });
