/** Workflow ids: the API, the Temporal adapter and the workflows name a cart's checkout and an order's run alike. */
export const checkoutWorkflowId = (cartId: string) => `checkout-${cartId}`;
export const exportWorkflowId = (exportId: string) => `export-${exportId}`;
export const importWorkflowId = (importId: string) => `import-${importId}`;
export const orderWorkflowId = (orderId: string) => `order-${orderId}`;
export const returnWorkflowId = (returnId: string) => `return-${returnId}`;
export const cartRecoveryWorkflowId = (cartId: string) => `cart-recovery-${cartId}`;
export const restockWorkflowId = (variantId: string) => `restock-${variantId}`;
export const priceListWorkflowId = (priceListId: string) => `price-list-${priceListId}`;
export const draftOrderWorkflowId = (draftId: string) => `draft-order-${draftId}`;
export const giftCardDeliveryWorkflowId = (giftCardId: string) => `gift-card-delivery-${giftCardId}`;
export const subscriptionWorkflowId = (subscriptionId: string) => `subscription-${subscriptionId}`;
export const mediaVariantsWorkflowId = (mediaId: string) => `media-variants-${mediaId}`;
