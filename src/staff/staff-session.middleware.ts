import { timingSafeEqual } from 'node:crypto';
import type { ApiContext } from '../http/context';
import type { Config } from '../config';
import { DomainError } from '../shared/errors';
import { LOOPBACK_HOSTS } from '../customers/storefront-origins';
import { grantedPermissions } from './permissions';
import { findLiveStaffSession, type LiveStaffSession } from './staff-tokens.repository';
import { csrfTokenOf } from './staff-session.service';

export const STAFF_COOKIE = 'commerce_staff';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const staffSessionInvalid = () =>
  new DomainError('session_invalid', 'Your dashboard session is missing, expired or signed out. Sign in again.');

/** Secure everywhere except a plain-http loopback address (local development), where browsers would drop it. */
function secureCookie(config: Config): boolean {
  const url = new URL(config.publicBaseUrl);
  return !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/**
 * Written by hand rather than with ctx.cookies: behind a TLS-terminating proxy the connection itself is plain http,
 * and the cookies module refuses to set a Secure cookie over it.
 */
export function setStaffCookie(ctx: ApiContext, token: string, maxAgeSeconds: number): void {
  ctx.set('Cache-Control', 'no-store');
  const attributes = [`${STAFF_COOKIE}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAgeSeconds}`];
  if (secureCookie(ctx.state.deps.config)) attributes.push('Secure');
  ctx.append('Set-Cookie', attributes.join('; '));
}

export const clearStaffCookie = (ctx: ApiContext) => setStaffCookie(ctx, '', 0);

export const staffCookieToken = (ctx: ApiContext): string | undefined => ctx.cookies.get(STAFF_COOKIE) || undefined;

function checkCsrf(ctx: ApiContext, sessionToken: string): void {
  if (SAFE_METHODS.has(ctx.method)) return;
  const sent = Buffer.from(ctx.get('X-CSRF-Token'));
  const expected = Buffer.from(csrfTokenOf(sessionToken));
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
    throw new DomainError(
      'csrf_token_invalid',
      'This change was refused: the X-CSRF-Token header is missing or wrong. Reload the dashboard and try again.',
    );
  }
}

/** The live session of the request's cookie, its CSRF token checked on every state-changing request. */
export async function requireStaffSession(ctx: ApiContext): Promise<{ session: LiveStaffSession; token: string }> {
  const token = staffCookieToken(ctx);
  const session = token
    ? await findLiveStaffSession(ctx.state.em, token, ctx.state.deps.config.staffSessionIdleSeconds)
    : undefined;
  if (!token || !session) throw staffSessionInvalid();
  checkCsrf(ctx, token);
  // What a session reads (a key shown once, the CSRF token) must not stay in a shared or browser cache.
  ctx.set('Cache-Control', 'no-store');
  return { session, token };
}

/** The private API's second way in: the dashboard's session stands for its member, with the role's permissions. */
export async function authenticateStaff(ctx: ApiContext): Promise<void> {
  const { session } = await requireStaffSession(ctx);
  const { staff, store } = session;
  ctx.state.store = store;
  ctx.state.credential = `staff:${staff.id}`;
  ctx.state.principal = {
    type: 'staff',
    id: staff.id,
    name: staff.name || staff.email,
    role: staff.role,
    permissions: grantedPermissions(staff.role, staff.permissions),
  };
}
