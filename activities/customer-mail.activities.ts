import { issueSignInLink, type SignInLinkRequest } from '../src/customers/sign-in-link.service';
import { issueStaffSignInLinks, type StaffSignInLinkRequest } from '../src/staff/staff-sign-in-mail';
import { createMailer } from '../src/mail/mailer';
import type { ActivityDeps } from './deps';

export type AnySignInLinkRequest = SignInLinkRequest | StaffSignInLinkRequest;

export function createCustomerMailActivities(deps: ActivityDeps) {
  const mailer = createMailer(deps.config, deps.logger);
  return {
    /** Issues the token(s) and sends the e-mail(s); answers only whether one went out, never a token. */
    async sendSignInLink(request: AnySignInLinkRequest): Promise<{ sent: boolean }> {
      const em = deps.orm.em.fork();
      const mails =
        'audience' in request ? await issueStaffSignInLinks(em, request) : [await issueSignInLink(em, request)];
      const toSend = mails.filter((mail) => mail !== undefined);
      for (const mail of toSend) await mailer.send(mail);
      return { sent: toSend.length > 0 };
    },
  };
}
