import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { AnySignInLinkRequest } from '../activities/customer-mail.activities';
import { MAIL_ACTIVITY } from './policies';

const { sendSignInLink } = proxyActivities<Activities>(MAIL_ACTIVITY);

/** Sends a passwordless sign-in e-mail (a shopper's or a staff member's), retrying while mail or database is down. */
export async function sendSignInLinkWorkflow(request: AnySignInLinkRequest): Promise<{ sent: boolean }> {
  return sendSignInLink(request);
}
