export { purgeExpiredDataWorkflow } from './maintenance.workflow';
export { webhookDeliveryWorkflow, retryWebhookNowSignal } from './webhook-delivery.workflow';
