import type { StaffSignInLinkRequest } from './staff-sign-in-mail';

/**
 * Sends a staff member a sign-in link by e-mail; the route layer passes the Temporal adapter
 * (src/temporal/customer-mail.ts).
 */
export interface StaffSignInMail {
  send(request: StaffSignInLinkRequest): Promise<void>;
}
