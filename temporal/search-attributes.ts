/** Search attributes an operator filters workflows by in the Temporal UI. */
export const SEARCH_ATTRIBUTES: Record<string, 'Keyword' | 'KeywordList' | 'Text' | 'Int' | 'Datetime'> = {
  StoreId: 'Keyword',
  OrderId: 'Keyword',
  CustomerEmail: 'Keyword',
  OrderStatus: 'Keyword',
  CartId: 'Keyword',
  WebhookEndpointId: 'Keyword',
  PaymentReconciliation: 'Keyword',
  ImportId: 'Keyword',
  ImportStatus: 'Keyword',
  ReturnStatus: 'Keyword',
  // A keyword list of one: the dev server's SQLite visibility holds at most 10 Keyword attributes, all taken above.
  SubscriptionStatus: 'KeywordList',
};
