import type { components } from '@commerce-service/sdk';

/**
 * The public API's answers the widget reads, as openapi.json gives them (the SDK's generated types: imported as types
 * only, so they add nothing to the bundles).
 */
type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type Money = Schema<'Money'>;
export type Theme = Schema<'Theme'>;
export type StoreProfile = Schema<'StoreProfile'>;
export type ProductSummary = Schema<'ProductSummary'>;
export type Product = Schema<'Product'>;
export type Variant = Product['variants'][number];
export type PickupLocation = Schema<'PickupLocation'>;
export type Category = Schema<'Category'>;
export type Address = Schema<'Address'>;
export type ShippingRate = Schema<'ShippingRate'>;
export type Cart = Schema<'Cart'>;
export type CheckoutState = Schema<'CheckoutState'>;
/** What submit and the payment callback answer. */
export type Order = Schema<'ShopperOrder'>;
export type CustomerOrderSummary = Schema<'CustomerOrderSummary'>;
export type CustomerOrder = Schema<'CustomerOrder'>;
export type Return = Schema<'Return'>;
export type Subscription = Schema<'Subscription'>;
export type SellingPlan = Schema<'SellingPlan'>;
export type PaymentLink = Schema<'PaymentLink'>;
export type ReturnableOrder = Schema<'ReturnableOrder'>;
export type ReviewList = Schema<'ReviewList'>;
export type ConversationMessage = Schema<'ConversationMessage'>;

/** One page of a cursor-paged list. */
export interface Page<T> {
  data: T[];
  hasMore: boolean;
  nextCursor?: string;
}
