import { DomainError, invalidField } from '../shared/errors';
import { quote, type QuoteInput } from '../pricing/quote';
import type { EditedLine, EditOperation, EditPreview, MoneyMovement } from './order-edits.types';

/** The facts of an order line an edit looks at. */
export interface EditableLine {
  id: string;
  /** Null for a custom line (a draft order's title and price), which moves no stock. */
  variant_id: string | null;
  product_id: string | null;
  title: string;
  variant_title: string;
  sku: string;
  unit_amount: string | number;
  quantity: number;
  fulfilled_quantity: number;
  refunded_quantity: number;
  /** False for an untaxed custom line; the order's rate applies otherwise. */
  taxable?: boolean;
}

/** What the edited order is priced with, resolved by the service (rates, the discount's rule, shipping). */
export interface EditPricing {
  /** The order's totals as stored (what checkout charged), which the edit moves by its difference. */
  previous: { subtotal: number; discount: number; shipping: number; tax: number; total: number };
  /** How the order was priced before the edit, with the same rules: the order's discount, shipping and tax rate. */
  before: Pick<QuoteInput, 'discount' | 'shippingAmount' | 'taxRateBasisPoints'>;
  discount: QuoteInput['discount'];
  discountCode: string | null;
  shippingAmount: number;
  shippingOption: Record<string, unknown> | null;
  shippingAddress: Record<string, unknown> | null;
  taxRateBasisPoints: number;
  taxInclusive: boolean;
}

type Draft = Omit<EditedLine, 'subtotal' | 'discount' | 'tax' | 'total'> & {
  fulfilled: number;
  locked: boolean;
  taxable: boolean;
};

const lineLocked = (lineId: string) =>
  new DomainError(
    'order_edit_line_locked',
    `Line ${lineId} has been refunded in part; refund or return it instead of editing it.`,
  );

/**
 * The order's lines with the operations applied in order: an added line is its own line (its id the operation's),
 * a quantity never goes below what was fulfilled, and a line refunded in part cannot be edited (its money moved).
 */
export function applyOperations(lines: EditableLine[], operations: EditOperation[]): Draft[] {
  const drafts: Draft[] = lines.map((l) => ({
    lineId: l.id,
    added: false,
    variantId: l.variant_id,
    productId: l.product_id,
    title: l.title,
    variantTitle: l.variant_title,
    sku: l.sku,
    unitAmount: Number(l.unit_amount),
    quantity: l.quantity,
    previousQuantity: l.quantity,
    fulfilled: l.fulfilled_quantity,
    locked: l.refunded_quantity > 0,
    taxable: l.taxable !== false,
  }));
  for (const op of operations) {
    if (op.type === 'add_line') {
      const { id, variantId, productId, title, variantTitle, sku, unitAmount, quantity } = op;
      drafts.push({
        lineId: id,
        added: true,
        variantId,
        productId,
        title,
        variantTitle,
        sku,
        unitAmount,
        quantity,
        previousQuantity: 0,
        fulfilled: 0,
        locked: false,
        taxable: true,
      });
    } else if (op.type === 'set_quantity') {
      const draft = drafts.find((d) => d.lineId === op.lineId);
      if (!draft) throw invalidField('body.lineId', 'unknown', `no line ${op.lineId} on this order or edit`);
      if (draft.locked && op.quantity !== draft.quantity) throw lineLocked(op.lineId);
      if (op.quantity < draft.fulfilled)
        throw invalidField('body.quantity', 'minimum', `at least ${draft.fulfilled} (already fulfilled)`);
      draft.quantity = op.quantity;
    }
  }
  return drafts;
}

/** The shipping, discount and address the operations leave (the last of each kind wins). */
export function lastOf<T extends EditOperation['type']>(
  operations: EditOperation[],
  type: T,
): Extract<EditOperation, { type: T }> | undefined {
  return operations.filter((op): op is Extract<EditOperation, { type: T }> => op.type === type).at(-1);
}

/** The movement a difference makes: a surplus is refunded, a shortfall collected through a payment link. */
export function movementOf(difference: number): MoneyMovement {
  if (difference < 0) return 'refund';
  return difference > 0 ? 'payment_link' : 'none';
}

/**
 * Prices the edited order with integer arithmetic (src/pricing/quote.ts) and works out the money and stock. The order
 * before and after are priced by the same rules and the order's stored totals move by the difference, so an edit that
 * changes nothing (or whose changes cancel out) moves nothing, whatever checkout's pricing took into account that a
 * re-quote cannot (a price list, a discount's eligible products).
 */
export function priceEdit(lines: EditableLine[], operations: EditOperation[], pricing: EditPricing): EditPreview {
  const drafts = applyOperations(lines, operations);
  const kept = drafts.filter((d) => d.quantity > 0);
  if (kept.length === 0)
    throw new DomainError('validation_failed', 'An edit cannot remove every line; cancel the order instead.');
  const priced = quote({
    lines: kept.map((d) => ({ id: d.lineId, unitAmount: d.unitAmount, quantity: d.quantity, taxable: d.taxable })),
    discount: pricing.discount,
    shippingAmount: pricing.shippingAmount,
    taxRateBasisPoints: pricing.taxRateBasisPoints,
    taxInclusive: pricing.taxInclusive,
  });
  const before = quote({
    lines: lines.map((l) => ({
      id: l.id,
      unitAmount: Number(l.unit_amount),
      quantity: l.quantity,
      taxable: l.taxable !== false,
    })),
    ...pricing.before,
    taxInclusive: pricing.taxInclusive,
  });
  const { previous } = pricing;
  const moved = (now: number, then: number, stored: number) => Math.max(0, stored + now - then);
  const total = moved(priced.total, before.total, previous.total);
  const byId = new Map(priced.lines.map((l) => [l.id, l]));
  const stock = new Map<string, { variantId: string; productId: string; quantity: number }>();
  for (const d of drafts) {
    // A custom line is no stock.
    if (d.variantId === null || d.productId === null) continue;
    const moved = stock.get(d.variantId) ?? { variantId: d.variantId, productId: d.productId, quantity: 0 };
    moved.quantity += d.quantity - d.previousQuantity;
    stock.set(d.variantId, moved);
  }
  const difference = total - previous.total;
  return {
    lines: drafts
      .filter((d) => d.quantity > 0 || !d.added)
      .map(({ fulfilled: _f, locked: _l, taxable: _t, ...d }) => {
        const l = byId.get(d.lineId);
        return { ...d, subtotal: l?.subtotal ?? 0, discount: l?.discount ?? 0, tax: l?.tax ?? 0, total: l?.total ?? 0 };
      }),
    subtotal: moved(priced.subtotal, before.subtotal, previous.subtotal),
    discountTotal: moved(priced.discountTotal, before.discountTotal, previous.discount),
    shippingTotal: moved(priced.shippingTotal, before.shippingTotal, previous.shipping),
    taxTotal: moved(priced.taxTotal, before.taxTotal, previous.tax),
    total,
    previousTotal: previous.total,
    difference,
    movement: movementOf(difference),
    discountCode: pricing.discountCode,
    shippingOption: pricing.shippingOption,
    shippingAddress: pricing.shippingAddress,
    stock: [...stock.values()].filter((s) => s.quantity !== 0),
  };
}
