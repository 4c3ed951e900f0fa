import { randomUUID } from 'node:crypto';
import type { CommerceTemporal } from './client';
import type { SignInLinkRequest } from '../customers/sign-in-link.service';
import type { StaffSignInLinkRequest } from '../staff/staff-sign-in-mail';
import type { CustomerSignInMail } from '../customers/sign-in-mail.port';
import type { StaffSignInMail } from '../staff/staff-mail.port';

/**
 * Starts the durable sign-in e-mail. The workflow input holds no secret: the token is made inside the
 * activity, so it never enters workflow history.
 */
export async function startSignInMail(
  temporal: CommerceTemporal,
  request: SignInLinkRequest | StaffSignInLinkRequest,
): Promise<void> {
  await temporal.client.workflow.start('sendSignInLinkWorkflow', {
    taskQueue: temporal.backgroundTaskQueue,
    workflowId: `mail-sign-in-${randomUUID()}`,
    args: [request],
  });
}

/** The sign-in mail ports of customers and staff, sent through the durable workflow. */
export const signInMailOf = (temporal: CommerceTemporal): CustomerSignInMail & StaffSignInMail => ({
  send: (request) => startSignInMail(temporal, request),
});
