export { purgeExpiredDataWorkflow } from './maintenance.workflow';
