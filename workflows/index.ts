export { purgeExpiredDataWorkflow, reconcilePaymentsWorkflow } from './maintenance.workflow';
export { sendSignInLinkWorkflow } from './customer-mail.workflow';
export { webhookDeliveryWorkflow, retryWebhookNowSignal } from './webhook-delivery.workflow';
export { webhookEndpointWorkflow, deliveriesQueuedSignal } from './webhook-endpoint.workflow';
export { checkoutWorkflow } from './checkout.workflow';
export { orderWorkflow } from './order.workflow';
export { exportWorkflow } from './export.workflow';
export { importWorkflow } from './import.workflow';
export { returnWorkflow } from './return.workflow';
