import type { EntitySchema } from '@mikro-orm/core';
import { ApiKeySchema } from './stores/api-key.entity';
import { StoreSchema } from './stores/store.entity';
import { AuditLogEntrySchema } from './audit/audit-log-entry.entity';
import { CartLineSchema } from './cart/cart-line.entity';
import { CartSchema } from './cart/cart.entity';
import { CartDaySchema } from './cart/cart-day.entity';
import { CategorySchema } from './catalogue/categories/category.entity';
import { CategoryListingSchema } from './catalogue/categories/category-listing.entity';
import { CategoryTranslationSchema } from './catalogue/translations/category-translation.entity';
import { ConversationMessageSchema } from './conversations/conversation-message.entity';
import { ConversationSchema } from './conversations/conversation.entity';
import { CustomerAuthTokenSchema } from './customers/customer-auth-token.entity';
import { CustomerSessionSchema } from './customers/customer-session.entity';
import { CustomerSchema } from './customers/customer.entity';
import { DiscountRedemptionSchema } from './discounts/discount-redemption.entity';
import { DiscountSchema } from './discounts/discount.entity';
import { EventSchema } from './events/event.entity';
import { ExportSchema } from './exports/export.entity';
import { FulfilmentSchema } from './orders/fulfilment.entity';
import { IdempotencyKeySchema } from './idempotency/idempotency-key.entity';
import { PendingSubmitSchema } from './checkout/pending-submit.entity';
import { ImportChunkSchema } from './imports/import-chunk.entity';
import { ImportProblemSchema } from './imports/import-problem.entity';
import { ImportSchema } from './imports/import.entity';
import { MediaSchema } from './catalogue/media/media.entity';
import { OrderLineSchema } from './orders/order-line.entity';
import { OrderTimelineEntrySchema } from './orders/order-timeline-entry.entity';
import { OrderSchema } from './orders/order.entity';
import {
  OrderCustomerDaySchema,
  OrderCustomerSchema,
  OrderSalesDaySchema,
  OrderVariantSalesDaySchema,
} from './orders/order-sales-day.entity';
import { PaymentProviderSettingsSchema } from './payments/payment-provider-settings.entity';
import { PaymentSchema } from './payments/payment.entity';
import { ProductCategorySchema } from './catalogue/categories/product-category.entity';
import { ProductPriceSchema } from './catalogue/products/product-price.entity';
import { PriceAdjustmentAppliedSchema } from './catalogue/products/price-adjustment-applied.entity';
import { ProductTranslationSchema } from './catalogue/translations/product-translation.entity';
import { ProductWordSchema } from './catalogue/products/product-word.entity';
import { ProductSchema } from './catalogue/products/product.entity';
import { ProviderEventSchema } from './payments/provider-event.entity';
import { RateLimitBucketSchema } from './rate-limits/rate-limit-bucket.entity';
import { RefundSchema } from './orders/refund.entity';
import { ReviewSummarySchema } from './reviews/review-summary.entity';
import { ReviewSchema } from './reviews/review.entity';
import { BalanceLedgerEntrySchema } from './balances/balance-ledger-entry.entity';
import { CartAppliedBalanceSchema } from './balances/cart-applied-balance.entity';
import { GiftCardSchema } from './balances/gift-card.entity';
import { GiftCardDeliverySchema } from './balances/gift-card-delivery.entity';
import { StoreCreditAccountSchema } from './balances/store-credit-account.entity';
import { ShippingOptionSchema } from './settings/shipping-option.entity';
import { ShippingZoneSchema } from './settings/shipping-zone.entity';
import { ReturnPolicySchema } from './settings/return-policy.entity';
import { ReturnSchema } from './returns/return.entity';
import {
  CartRecoveryMailSchema,
  CartRecoverySettingsSchema,
  CartRecoveryUnsubscribeSchema,
} from './cart-recovery/cart-recovery.entity';
import { RestockSettingsSchema, RestockSignupSchema } from './restock/restock.entity';
import {
  CartSellingPlanSchema,
  SellingPlanSchema,
  SubscriptionCycleSchema,
  SubscriptionSchema,
} from './subscriptions/subscription.entity';
import { SubscriptionSettingsSchema } from './settings/subscription-settings.entity';
import { ReturnLineSchema } from './returns/return-line.entity';
import { OrderEditSchema } from './order-edits/order-edit.entity';
import { PaymentLinkSchema } from './payment-links/payment-link.entity';
import { DraftOrderLineSchema, DraftOrderSchema } from './draft-orders/draft-order.entity';
import { DraftOrderSettingsSchema } from './settings/draft-order-settings.entity';
import { ReturnTrackingSchema } from './returns/return-tracking.entity';
import { ClaimSchema } from './returns/claim.entity';
import { ClaimLineSchema } from './returns/claim-line.entity';
import {
  CustomerGroupMemberSchema,
  CustomerGroupSchema,
  PriceListPriceSchema,
  PriceListSchema,
} from './price-lists/price-list.entity';
import { StaffAuthTokenSchema } from './staff/staff-auth-token.entity';
import { StaffMemberSchema } from './staff/staff-member.entity';
import { StaffSessionSchema } from './staff/staff-session.entity';
import { StockLedgerEntrySchema } from './catalogue/stock/stock-ledger-entry.entity';
import { StockReservationSchema } from './catalogue/stock/stock-reservation.entity';
import {
  InventorySettingsSchema,
  LocationStockSchema,
  StockAllocationSchema,
  StockLocationSchema,
  StockTransferLineSchema,
  StockTransferSchema,
} from './catalogue/stock/stock-location.entity';
import { TaxRateSchema } from './settings/tax-rate.entity';
import { TestProviderCallSchema } from './payments/test-provider-call.entity';
import { TestProviderFailureSchema } from './payments/test-provider-failure.entity';
import { VariantPriceSchema } from './catalogue/products/variant-price.entity';
import { VariantSchema } from './catalogue/products/variant.entity';
import { WebhookAttemptSchema } from './webhooks/webhook-attempt.entity';
import { WebhookDeliverySchema } from './webhooks/webhook-delivery.entity';
import { WebhookEndpointSchema } from './webhooks/webhook-endpoint.entity';

/**
 * Every MikroORM entity of the service, one per table: the typed map of the schema that migrations build
 * (test/integration/schema-diff.test.ts fails when the two differ). Registered by the entry points, so the database
 * layer imports no domain.
 */
export const entities = [
  AuditLogEntrySchema,
  BalanceLedgerEntrySchema,
  CartAppliedBalanceSchema,
  CartLineSchema,
  CartSchema,
  CartDaySchema,
  CategorySchema,
  CategoryListingSchema,
  CategoryTranslationSchema,
  ConversationMessageSchema,
  ConversationSchema,
  CustomerAuthTokenSchema,
  CustomerSessionSchema,
  CustomerSchema,
  DiscountRedemptionSchema,
  DiscountSchema,
  EventSchema,
  ExportSchema,
  FulfilmentSchema,
  GiftCardSchema,
  GiftCardDeliverySchema,
  IdempotencyKeySchema,
  PendingSubmitSchema,
  ImportChunkSchema,
  ImportProblemSchema,
  ImportSchema,
  MediaSchema,
  OrderLineSchema,
  OrderTimelineEntrySchema,
  OrderSchema,
  OrderSalesDaySchema,
  OrderCustomerSchema,
  OrderCustomerDaySchema,
  OrderVariantSalesDaySchema,
  PaymentProviderSettingsSchema,
  PaymentSchema,
  ProductCategorySchema,
  ProductPriceSchema,
  PriceAdjustmentAppliedSchema,
  ProductTranslationSchema,
  ProductWordSchema,
  ProductSchema,
  ProviderEventSchema,
  RateLimitBucketSchema,
  RefundSchema,
  ReviewSummarySchema,
  ReviewSchema,
  ShippingOptionSchema,
  ShippingZoneSchema,
  ReturnPolicySchema,
  ReturnSchema,
  CartRecoverySettingsSchema,
  CartRecoveryMailSchema,
  CartRecoveryUnsubscribeSchema,
  RestockSettingsSchema,
  RestockSignupSchema,
  SellingPlanSchema,
  CartSellingPlanSchema,
  SubscriptionSchema,
  SubscriptionCycleSchema,
  SubscriptionSettingsSchema,
  ReturnLineSchema,
  OrderEditSchema,
  PaymentLinkSchema,
  DraftOrderSchema,
  DraftOrderLineSchema,
  DraftOrderSettingsSchema,
  ReturnTrackingSchema,
  ClaimSchema,
  ClaimLineSchema,
  CustomerGroupSchema,
  CustomerGroupMemberSchema,
  PriceListSchema,
  PriceListPriceSchema,
  StockLocationSchema,
  LocationStockSchema,
  StockAllocationSchema,
  InventorySettingsSchema,
  StockTransferSchema,
  StockTransferLineSchema,
  StaffAuthTokenSchema,
  StaffMemberSchema,
  StaffSessionSchema,
  StockLedgerEntrySchema,
  StockReservationSchema,
  StoreCreditAccountSchema,
  TaxRateSchema,
  TestProviderCallSchema,
  TestProviderFailureSchema,
  VariantPriceSchema,
  VariantSchema,
  WebhookAttemptSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  ApiKeySchema,
  StoreSchema,
] as unknown as EntitySchema[];
