import { issueSignInLink, type SignInLinkRequest } from '../src/customers/sign-in-link.service';
import { createMailer } from '../src/mail/mailer';
import type { ActivityDeps } from './deps';

export function createCustomerMailActivities(deps: ActivityDeps) {
  const mailer = createMailer(deps.config, deps.logger);
  return {
    /** Issues the token and sends the e-mail; answers only whether one went out, never the token. */
    async sendSignInLink(request: SignInLinkRequest): Promise<{ sent: boolean }> {
      const mail = await issueSignInLink(deps.orm.em.fork(), request);
      if (mail) await mailer.send(mail);
      return { sent: mail !== undefined };
    },
  };
}
