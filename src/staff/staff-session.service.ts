import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import { DomainError } from '../shared/errors';
import { keyringOf } from '../secrets/keyring';
import { openSecret, sealSecret } from '../secrets/secret-box';
import { grantedPermissions } from './permissions';
import { setTotpSecret, type StaffRow } from './staff.repository';
import {
  consumeStaffToken,
  createStaffSession,
  peekStaffToken,
  type LiveStaffSession,
} from './staff-tokens.repository';
import { presentStaff } from './staff.service';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp';

/**
 * The CSRF token of a session, derived from the cookie's token: the dashboard reads it from GET /v3/staff/session
 * and echoes it in X-CSRF-Token; another site's page can send the cookie but can never read this.
 */
export const csrfTokenOf = (sessionToken: string) =>
  createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');

/** Sealed like every stored secret (SECRETS_KEY's keyring), bound to its staff member's row. */
const totpPurpose = (staffId: string) => `staff_members.totp_secret:${staffId}`;
const sealTotp = (config: Config, staffId: string, secret: string) =>
  sealSecret(keyringOf(config), totpPurpose(staffId), secret);
const openTotp = (config: Config, staffId: string, sealed: string) =>
  openSecret(keyringOf(config), totpPurpose(staffId), sealed);

const linkInvalid = () =>
  new DomainError('sign_in_link_invalid', 'This sign-in link is unknown, used or expired. Ask for a new one.');

/** Trades a sign-in link's token (and, for owners who turned it on, a TOTP code) for a new session. */
export async function signInStaff(
  em: EntityManager,
  config: Config,
  token: string,
  totpCode: string | undefined,
  ip: string,
) {
  const member = await peekStaffToken(em, token);
  if (!member) throw linkInvalid();
  if (member.totp_enabled && member.totp_secret) {
    if (!totpCode) throw new DomainError('totp_required', 'Enter the 6-digit code from your authenticator app.');
    if (!verifyTotp(openTotp(config, member.id, member.totp_secret), totpCode)) {
      throw new DomainError(
        'totp_invalid',
        'The code is wrong or expired. Enter the current code from your authenticator app.',
      );
    }
  }
  if (!(await consumeStaffToken(em, token))) throw linkInvalid();
  const lifetime = { idleSeconds: config.staffSessionIdleSeconds, maxSeconds: config.staffSessionMaxSeconds };
  return createStaffSession(em, member.id, ip, lifetime);
}

export function presentSession(session: LiveStaffSession, sessionToken: string) {
  const { staff, store } = session;
  return {
    staff: presentStaff(staff),
    store: { id: store.id, name: store.name, currencies: store.currencies, defaultCurrency: store.defaultCurrency },
    permissions: grantedPermissions(staff.role, staff.permissions),
    csrfToken: csrfTokenOf(sessionToken),
    expiresAt: session.expiresAt.toISOString(),
  };
}

const ownersOnly = () =>
  new DomainError('permission_denied', 'Two-factor sign-in is for owners: this needs the "owner" permission.', {
    permission: 'owner',
  });

/** Starts TOTP enrolment: a new secret, kept sealed and inactive until a code from it is confirmed. */
export async function startTotpEnrolment(em: EntityManager, config: Config, staff: StaffRow, storeName: string) {
  if (staff.role !== 'owner') throw ownersOnly();
  const secret = newTotpSecret();
  await setTotpSecret(em, staff.id, sealTotp(config, staff.id, secret), false);
  return { secret, otpauthUrl: otpauthUrl(secret, staff.email, storeName) };
}

export async function confirmTotpEnrolment(em: EntityManager, config: Config, staff: StaffRow, code: string) {
  if (staff.role !== 'owner') throw ownersOnly();
  if (!staff.totp_secret || !verifyTotp(openTotp(config, staff.id, staff.totp_secret), code)) {
    throw new DomainError(
      'validation_failed',
      'The code does not match; enter the current code from your authenticator app.',
      [{ field: 'code', code: 'totp_invalid', message: 'The code does not match the new secret.' }],
    );
  }
  await setTotpSecret(em, staff.id, staff.totp_secret, true);
  return { totpEnabled: true };
}
