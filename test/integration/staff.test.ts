import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHarness, type Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { privateClient, request } from '../support/http';
import { expectContract } from '../support/contract';
import { snapshotStore } from '../support/store-snapshot';
import { tokenFromLink, waitForMails } from '../support/customers';
import { sessionFromToken, signedInStaff, type StaffBrowser } from '../support/staff';
import { execute } from '../../src/db/sql';
import { listOperations, loadOpenApi, type Operation } from '../../src/http/openapi';
import { PERMISSIONS } from '../../src/staff/permissions';
import { addStaffMember } from '../../src/staff/staff.service';
import { totpCode } from '../../src/staff/totp';

const doc = loadOpenApi();
const privateOperations = listOperations(doc).filter((op) => op.surface === 'private');

let h: Harness;
let mailDir: string;
let shop: Awaited<ReturnType<typeof makeStore>>;
let owner: StaffBrowser;

beforeAll(async () => {
  mailDir = await mkdtemp(join(tmpdir(), 'staff-mail-'));
  h = await startHarness({
    worker: true,
    env: { MAIL_DIR: mailDir, STAFF_AUTH_RATE_LIMIT_EMAIL: '3,0.001', STAFF_AUTH_RATE_LIMIT_IP: '100000,1000' },
  });
  shop = await makeStore(h.orm.em);
  owner = await signedInStaff(h, shop.store.id, 'owner', [], 'Olivia Owner');
});
afterAll(() => h.close());

/** A path of the operation with documented (or made-up) ids: the permission is checked before any lookup. */
function examplePath(op: Operation): string {
  return op.openapiPath.replace(/\{([A-Za-z0-9_]+)\}/g, (_m, name: string) => `${name}_0000000000000000000000`);
}

function requestExample(op: Operation): unknown {
  const content = (
    doc.paths[op.openapiPath][op.method.toLowerCase()].requestBody as
      { content?: Record<string, { example?: unknown }> } | undefined
  )?.content;
  return content?.['application/json']?.example;
}

describe('when a staff member signs in by e-mail link', () => {
  it("then the link from the mail folder opens a session with the role's permissions", async () => {
    const email = `invitee-${Date.now()}@example.com`;
    const invited = await privateClient(h.baseUrl, shop.secretKey).post(
      '/staff',
      { email, name: 'Sam', role: 'staff', permissions: ['orders'] },
      { headers: { 'idempotency-key': `invite-${email}` } },
    );
    expectContract('adminInviteStaff', invited, 201);
    const [mail] = await waitForMails(mailDir, email);
    expect(mail.link.startsWith(`${h.config.publicBaseUrl}/admin/?token=`)).toBe(true);
    const session = await request(h.baseUrl, 'POST', '/v3/staff/session', {
      body: { token: tokenFromLink(mail.link) },
    });
    expectContract('createStaffSession', session, 201);
    expect(session.body.permissions).toEqual(['orders']);
    const again = await request(h.baseUrl, 'POST', '/v3/staff/session', { body: { token: tokenFromLink(mail.link) } });
    expect({ status: again.status, code: again.body.error.code }).toEqual({
      status: 401,
      code: 'sign_in_link_invalid',
    });
  });

  it('then asking for a link answers the same for unknown addresses; the address gets one link per store', async () => {
    const other = await makeStore(h.orm.em);
    const email = `two-stores-${Date.now()}@example.com`;
    await addStaffMember(h.orm.em.fork(), shop.store.id, { email, role: 'admin' });
    await addStaffMember(h.orm.em.fork(), other.store.id, { email, role: 'owner' });
    const known = await request(h.baseUrl, 'POST', '/v3/staff/sign-in-link', { body: { email } });
    const unknown = await request(h.baseUrl, 'POST', '/v3/staff/sign-in-link', {
      body: { email: `nobody-${Date.now()}@example.com` },
    });
    expectContract('requestStaffSignInLink', known, 202);
    expect(unknown.body).toEqual(known.body);
    const mails = await waitForMails(mailDir, email, 2);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `Your sign-in link for ${other.store.name} dashboard`,
        `Your sign-in link for ${shop.store.name} dashboard`,
      ].sort(),
    );
  });

  it('then sign-in requests beyond the per-address limit answer 429', async () => {
    const email = `limited-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await request(h.baseUrl, 'POST', '/v3/staff/sign-in-link', { body: { email } })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('then the session cookie is HttpOnly and SameSite=Strict, without Secure on a loopback address', () => {
    expect(owner.setCookie).toMatch(
      /^commerce_staff=ss_[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/,
    );
  });
});

describe('when the private API is used with a staff session', () => {
  it('then every private operation names a permission that exists', () => {
    for (const op of privateOperations)
      for (const permission of [op.permission].flat()) expect([...PERMISSIONS, 'owner']).toContain(permission);
    expect(privateOperations.find((op) => op.operationId === 'rotateKey')?.permission).toBe('owner');
  });

  it.each(privateOperations.map((op) => [`${op.method} ${op.openapiPath}`, op] as const))(
    'then %s without its permission answers 403 permission_denied and changes nothing',
    async (_name, op) => {
      const lacking =
        op.permission === 'owner'
          ? await signedInStaff(h, shop.store.id, 'admin')
          : await signedInStaff(
              h,
              shop.store.id,
              'staff',
              PERMISSIONS.filter((p) => ![op.permission].flat().includes(p)),
            );
      const before = await snapshotStore(h.orm.em, shop.store.id);
      const res = await lacking.send(op.method, examplePath(op), {
        body: op.bodyPointer ? (requestExample(op) ?? {}) : undefined,
        headers: { 'idempotency-key': `walk-${op.operationId}` },
      });
      expect({
        status: res.status,
        code: res.body?.error?.code,
        permission: res.body?.error?.details?.permission,
      }).toEqual({ status: 403, code: 'permission_denied', permission: [op.permission].flat().join(' ') });
      expect(await snapshotStore(h.orm.em, shop.store.id)).toEqual(before);
    },
  );

  it('then a session with the permission is served like the secret key', async () => {
    const clerk = await signedInStaff(h, shop.store.id, 'staff', ['catalogue']);
    const res = await clerk.send('GET', '/v3/private/products');
    expectContract('adminListProducts', res, 200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('then a state change without the CSRF token is refused and changes nothing', async () => {
    // A fresh session: using an older one slides its idle expiry, which is the session's bookkeeping, not a change.
    const admin = await signedInStaff(h, shop.store.id, 'admin');
    const before = await snapshotStore(h.orm.em, shop.store.id);
    const missing = await admin.send('POST', '/v3/private/categories', { body: { name: 'No CSRF' }, csrf: false });
    const wrong = await admin.send('POST', '/v3/private/categories', {
      body: { name: 'No CSRF' },
      csrf: false,
      headers: { 'x-csrf-token': 'x'.repeat(43) },
    });
    expect([missing.body.error.code, wrong.body.error.code]).toEqual(['csrf_token_invalid', 'csrf_token_invalid']);
    expect([missing.status, wrong.status]).toEqual([403, 403]);
    expect(await snapshotStore(h.orm.em, shop.store.id)).toEqual(before);
    const made = await admin.send('POST', '/v3/private/categories', { body: { name: 'With CSRF' } });
    expect(made.status).toBe(201);
  });

  it('then a changed role applies to the live session at once', async () => {
    const clerk = await signedInStaff(h, shop.store.id, 'staff', []);
    expect((await clerk.send('GET', '/v3/private/orders')).status).toBe(403);
    await privateClient(h.baseUrl, shop.secretKey).patch(
      `/staff/${clerk.staffId}`,
      { permissions: ['orders'] },
      { headers: { 'idempotency-key': `grant-${clerk.staffId}` } },
    );
    expect((await clerk.send('GET', '/v3/private/orders')).status).toBe(200);
  });
});

describe('when a session ends', () => {
  const expectSignedOut = async (browser: StaffBrowser) => {
    const res = await browser.send('GET', '/v3/private/products');
    expect({ status: res.status, code: res.body.error.code }).toEqual({ status: 401, code: 'session_invalid' });
  };

  it('then an idle session is refused', async () => {
    const browser = await signedInStaff(h, shop.store.id, 'admin');
    await execute(
      h.orm.em.fork(),
      "UPDATE staff_sessions SET idle_expires_at = now() - interval '1 second' WHERE staff_id = ?",
      [browser.staffId],
    );
    await expectSignedOut(browser);
  });

  it('then a session past its absolute expiry is refused even while in use', async () => {
    const browser = await signedInStaff(h, shop.store.id, 'admin');
    await execute(
      h.orm.em.fork(),
      "UPDATE staff_sessions SET absolute_expires_at = now() - interval '1 second' WHERE staff_id = ?",
      [browser.staffId],
    );
    await expectSignedOut(browser);
  });

  it('then signing out revokes the session', async () => {
    const browser = await signedInStaff(h, shop.store.id, 'admin');
    expectContract('getStaffSession', await browser.send('GET', '/v3/staff/session'), 200);
    const out = await browser.send('DELETE', '/v3/staff/session');
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    await expectSignedOut(browser);
  });

  it('then removing a member ends their sessions, but the last owner cannot be removed or demoted', async () => {
    const browser = await signedInStaff(h, shop.store.id, 'admin');
    expect((await owner.send('DELETE', `/v3/private/staff/${browser.staffId}`)).status).toBe(204);
    await expectSignedOut(browser);
    const solo = await makeStore(h.orm.em);
    const soloOwner = await signedInStaff(h, solo.store.id, 'owner');
    const demote = await soloOwner.send('PATCH', `/v3/private/staff/${soloOwner.staffId}`, { body: { role: 'admin' } });
    const remove = await soloOwner.send('DELETE', `/v3/private/staff/${soloOwner.staffId}`);
    expect([demote.status, demote.body.error.code, remove.status, remove.body.error.code]).toEqual([
      409,
      'last_owner',
      409,
      'last_owner',
    ]);
  });
});

describe('when an owner turns on two-factor sign-in', () => {
  it('then a sign-in link alone is not enough, and link plus current code is', async () => {
    const solo = await makeStore(h.orm.em);
    const first = await signedInStaff(h, solo.store.id, 'owner');
    const started = await first.send('POST', '/v3/staff/session/totp');
    expectContract('startStaffTotp', started, 201);
    const secret = started.body.secret as string;
    expect(
      (
        await first.send('POST', '/v3/staff/session/totp/confirm', {
          body: { code: '000000' === totpCode(secret, Date.now() / 1000) ? '111111' : '000000' },
        })
      ).status,
    ).toBe(400);
    expectContract(
      'confirmStaffTotp',
      await first.send('POST', '/v3/staff/session/totp/confirm', {
        body: { code: totpCode(secret, Date.now() / 1000) },
      }),
      200,
    );
    const em = h.orm.em.fork();
    const { issueStaffToken } = await import('../../src/staff/staff-tokens.repository');
    const token = await issueStaffToken(em, first.staffId, 15);
    const bare = await request(h.baseUrl, 'POST', '/v3/staff/session', { body: { token } });
    expect({ status: bare.status, code: bare.body.error.code }).toEqual({ status: 401, code: 'totp_required' });
    const withCode = await request(h.baseUrl, 'POST', '/v3/staff/session', {
      body: { token, totpCode: totpCode(secret, Date.now() / 1000) },
    });
    expect(withCode.status).toBe(201);
    await expect(sessionFromToken(h, token)).rejects.toThrow(/401/);
  });
});

describe('when staff or keys change things', () => {
  it('then the audit log names who, what, which resource, when and from where, for owners only', async () => {
    const clerk = await signedInStaff(h, shop.store.id, 'staff', ['catalogue'], 'Casey Clerk');
    const made = await clerk.send('POST', '/v3/private/categories', { body: { name: 'Audited' } });
    const byKey = await privateClient(h.baseUrl, shop.secretKey).patch(`/categories/${made.body.id}`, {
      name: 'Renamed by key',
    });
    expect(byKey.status).toBe(200);
    const log = await owner.send('GET', '/v3/private/audit-log?limit=5');
    expectContract('adminListAuditLog', log, 200);
    const [keyEntry, staffEntry] = log.body.data;
    expect(keyEntry).toMatchObject({
      actor: { type: 'key', id: expect.stringMatching(/^key_/) },
      operationId: 'adminUpdateCategory',
      resourceId: made.body.id,
      method: 'PATCH',
      ip: expect.stringMatching(/127\.0\.0\.1/),
    });
    expect(keyEntry.actor.name).not.toContain(shop.secretKey);
    expect(staffEntry).toMatchObject({
      actor: { type: 'staff', id: clerk.staffId, name: 'Casey Clerk' },
      operationId: 'adminCreateCategory',
      resourceId: made.body.id,
      status: 201,
    });
    const mine = await owner.send('GET', `/v3/private/audit-log?actorId=${clerk.staffId}`);
    expect(mine.body.data.map((e: { operationId: string }) => e.operationId)).toEqual(['adminCreateCategory']);
    const refused = await clerk.send('GET', '/v3/private/audit-log');
    expect(refused.status).toBe(403);
  });
});

describe('when the public base URL is https', () => {
  let secure: Harness;
  beforeAll(async () => {
    secure = await startHarness({
      env: { PUBLIC_BASE_URL: 'https://shop.example.com', STAFF_AUTH_RATE_LIMIT_IP: '100000,1000' },
    });
  });
  afterAll(() => secure.close());

  it('then the session cookie is also Secure', async () => {
    const browser = await signedInStaff(secure, shop.store.id, 'admin');
    expect(browser.setCookie.split('; ')).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Secure']));
  });
});
