import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import { cartsPastOpen } from '../cart/cart.repository';
import type { CheckoutInput } from './checkout.types';

export interface PendingSubmitRow {
  cart_id: string;
  input: CheckoutInput;
  submitted_at: Date;
  /** Past the give-up time: the attempt is marked failed unless its checkout exists. */
  overdue: boolean;
}

/** Before the update-with-start: the cart's checkout input, kept until the checkout is known to exist. */
export async function recordPendingSubmit(em: EntityManager, input: CheckoutInput): Promise<void> {
  await execute(
    em,
    `INSERT INTO pending_submits (cart_id, input) VALUES (?, ?::jsonb)
       ON CONFLICT (cart_id) DO UPDATE SET input = EXCLUDED.input, submitted_at = now()`,
    [input.cartId, JSON.stringify(input)],
  );
}

export async function forgetPendingSubmit(em: EntityManager, cartId: string): Promise<void> {
  await execute(em, 'DELETE FROM pending_submits WHERE cart_id = ?', [cartId]);
}

/** The oldest submits recorded at least `afterSeconds` ago, each saying whether it is past `giveUpSeconds`. */
export function pendingSubmitsDue(
  em: EntityManager,
  afterSeconds: number,
  giveUpSeconds: number,
  limit: number,
): Promise<PendingSubmitRow[]> {
  return queryRows<PendingSubmitRow>(
    em,
    `SELECT cart_id, input, submitted_at, submitted_at < now() - make_interval(secs => ?) AS overdue
       FROM pending_submits WHERE submitted_at < now() - make_interval(secs => ?)
      ORDER BY submitted_at LIMIT ?`,
    [giveUpSeconds, afterSeconds, limit],
  );
}

/** Forgets the submits whose checkout has taken its cart: it started, so there is nothing left to re-drive. */
export function forgetSubmitsOfTakenCarts(em: EntityManager): Promise<number> {
  return execute(em, sql`DELETE FROM pending_submits WHERE cart_id IN (${cartsPastOpen})`);
}
