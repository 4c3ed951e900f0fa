import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { SignInLinkRequest } from '../src/customers/sign-in-link.service';
import { MAIL_ACTIVITY } from './policies';

const { sendSignInLink } = proxyActivities<Activities>(MAIL_ACTIVITY);

/** Sends a passwordless sign-in e-mail, retrying while the mail server or database is unreachable. */
export async function sendSignInLinkWorkflow(request: SignInLinkRequest): Promise<{ sent: boolean }> {
  return sendSignInLink(request);
}
