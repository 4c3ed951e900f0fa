import type { Harness } from './harness';
import { request, type ApiResponse, type RequestOptions } from './http';
import { addStaffMember } from '../../src/staff/staff.service';
import { issueStaffToken } from '../../src/staff/staff-tokens.repository';
import type { Role } from '../../src/staff/permissions';

export interface StaffBrowser {
  staffId: string;
  cookie: string;
  csrfToken: string;
  setCookie: string;
  /** A request as the dashboard sends it: the session cookie and, unless told otherwise, the CSRF token. */
  send(method: string, path: string, options?: RequestOptions & { csrf?: boolean }): Promise<ApiResponse>;
}

let counter = 0;

/** Signs a session in the way the dashboard does, from a token the sign-in e-mail would carry. */
export async function sessionFromToken(h: Harness, token: string, staffId = ''): Promise<StaffBrowser> {
  const res = await request(h.baseUrl, 'POST', '/v3/staff/session', { body: { token } });
  if (res.status !== 201) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  const setCookie = res.headers.get('set-cookie') as string;
  const cookie = setCookie.split(';')[0];
  const csrfToken = res.body.csrfToken as string;
  return {
    staffId: staffId || res.body.staff.id,
    cookie,
    csrfToken,
    setCookie,
    send: (method, path, options = {}) =>
      request(h.baseUrl, method, path, {
        ...options,
        headers: { cookie, ...(options.csrf === false ? {} : { 'x-csrf-token': csrfToken }), ...options.headers },
      }),
  };
}

/** A new member of the store with this role (and permissions, for `staff`), already signed in. */
export async function signedInStaff(
  h: Harness,
  storeId: string,
  role: Role,
  permissions: string[] = [],
  name = '',
): Promise<StaffBrowser> {
  const em = h.orm.em.fork();
  const member = await addStaffMember(em, storeId, {
    email: `member-${Date.now()}-${counter++}@example.com`,
    name,
    role,
    permissions,
  });
  return sessionFromToken(h, await issueStaffToken(em, member.id, 15), member.id);
}
