export { purgeExpiredDataWorkflow } from './maintenance.workflow';
export { checkoutWorkflow } from './checkout.workflow';
export { orderWorkflow } from './order.workflow';
