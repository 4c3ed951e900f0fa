/**
 * The domain folder (under src/) that owns each table and each database function of the schema. Only that folder's
 * `*.repository.ts` and `*.query.ts` files hold SQL naming them; other code calls those files, passing its
 * EntityManager so a transaction spans every domain it writes (test/unit/sql-ownership.test.ts keeps it so).
 * A migration that creates a table or a function adds it here.
 */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  // stores
  stores: 'stores',
  api_keys: 'stores',
  notify_store_credentials: 'stores',
  // imports
  imports: 'imports',
  import_chunks: 'imports',
  import_problems: 'imports',
  // exports
  exports: 'exports',
  // audit
  audit_log: 'audit',
  // balances: gift cards, store credit and their one ledger
  gift_cards: 'balances',
  store_credit_accounts: 'balances',
  balance_ledger: 'balances',
  balance_ledger_apply: 'balances',
  balance_ledger_append_only: 'balances',
  cart_applied_balances: 'balances',
  gift_card_deliveries: 'balances',
  // cart
  carts: 'cart',
  cart_lines: 'cart',
  cart_change_line: 'cart',
  cart_line_rows: 'cart',
  cart_days: 'cart',
  cart_days_follow_lines: 'cart',
  // catalogue: products, categories, search words, prices and stock. Its subfolders (products, categories, stock,
  // translations, media) share these: a variant row holds both its price and the stock counter that one conditional
  // UPDATE reserves, and the storefront's list reads words, prices, listings and stock in one statement.
  products: 'catalogue',
  product_translations: 'catalogue',
  category_translations: 'catalogue',
  translation_search_config: 'catalogue',
  translation_search_query: 'catalogue',
  translations_notify_catalogue: 'catalogue',
  variants: 'catalogue',
  media: 'catalogue',
  media_notify_catalogue: 'catalogue',
  categories: 'catalogue',
  category_listings: 'catalogue',
  product_categories: 'catalogue',
  product_prices: 'catalogue',
  price_adjustments_applied: 'catalogue',
  variant_prices: 'catalogue',
  product_words: 'catalogue',
  stock_ledger: 'catalogue',
  stock_reservations: 'catalogue',
  stock_locations: 'catalogue',
  location_stock: 'catalogue',
  stock_allocations: 'catalogue',
  inventory_settings: 'catalogue',
  stock_transfers: 'catalogue',
  stock_transfer_lines: 'catalogue',
  stock_locations_default_for_store: 'catalogue',
  categories_notify_catalogue: 'catalogue',
  category_lineage: 'catalogue',
  category_listings_follow_filings: 'catalogue',
  category_listings_follow_moves: 'catalogue',
  category_listings_lock: 'catalogue',
  category_listings_rebuild: 'catalogue',
  product_categories_created_at: 'catalogue',
  product_categories_follow_status: 'catalogue',
  product_categories_from_product: 'catalogue',
  product_categories_notify_catalogue: 'catalogue',
  product_prices_from_gift_card: 'catalogue',
  product_prices_from_prices: 'catalogue',
  product_prices_from_stock: 'catalogue',
  product_prices_from_variants: 'catalogue',
  product_words_follow: 'catalogue',
  product_words_forget: 'catalogue',
  product_words_learn: 'catalogue',
  product_words_of: 'catalogue',
  products_notify_catalogue: 'catalogue',
  refresh_product_covers: 'catalogue',
  refresh_product_prices: 'catalogue',
  store_search_query: 'catalogue',
  store_search_vector: 'catalogue',
  stores_notify_catalogue: 'catalogue',
  variant_prices_notify_catalogue: 'catalogue',
  variants_notify_catalogue: 'catalogue',
  variants_notify_stock_or_catalogue: 'catalogue',
  word_stem_bit: 'catalogue',
  // conversations
  conversations: 'conversations',
  conversation_messages: 'conversations',
  // price-lists: customer groups, price lists and their prices
  customer_groups: 'price-lists',
  customer_group_members: 'price-lists',
  price_lists: 'price-lists',
  price_list_prices: 'price-lists',
  // customers
  customers: 'customers',
  customer_sessions: 'customers',
  customer_auth_tokens: 'customers',
  // discounts
  discounts: 'discounts',
  discount_redemptions: 'discounts',
  // events (the outbox)
  events: 'events',
  notify_event_outbox: 'events',
  // checkout: submits whose checkout may not have started yet
  pending_submits: 'checkout',
  // idempotency keys of unsafe requests
  idempotency_keys: 'idempotency',
  // orders
  orders: 'orders',
  order_lines: 'orders',
  order_timeline: 'orders',
  fulfilments: 'orders',
  refunds: 'orders',
  order_sales_days: 'orders',
  order_variant_sales_days: 'orders',
  order_customers: 'orders',
  order_customer_days: 'orders',
  // payments
  payments: 'payments',
  payment_provider_settings: 'payments',
  provider_events: 'payments',
  test_provider_calls: 'payments',
  test_provider_failures: 'payments',
  // rate limits
  rate_limit_buckets: 'rate-limits',
  rate_limit_lease: 'rate-limits',
  rate_limit_take: 'rate-limits',
  // reviews
  reviews: 'reviews',
  review_summaries: 'reviews',
  review_summaries_apply: 'reviews',
  review_summaries_follow: 'reviews',
  // settings: shipping and tax tables the operator edits
  shipping_zones: 'settings',
  shipping_options: 'settings',
  tax_rates: 'settings',
  return_policies: 'settings',
  // cart-recovery: the store's recovery settings, the mailed steps per cart, unsubscribed addresses
  cart_recovery_settings: 'cart-recovery',
  cart_recovery_mails: 'cart-recovery',
  cart_recovery_unsubscribes: 'cart-recovery',
  // restock: back-in-stock sign-ups and the store's alert settings
  restock_settings: 'restock',
  restock_signups: 'restock',
  // returns: a return of an order's items and its lines
  returns: 'returns',
  return_lines: 'returns',
  // order-edits: drafts of changes to a paid order
  order_edits: 'order-edits',
  // payment-links: an amount a shopper pays on a public page (an order's balance due)
  payment_links: 'payment-links',
  // draft-orders: orders staff build, paid by a payment link or marked paid
  draft_orders: 'draft-orders',
  draft_order_lines: 'draft-orders',
  draft_order_settings: 'settings',
  // subscriptions: selling plans, the plans cart lines chose, subscriptions and their billed cycles
  selling_plans: 'subscriptions',
  cart_selling_plans: 'subscriptions',
  cart_selling_plans_mark_cart: 'subscriptions',
  subscriptions: 'subscriptions',
  subscription_cycles: 'subscriptions',
  subscription_settings: 'settings',
  return_tracking: 'returns',
  // claims: units of a fulfilled order lost or damaged in transit, settled without a return
  claims: 'returns',
  claim_lines: 'returns',
  // staff
  staff_members: 'staff',
  staff_sessions: 'staff',
  staff_auth_tokens: 'staff',
  // webhooks
  webhook_endpoints: 'webhooks',
  webhook_deliveries: 'webhooks',
  webhook_attempts: 'webhooks',
};
