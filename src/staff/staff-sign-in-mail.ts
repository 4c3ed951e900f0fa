import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutgoingMail } from '../mail/mailer';
import { renderSignInMail } from '../mail/sign-in-mail';
import { linkWithToken, SIGN_IN_TOKEN_MINUTES } from '../customers/sign-in-link.service';
import { membershipsOf } from './staff.repository';
import { issueStaffToken } from './staff-tokens.repository';

/** A dashboard sign-in e-mail: to every store the address is a member of, or only to one member (an invitation). */
export interface StaffSignInLinkRequest {
  audience: 'staff';
  email: string;
  redirectUrl: string;
  staffId?: string;
}

/** One e-mail per membership, each with its own single-use token; an address of no member gets none. */
export async function issueStaffSignInLinks(
  em: EntityManager,
  request: StaffSignInLinkRequest,
): Promise<OutgoingMail[]> {
  const members = (await membershipsOf(em, request.email)).filter((m) => !request.staffId || m.id === request.staffId);
  const mails: OutgoingMail[] = [];
  for (const member of members) {
    const token = await issueStaffToken(em, member.id, SIGN_IN_TOKEN_MINUTES);
    mails.push(
      renderSignInMail({
        to: member.email,
        storeName: `${member.store_name} dashboard`,
        language: member.language,
        link: linkWithToken(request.redirectUrl, token),
        expiresInMinutes: SIGN_IN_TOKEN_MINUTES,
      }),
    );
  }
  return mails;
}
