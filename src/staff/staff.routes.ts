import type { ApiContext, Handlers } from '../http/context';
import { pathId } from '../http/path-id';
import { keyedId } from '../shared/ids';
import { takeAuthBuckets } from '../customers/auth-rate-limit.middleware';
import type { StaffSignInMail } from './staff-mail.port';
import type { AuditFilter } from '../audit/audit.repository';
import type { NewStaffMember } from './staff.repository';
import { findLiveStaffSession, revokeStaffSession, type LiveStaffSession } from './staff-tokens.repository';
import {
  auditLogOf,
  dashboardUrl,
  inviteStaff,
  listStaff,
  removeStaff,
  updateStaff,
  type StaffChanges,
} from './staff.service';
import { confirmTotpEnrolment, presentSession, signInStaff, startTotpEnrolment } from './staff-session.service';
import { clearStaffCookie, requireStaffSession, setStaffCookie } from './staff-session.middleware';

export const STAFF_LINK_REQUESTED = {
  status: 'link_requested',
  message:
    "If this address belongs to a store's staff, a sign-in link is on its way. " +
    'It works once and expires in 15 minutes.',
} as const;

/** Sign-in is limited per client IP and, when the request names one, per e-mail address; all addresses alike. */
async function limitStaffSignIn(ctx: ApiContext, email?: string): Promise<void> {
  const limits = ctx.state.deps.config.staffAuthRateLimits;
  const buckets = [{ bucket: `staff-auth:ip:${ctx.ip}`, limit: limits.ip }];
  if (email) buckets.push({ bucket: `staff-auth:email:${email.trim().toLowerCase()}`, limit: limits.email });
  await takeAuthBuckets(ctx, buckets);
}

/** Dashboard sign-in and session (no store key: the member's store comes with the link or the cookie). */
export const staffSessionHandlers = (mail: StaffSignInMail): Handlers => ({
  async requestStaffSignInLink(ctx) {
    const { email } = ctx.state.input.body as { email: string };
    await limitStaffSignIn(ctx, email);
    await mail.send({
      audience: 'staff',
      email: email.trim(),
      redirectUrl: dashboardUrl(ctx.state.deps.config),
    });
    ctx.status = 202;
    ctx.body = STAFF_LINK_REQUESTED;
  },
  async createStaffSession(ctx) {
    const { token, totpCode } = ctx.state.input.body as { token: string; totpCode?: string };
    await limitStaffSignIn(ctx);
    const { config } = ctx.state.deps;
    const session = await signInStaff(ctx.state.em, config, token, totpCode, ctx.ip);
    setStaffCookie(ctx, session.token, config.staffSessionMaxSeconds);
    const live = await findLiveStaffSession(ctx.state.em, session.token, config.staffSessionIdleSeconds);
    ctx.status = 201;
    ctx.body = presentSession(live as LiveStaffSession, session.token);
  },
  async getStaffSession(ctx) {
    const { session, token } = await requireStaffSession(ctx);
    ctx.body = presentSession(session, token);
  },
  async deleteStaffSession(ctx) {
    const { session } = await requireStaffSession(ctx);
    await revokeStaffSession(ctx.state.em, session.sessionId);
    clearStaffCookie(ctx);
    ctx.status = 204;
  },
  async startStaffTotp(ctx) {
    const { session } = await requireStaffSession(ctx);
    ctx.status = 201;
    ctx.body = await startTotpEnrolment(ctx.state.em, ctx.state.deps.config, session.staff, session.store.name);
  },
  async confirmStaffTotp(ctx) {
    const { session } = await requireStaffSession(ctx);
    const { code } = ctx.state.input.body as { code: string };
    ctx.body = await confirmTotpEnrolment(ctx.state.em, ctx.state.deps.config, session.staff, code);
  },
});

/** Staff and the audit log on the private API: both need the owner permission (openapi.json x-permission). */
export const staffPrivateHandlers = (mail: StaffSignInMail): Handlers => ({
  async adminListStaff(ctx) {
    ctx.body = await listStaff(ctx.state.em, ctx.state.store.id);
  },
  async adminInviteStaff(ctx) {
    ctx.status = 201;
    ctx.body = await inviteStaff(
      mail,
      ctx.state.deps.config,
      ctx.state.em,
      ctx.state.store.id,
      ctx.state.input.body as NewStaffMember,
      keyedId('stf', ctx.state.idempotencyScope),
    );
  },
  async adminUpdateStaff(ctx) {
    ctx.body = await updateStaff(ctx.state.em, ctx.state.store.id, pathId(ctx), ctx.state.input.body as StaffChanges);
  },
  async adminRemoveStaff(ctx) {
    await removeStaff(ctx.state.em, ctx.state.store.id, pathId(ctx));
    ctx.status = 204;
  },
  async adminListAuditLog(ctx) {
    ctx.body = await auditLogOf(
      ctx.state.em,
      ctx.state.cursors,
      ctx.state.store.id,
      ctx.state.input.query as unknown as AuditFilter,
    );
  },
});
