export { purgeExpiredDataWorkflow } from './maintenance.workflow';
export { sendSignInLinkWorkflow } from './customer-mail.workflow';
