import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityRow } from '../db/entity-row';
import type { CartSchema } from './cart.entity';
import type { CartLineSchema } from './cart-line.entity';
import { execute, queryOne, queryRows } from '../db/sql';
import { newId } from '../shared/ids';
import { raw, sql, type Sql } from '../db/sql-template';

/** Timestamps in PostgreSQL's text form (or ISO, read through to_jsonb). */
export type CartRow = EntityRow<typeof CartSchema>;

/** A line with its variant's texts, price and stock as cart_line_rows (src/cart/sql/cart_line_rows.sql) reads them. */
export type CartLineRow = Pick<EntityRow<typeof CartLineSchema>, 'id' | 'product_id' | 'variant_id' | 'quantity'> & {
  product_title: string;
  variant_title: string;
  sku: string;
  weight_grams: number;
  unit_amount: string | null;
  /** The variant's own price, kept by priceCartLines when a price list may have changed unit_amount. */
  own_unit_amount?: string | null;
  /** Units on hand less those reserved; null for a gift card whose stock is not counted (no limit but the line's). */
  available: number | null;
  image_url: string | null;
  image_alt: string | null;
  /** Who gets a gift-card line's cards (`{}` until the shopper says); null for any other line. */
  gift_card?: CartLineGiftCard | null;
  /** False for a draft order's untaxed custom line; a cart's lines are all taxed. */
  taxable?: boolean;
};

/** Named rather than `*`, so the statements stay prepared across migrations that add columns. */
const CART_COLUMNS = `id, store_id, token, currency, status, customer_id, email, shipping_address, billing_address,
  note, shipping_option_id, discount_code, last_checkout_error, selling_plan_chosen, created_at, updated_at`;

/** The columns of cart_line_rows (src/cart/sql/cart_line_rows.sql), named so the statements stay prepared. */
const LINE_COLUMNS =
  'id, product_id, variant_id, quantity, product_title, variant_title, sku, weight_grams, unit_amount, available, ' +
  'image_url, image_alt, gift_card';
const LINE_COLUMNS_OF_L = LINE_COLUMNS.split(', ')
  .map((column) => `l.${column}`)
  .join(', ');

/** The cart rides on the first row only (line 1, or the one row of a cart without lines). */
const cartOnFirstRow = (cart: string) => `CASE WHEN coalesce(line_number, 1) = 1 THEN to_jsonb(${cart}) END AS cart`;

/** The rows that carry a line: a cart without lines comes back as one row of nulls. */
const linesOf = <Row extends Partial<CartLineRow>>(rows: Row[]) =>
  rows.filter((row): row is Row & CartLineRow => row.id !== null && row.id !== undefined);

/** The cart of this token with its lines, in one query; undefined before the cart exists. */
export async function findCartWithLines(
  em: EntityManager,
  storeId: string,
  token: string,
): Promise<{ cart: CartRow; lines: CartLineRow[] } | undefined> {
  const rows = await queryRows<Partial<CartLineRow> & { cart: CartRow | null }>(
    em,
    `SELECT ${cartOnFirstRow('c')}, ${LINE_COLUMNS_OF_L}
       FROM carts c LEFT JOIN LATERAL cart_line_rows(c.id, c.currency) l ON true
      WHERE c.store_id = ? AND c.token = ?
      ORDER BY l.line_number`,
    [storeId, token],
  );
  if (rows.length === 0) return undefined;
  return { cart: rows[0].cart as CartRow, lines: linesOf(rows) };
}

/**
 * The carts of these tokens (of their stores) with their lines, in one query, in the order asked; undefined for a
 * token without a cart. For submits that arrive together (src/checkout/submit-stock-check.middleware.ts).
 */
export async function findCartsWithLines(
  em: EntityManager,
  keys: Array<{ storeId: string; token: string }>,
): Promise<Array<{ cart: CartRow; lines: CartLineRow[] } | undefined>> {
  const rows = await queryRows<Partial<CartLineRow> & { cart: CartRow | null; cart_key: string }>(
    em,
    sql`SELECT k.store_id || ' ' || k.token AS cart_key, ${raw(cartOnFirstRow('c'))},
               ${raw(LINE_COLUMNS_OF_L)}
          FROM unnest(${keys.map((key) => key.storeId)}::text[], ${keys.map((key) => key.token)}::text[])
               AS k(store_id, token)
          JOIN carts c ON c.store_id = k.store_id AND c.token = k.token
          LEFT JOIN LATERAL cart_line_rows(c.id, c.currency) l ON true
         ORDER BY c.id, l.line_number`,
  );
  const carts = new Map<string, { cart: CartRow; lines: CartLineRow[] }>();
  for (const { cart_key: key, ...row } of rows) {
    const found = carts.get(key) ?? { cart: row.cart as CartRow, lines: [] };
    carts.set(key, found);
    found.lines.push(...linesOf([row]));
  }
  return keys.map((key) => carts.get(`${key.storeId} ${key.token}`));
}

/** Creates the empty cart of this token in the given currency, unless a cart of that token exists already. */
async function insertCartIfMissing(em: EntityManager, storeId: string, token: string, currency: string): Promise<void> {
  await execute(
    em,
    `INSERT INTO carts (id, store_id, token, currency) VALUES (?, ?, ?, ?) ON CONFLICT (store_id, token) DO NOTHING`,
    [newId('cart'), storeId, token, currency],
  );
}

/** What find reads of this token's cart, after creating the empty cart in the given currency on first sight. */
async function orCreated<T>(
  em: EntityManager,
  storeId: string,
  token: string,
  currency: string,
  find: () => Promise<T | undefined>,
): Promise<T> {
  const existing = await find();
  if (existing) return existing;
  await insertCartIfMissing(em, storeId, token, currency);
  return (await find()) as T;
}

/**
 * The cart of this token with its lines, in one query; an empty one is created in the default currency on first sight.
 */
export async function findOrCreateCartWithLines(
  em: EntityManager,
  storeId: string,
  token: string,
  currency: string,
): Promise<{ cart: CartRow; lines: CartLineRow[] }> {
  return orCreated(em, storeId, token, currency, () => findCartWithLines(em, storeId, token));
}

/** Returns the cart of this token, creating an empty one in the default currency on first sight. */
export async function findOrCreateCart(
  em: EntityManager,
  storeId: string,
  token: string,
  currency: string,
): Promise<CartRow> {
  return orCreated(em, storeId, token, currency, () =>
    queryOne<CartRow>(em, `SELECT ${CART_COLUMNS} FROM carts WHERE store_id = ? AND token = ?`, [storeId, token]),
  );
}

/**
 * The cart of this token, created on first sight, row-locked for the rest of the transaction and marked as changed
 * now: one statement, since the upsert takes the row lock whether it inserts or updates.
 */
export async function lockCartForChange(
  em: EntityManager,
  storeId: string,
  token: string,
  currency: string,
): Promise<CartRow> {
  const row = await queryOne<CartRow>(
    em,
    `INSERT INTO carts (id, store_id, token, currency) VALUES (?, ?, ?, ?)
     ON CONFLICT (store_id, token) DO UPDATE SET updated_at = now()
     RETURNING ${CART_COLUMNS}`,
    [newId('cart'), storeId, token, currency],
  );
  return row as CartRow;
}

export type CartLineChange =
  | { mode: 'add'; productId: string; variantId?: string; quantity: number }
  | { mode: 'set'; lineId: string; quantity: number }
  | { mode: 'remove'; lineId: string };

export type CartLineOutcome =
  | 'ok'
  | 'cart_not_open'
  | 'line_not_found'
  | 'product_not_found'
  | 'variant_not_of_product'
  | 'variant_required'
  | 'no_price'
  | 'too_many_lines'
  | 'too_many_units'
  | 'out_of_stock';

/**
 * What cart_change_line decided, the line's product and variant as far as it got, and the cart after the change
 * with its lines (none when refused).
 */
export interface CartLineChangeResult {
  outcome: CartLineOutcome;
  productId: string;
  variantId: string;
  requested: number;
  available: number;
  cart: CartRow;
  lines: CartLineRow[];
}

export interface CartLimits {
  maxLines: number;
  maxQuantity: number;
}

type LineChangeRow = Partial<CartLineRow> & {
  outcome: CartLineOutcome;
  line_product_id: string;
  line_variant_id: string;
  units_requested: number;
  units_available: number;
  cart: CartRow;
};

/**
 * Runs one line change in the database function src/cart/sql/cart_change_line.sql: one round trip, atomic on its own.
 */
export async function changeCartLine(
  em: EntityManager,
  store: { id: string; defaultCurrency: string },
  token: string,
  change: CartLineChange,
  limits: CartLimits,
): Promise<CartLineChangeResult> {
  const rows = await queryRows<LineChangeRow>(
    em,
    // The function repeats the cart on each row; it is read from the first.
    `SELECT outcome, line_product_id, line_variant_id, units_requested, units_available,
            ${cartOnFirstRow('cart')}, ${LINE_COLUMNS}
       FROM cart_change_line(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ORDER BY line_number`,
    [
      store.id,
      token,
      store.defaultCurrency,
      newId('cart'),
      change.mode,
      change.mode === 'add' ? change.productId : null,
      change.mode === 'add' ? (change.variantId ?? null) : null,
      change.mode === 'add' ? null : change.lineId,
      change.mode === 'remove' ? 0 : change.quantity,
      newId('li'),
      limits.maxLines,
      limits.maxQuantity,
    ],
  );
  const { outcome, line_product_id, line_variant_id, units_requested, units_available, cart } = rows[0];
  return {
    outcome,
    productId: line_product_id,
    variantId: line_variant_id,
    requested: units_requested,
    available: units_available,
    cart,
    lines: linesOf(rows),
  };
}

/** The cart's lines with the product and variant snapshot a storefront shows, in one query. */
export async function findCartLines(em: EntityManager, cartId: string, currency: string): Promise<CartLineRow[]> {
  return queryRows<CartLineRow>(em, `SELECT ${LINE_COLUMNS} FROM cart_line_rows(?, ?) ORDER BY line_number`, [
    cartId,
    currency,
  ]);
}

/** A cart as a re-read of the stock sees it: whether it is still open, and when it last changed (as to_jsonb reads). */
export interface CartMoment {
  open: boolean;
  updatedAt: string;
}

/**
 * The stock of the cart's variants read again, with where the given carts stand: one statement, so a cart whose
 * checkout reserved its units (the same transaction moves it out of `open`) shows in the stock or as open, never both
 * and never neither.
 */
export async function findStockBesideCarts(
  em: EntityManager,
  cart: Pick<CartRow, 'id' | 'currency'>,
  cartIds: string[],
): Promise<{ available: Map<string, number | null>; carts: Map<string, CartMoment> }> {
  const rows = await queryRows<
    Pick<CartLineRow, 'variant_id' | 'available'> & { carts: Array<CartMoment & { id: string }> }
  >(
    em,
    sql`SELECT l.variant_id, l.available,
               (SELECT coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'open', c.status = 'open',
                                                             'updatedAt', to_jsonb(c.updated_at))), '[]')
                  FROM carts c WHERE c.id = ANY(${cartIds}::text[])) AS carts
          FROM cart_line_rows(${cart.id}, ${cart.currency}) l`,
  );
  return {
    available: new Map(rows.map((row) => [row.variant_id, row.available === null ? null : Number(row.available)])),
    carts: new Map((rows[0]?.carts ?? []).map(({ id, ...moment }) => [id, moment])),
  };
}

export interface CartBasket {
  subtotal: number;
  weightGrams: number;
}

/**
 * A line's unit price in minor units (bigint arrives as text); a line without a price in the cart currency counts 0.
 */
export const unitAmountOf = (line: CartLineRow): number => Number(line.unit_amount ?? 0);

/** Subtotal and parcel weight of a cart's lines, for discount and shipping checks; an unpriced line counts 0. */
export function basketOf(lines: CartLineRow[]): CartBasket {
  return lines.reduce(
    (basket, line) => ({
      subtotal: basket.subtotal + line.quantity * unitAmountOf(line),
      weightGrams: basket.weightGrams + line.quantity * line.weight_grams,
    }),
    { subtotal: 0, weightGrams: 0 },
  );
}

/** The checkout details a shopper gives before submitting. */
export type CartDetails = Pick<
  CartRow,
  'email' | 'note' | 'shipping_address' | 'billing_address' | 'shipping_option_id'
>;

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export async function updateCartDetails(em: EntityManager, cartId: string, details: CartDetails): Promise<void> {
  await execute(
    em,
    `UPDATE carts SET email = ?, note = ?, shipping_address = ?::jsonb, billing_address = ?::jsonb, ` +
      `shipping_option_id = ? WHERE id = ?`,
    [
      details.email,
      details.note,
      json(details.shipping_address),
      json(details.billing_address),
      details.shipping_option_id,
      cartId,
    ],
  );
}

export async function setCartDiscountCode(em: EntityManager, cartId: string, code: string | null): Promise<void> {
  await execute(em, 'UPDATE carts SET discount_code = ? WHERE id = ?', [code, cartId]);
}

/** The cart's currency: every read prices it in this one. Answers the new updated_at. */
export async function setCartCurrency(em: EntityManager, cartId: string, currency: string): Promise<string> {
  const row = await queryOne<{ updated_at: string }>(
    em,
    sql`UPDATE carts SET currency = ${currency}, updated_at = now() WHERE id = ${cartId} RETURNING updated_at`,
  );
  return row?.updated_at as string;
}

export async function setCartShippingOption(em: EntityManager, cartId: string, optionId: string): Promise<void> {
  await execute(em, 'UPDATE carts SET shipping_option_id = ? WHERE id = ?', [optionId, cartId]);
}

/** The cart of this id (any status). */
export function findCartById(em: EntityManager, cartId: string): Promise<CartRow | undefined> {
  return queryOne<CartRow>(em, `SELECT ${CART_COLUMNS} FROM carts WHERE id = ?`, [cartId]);
}

/** The cart of this id in this store, row-locked for the rest of the transaction (a checkout's start). */
export function lockCartForCheckout(em: EntityManager, storeId: string, cartId: string): Promise<CartRow | undefined> {
  return queryOne<CartRow>(em, `SELECT ${CART_COLUMNS} FROM carts WHERE id = ? AND store_id = ? FOR UPDATE`, [
    cartId,
    storeId,
  ]);
}

/**
 * A statement: a submitted cart leaves `open` (to `checking_out`, or `completed` for an offline payment) and gets its
 * customer. A statement rather than a call, so a checkout writes it with its order event (recordEventWith).
 */
export const cartSubmitted = (cartId: string, status: 'checking_out' | 'completed', customerId: string): Sql =>
  sql`UPDATE carts SET status = ${status}, last_checkout_error = NULL,
                       customer_id = coalesce(customer_id, ${customerId}), updated_at = now()
       WHERE id = ${cartId}`;

/** The signed-in shopper a cart belongs to (the one it was adopted by), if any. */
export async function customerOfCart(em: EntityManager, cartId: string): Promise<string | null> {
  const row = await queryOne<{ customer_id: string | null }>(
    em,
    sql`SELECT customer_id FROM carts WHERE id = ${cartId}`,
  );
  return row?.customer_id ?? null;
}

/** A statement: the cart's checkout completed (written with the order.paid event, as cartSubmitted is). */
export const cartCompleted = (cartId: string): Sql =>
  sql`UPDATE carts SET status = 'completed', updated_at = now() WHERE id = ${cartId}`;

/** A failed checkout reopens its cart (unless it completed) with the error the shopper sees. */
export async function reopenCartWithError(
  em: EntityManager,
  cartId: string,
  error: Record<string, unknown>,
): Promise<void> {
  await execute(
    em,
    `UPDATE carts SET status = 'open', last_checkout_error = ?::jsonb, updated_at = now() WHERE id = ? ` +
      `AND status <> 'completed'`,
    [JSON.stringify(error), cartId],
  );
}

/** A submit refused before its checkout started: the cart stays open with the error, unless a checkout took it. */
export async function recordRefusedCheckout(
  em: EntityManager,
  cartId: string,
  error: Record<string, unknown>,
): Promise<void> {
  await execute(
    em,
    `UPDATE carts SET last_checkout_error = ?::jsonb, updated_at = now() WHERE id = ? AND status = 'open'`,
    [JSON.stringify(error), cartId],
  );
}

/** recordRefusedCheckout for many carts in one statement (refusals that come together); a cart twice is one write. */
export async function recordRefusedCheckouts(
  em: EntityManager,
  refusals: Array<{ cartId: string; error: Record<string, unknown> }>,
): Promise<void> {
  const ids = refusals.map((refusal) => refusal.cartId);
  const errors = refusals.map((refusal) => JSON.stringify(refusal.error));
  await execute(
    em,
    sql`UPDATE carts c SET last_checkout_error = r.error::jsonb, updated_at = now()
          FROM (SELECT DISTINCT ON (id) id, error FROM unnest(${ids}::text[], ${errors}::text[]) AS r(id, error)) r
         WHERE c.id = r.id AND c.status = 'open'`,
  );
}

/** A fragment: the ids of carts a checkout has taken (checking out or completed), for a statement of another domain. */
export const cartsPastOpen: Sql = sql`SELECT id FROM carts WHERE status <> 'open'`;

export interface RecoverableCart {
  id: string;
  token: string;
  status: CartRow['status'];
  email: string | null;
  units: number;
}

/**
 * A cart as recovery sees it, row-locked when asked: a submit (which moves the cart out of `open`) waits for a
 * recovery mail in flight, and a mail waits for a submit in flight and then finds the cart no longer open.
 */
export async function findRecoverableCart(
  em: EntityManager,
  storeId: string,
  cartId: string,
  lock = false,
): Promise<RecoverableCart | undefined> {
  return queryOne<RecoverableCart>(
    em,
    `SELECT c.id, c.token, c.status, c.email,
            (SELECT coalesce(sum(l.quantity), 0)::int FROM cart_lines l WHERE l.cart_id = c.id) AS units
       FROM carts c WHERE c.store_id = ? AND c.id = ? ${lock ? 'FOR UPDATE OF c' : ''}`,
    [storeId, cartId],
  );
}

/** Who gets the gift cards of a cart line (recipient, message, delivery date), as the shopper gave them. */
export interface CartLineGiftCard {
  recipientEmail?: string;
  recipientName?: string;
  senderName?: string;
  message?: string;
  deliverAt?: string;
}

/** Sets a line's gift-card details; answers the line's variant and product, or nothing for no such line. */
export async function setCartLineGiftCard(
  em: EntityManager,
  cartId: string,
  lineId: string,
  giftCard: CartLineGiftCard | null,
): Promise<{ product_id: string; variant_id: string } | undefined> {
  return queryOne(
    em,
    sql`UPDATE cart_lines SET gift_card = ${giftCard === null ? null : JSON.stringify(giftCard)}::jsonb
         WHERE cart_id = ${cartId} AND id = ${lineId} RETURNING product_id, variant_id`,
  );
}

/** The gift-card details of a cart's lines that have them, by variant (a cart holds one line per variant). */
export async function cartLineGiftCards(em: EntityManager, cartId: string): Promise<Map<string, CartLineGiftCard>> {
  const rows = await queryRows<{ variant_id: string; gift_card: CartLineGiftCard }>(
    em,
    sql`SELECT variant_id, gift_card FROM cart_lines WHERE cart_id = ${cartId} AND gift_card IS NOT NULL`,
  );
  return new Map(rows.map((row) => [row.variant_id, row.gift_card]));
}
