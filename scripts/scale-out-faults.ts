/**
 * What the scale-out check counts as money or stock moved wrongly, read from the store's tables once the load has
 * settled. Each function answers one line per fault, for the report.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from '../src/db/sql';

const textArray = (ids: Iterable<string>) => `{${[...ids].join(',')}}`;

/**
 * The gift cards of split payments that moved money wrongly: with an order, one redemption and no reversal; without
 * one, every redemption reversed; always a balance equal to the sum of the card's ledger rows.
 */
export async function giftCardFaultsOf(
  em: EntityManager,
  giftCards: Map<string, string>,
  ordersByCart: Map<string, number>,
): Promise<string[]> {
  const rows = await queryRows<{ id: string; balance: string; ledger: string; redeems: number; reverses: number }>(
    em,
    `SELECT g.id, g.balance, coalesce(sum(l.amount), 0) AS ledger,
            count(*) FILTER (WHERE l.kind = 'redeem')::int AS redeems,
            count(*) FILTER (WHERE l.kind = 'reverse')::int AS reverses
       FROM gift_cards g LEFT JOIN balance_ledger l ON l.gift_card_id = g.id
      WHERE g.id = ANY(?::text[]) GROUP BY g.id`,
    [textArray(giftCards.values())],
  );
  const byCard = new Map(rows.map((row) => [row.id, row]));
  return [...giftCards].flatMap(([cartId, cardId]) => {
    const card = byCard.get(cardId);
    const ordered = ordersByCart.has(cartId);
    const right =
      card !== undefined &&
      Number(card.balance) === Number(card.ledger) &&
      (ordered ? card.redeems === 1 && card.reverses === 0 : card.redeems === card.reverses);
    return right ? [] : [`\n    gift card ${cardId} of cart ${cartId} (order: ${ordered}): ${JSON.stringify(card)}`];
  });
}

/**
 * The orders paid by card alone whose refunds do not match the provider's: each refund row one provider refund of
 * its amount (no more calls, no other amounts), the order's refunded amount their sum, never more than captured.
 */
export async function refundFaultsOf(em: EntityManager, storeId: string, cardOnlyCarts: string[]): Promise<string[]> {
  const rows = await queryRows<{
    id: string;
    captured: string;
    refunded: string;
    refund_rows: number;
    refund_sum: string;
    provider_refunds: number;
    provider_sum: string;
  }>(
    em,
    `SELECT o.id, o.captured_amount AS captured, o.refunded_amount AS refunded,
            (SELECT count(*)::int FROM refunds r WHERE r.order_id = o.id) AS refund_rows,
            (SELECT coalesce(sum(r.amount), 0) FROM refunds r WHERE r.order_id = o.id) AS refund_sum,
            (SELECT count(*)::int FROM test_provider_calls c
              WHERE c.payment_reference = 'test_ch_' || p.id AND c.operation = 'refund') AS provider_refunds,
            (SELECT coalesce(sum(c.amount), 0) FROM test_provider_calls c
              WHERE c.payment_reference = 'test_ch_' || p.id AND c.operation = 'refund') AS provider_sum
       FROM orders o JOIN payments p ON p.order_id = o.id
      WHERE o.store_id = ? AND o.cart_id = ANY(?::text[])`,
    [storeId, textArray(cardOnlyCarts)],
  );
  return rows.flatMap((row) => {
    const right =
      row.refund_rows === row.provider_refunds &&
      Number(row.refund_sum) === Number(row.provider_sum) &&
      Number(row.refunded) === Number(row.refund_sum) &&
      Number(row.refunded) <= Number(row.captured);
    return right ? [] : [`\n    order ${row.id}: ${JSON.stringify(row)}`];
  });
}

/**
 * The returns that ended wrongly: each one resolved, with one refund of its own (`ref_<returnId>`) of the resolution's
 * amount; the units they put back on sale, for the stock count.
 */
export async function returnFaultsOf(
  em: EntityManager,
  returnIds: string[],
): Promise<{ faults: string[]; restocked: number }> {
  const rows = await queryRows<{ id: string; status: string; resolved: string | null; refunded: string | null }>(
    em,
    `SELECT t.id, t.status, t.resolution->>'amount' AS resolved,
            (SELECT sum(r.amount) FROM refunds r WHERE r.id = 'ref_' || t.id) AS refunded
       FROM returns t WHERE t.id = ANY(?::text[])`,
    [textArray(returnIds)],
  );
  const restocked = await queryRows<{ n: number }>(
    em,
    `SELECT coalesce(sum(l.sellable_quantity), 0)::int AS n FROM return_lines l JOIN returns t ON t.id = l.return_id
      WHERE t.id = ANY(?::text[]) AND t.status = 'resolved'`,
    [textArray(returnIds)],
  );
  const found = new Set(rows.map((row) => row.id));
  const faults = [
    ...returnIds.filter((id) => !found.has(id)).map((id) => `\n    return ${id}: not recorded`),
    ...rows.flatMap((row) => {
      const right = row.status === 'resolved' && row.resolved !== null && Number(row.resolved) === Number(row.refunded);
      return right ? [] : [`\n    return ${row.id}: ${JSON.stringify(row)}`];
    }),
  ];
  return { faults, restocked: restocked[0].n };
}

/**
 * The order edits that ended wrongly: each one committed, with one refund of its own (`ref_<edit id without oed_>`);
 * the units they put back on sale, for the stock count.
 */
export async function editFaultsOf(
  em: EntityManager,
  editIds: string[],
  variantId: string,
): Promise<{ faults: string[]; restocked: number }> {
  const rows = await queryRows<{ id: string; status: string; refunded: string | null }>(
    em,
    `SELECT e.id, e.status, (SELECT r.amount FROM refunds r WHERE r.id = 'ref_' || substr(e.id, 5)) AS refunded
       FROM order_edits e WHERE e.id = ANY(?::text[])`,
    [textArray(editIds)],
  );
  const restocked = await queryRows<{ n: number }>(
    em,
    `SELECT coalesce(sum(delta), 0)::int AS n FROM stock_ledger WHERE variant_id = ? AND reason = 'order_edit'`,
    [variantId],
  );
  const found = new Set(rows.map((row) => row.id));
  const faults = [
    ...editIds.filter((id) => !found.has(id)).map((id) => `\n    edit ${id}: not recorded`),
    ...rows.flatMap((row) =>
      row.status === 'committed' && Number(row.refunded) > 0 ? [] : [`\n    edit ${row.id}: ${JSON.stringify(row)}`],
    ),
  ];
  return { faults, restocked: restocked[0].n };
}
