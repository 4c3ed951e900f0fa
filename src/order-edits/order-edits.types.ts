/** Shapes shared by the order workflow (type-only imports) and the order-edit services behind its activities. */

/** One change staff appended to an edit; `id` names it so it can be undone before commit. */
export type EditOperation =
  | {
      id: string;
      type: 'add_line';
      variantId: string;
      productId: string;
      title: string;
      variantTitle: string;
      sku: string;
      quantity: number;
      /** The variant's price when the line was added, or the custom price staff gave. */
      unitAmount: number;
    }
  | { id: string; type: 'set_quantity'; lineId: string; quantity: number }
  | {
      id: string;
      type: 'set_shipping';
      shippingOption: { id: string; name: string } | null;
      address: Record<string, unknown> | null;
    }
  | { id: string; type: 'set_discount'; code: string | null };

/** A line of the order as the edit would leave it; `lineId` is the order line's id or, added, the operation's. */
export interface EditedLine {
  lineId: string;
  added: boolean;
  /** Null for a custom line (a draft order's title and price). */
  variantId: string | null;
  productId: string | null;
  title: string;
  variantTitle: string;
  sku: string;
  unitAmount: number;
  quantity: number;
  previousQuantity: number;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** How the money moves at commit: nothing, a refund of the surplus, or a payment link for the shortfall. */
export type MoneyMovement = 'none' | 'refund' | 'payment_link';

/** The order as the edit would leave it, and the money that would move. */
export interface EditPreview {
  lines: EditedLine[];
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  taxTotal: number;
  total: number;
  previousTotal: number;
  /** New total less the previous one: negative is a surplus to refund, positive a shortfall to collect. */
  difference: number;
  movement: MoneyMovement;
  discountCode: string | null;
  shippingOption: Record<string, unknown> | null;
  shippingAddress: Record<string, unknown> | null;
  /** Units to take from stock (positive) or put back (negative), per variant. */
  stock: Array<{ variantId: string; productId: string; quantity: number }>;
}

/** A payment-link payment as planned under the order's lock. */
export interface PlannedLinkPayment {
  linkId: string;
  paymentId: string;
  amount: number;
  currency: string;
  alreadyPaid: boolean;
}
