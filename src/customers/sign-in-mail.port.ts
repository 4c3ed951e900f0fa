import type { SignInLinkRequest } from './sign-in-link.service';

/**
 * Sends a customer a sign-in link by e-mail; the route layer passes the Temporal adapter
 * (src/temporal/customer-mail.ts).
 */
export interface CustomerSignInMail {
  send(request: SignInLinkRequest): Promise<void>;
}
