/** Search attributes an operator filters workflows by in the Temporal UI. */
export const SEARCH_ATTRIBUTES: Record<string, 'Keyword' | 'Text' | 'Int' | 'Datetime'> = {
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
  SubscriptionStatus: 'Keyword',
};
