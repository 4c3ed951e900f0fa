import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { makeStore } from '../support/factories';
import { privateClient } from '../support/http';
import { execute, queryOne } from '../../src/db/sql';
import { keyringOf } from '../../src/secrets/keyring';
import { idempotencyScope } from '../../src/idempotency/idempotency.middleware';
import { openWebhookSecret } from '../../src/webhooks/webhook-secrets';
import { Migration20261126002710SealWebhookSecrets } from '../../src/db/migrations/20261126002710-seal-webhook-secrets';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
});
afterAll(() => h.close());

const secretsOf = (id: string) =>
  queryOne<{ secret: string; previous_secret: string | null }>(
    h.orm.em.fork(),
    'SELECT secret, previous_secret FROM webhook_endpoints WHERE id = ?',
    [id],
  );

describe('when a webhook endpoint is registered and its secret rotated', () => {
  it('then only sealed secrets are stored, and they open to the ones the API showed once', async () => {
    const { secretKey } = await makeStore(h.orm.em);
    const api = privateClient(h.baseUrl, secretKey);
    const created = await api.post(
      '/webhooks',
      { url: 'http://127.0.0.1:9/hooks', events: ['*'] },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expectContract('adminCreateWebhook', created, 201);
    const stored = await secretsOf(created.body.id);
    expect(stored?.secret).toMatch(/^v1:test:/);
    expect(stored?.secret).not.toContain(created.body.secret.slice(6));
    expect(openWebhookSecret(keyringOf(h.config), created.body.id, stored?.secret as string)).toBe(created.body.secret);

    const rotated = await api.post(
      `/webhooks/${created.body.id}/rotate-secret`,
      {},
      { headers: { 'idempotency-key': randomUUID() } },
    );
    const after = await secretsOf(created.body.id);
    expect(after?.previous_secret).toBe(stored?.secret);
    expect(openWebhookSecret(keyringOf(h.config), created.body.id, after?.secret as string)).toBe(rotated.body.secret);
  });
});

describe('when the migration finds webhook secrets stored in plain text', () => {
  it('then it seals them, current and previous, and leaves sealed ones as they are', async () => {
    const { store, secretKey } = await makeStore(h.orm.em);
    const sealedOne = (
      await privateClient(h.baseUrl, secretKey).post(
        '/webhooks',
        { url: 'http://127.0.0.1:9/a', events: ['*'] },
        { headers: { 'idempotency-key': randomUUID() } },
      )
    ).body;
    const sealedBefore = await secretsOf(sealedOne.id);
    const plainId = `whe_plain${randomUUID().replace(/-/g, '')}`;
    await execute(
      h.orm.em.fork(),
      `INSERT INTO webhook_endpoints (id, store_id, url, events, secret, previous_secret, created_at, updated_at) ` +
        `VALUES (?, ?, 'http://127.0.0.1:9/b', ARRAY['*'], 'whsec_plainCurrent', 'whsec_plainPrevious', now(), now())`,
      [plainId, store.id],
    );

    const migration = new Migration20261126002710SealWebhookSecrets(h.orm.em.getDriver(), h.orm.config);
    await migration.up();
    for (const sql of migration.getQueries()) await h.orm.em.getConnection().execute(sql as string);

    const sealed = await secretsOf(plainId);
    expect(sealed?.secret).toMatch(/^v1:/);
    expect(openWebhookSecret(keyringOf(h.config), plainId, sealed?.secret as string)).toBe('whsec_plainCurrent');
    expect(openWebhookSecret(keyringOf(h.config), plainId, sealed?.previous_secret as string)).toBe(
      'whsec_plainPrevious',
    );
    expect(await secretsOf(sealedOne.id)).toEqual(sealedBefore);
  });
});

describe('when a webhook endpoint is created under an Idempotency-Key and the request is sent again', () => {
  it('then the kept answer is stored sealed, and the replay shows the same secret', async () => {
    const { secretKey } = await makeStore(h.orm.em);
    const api = privateClient(h.baseUrl, secretKey);
    const key = randomUUID();
    const send = () =>
      api.post('/webhooks', { url: 'http://127.0.0.1:9/kept', events: ['*'] }, { headers: { 'idempotency-key': key } });
    const created = await send();
    expectContract('adminCreateWebhook', created, 201);
    const kept = await queryOne<{ body: string }>(
      h.orm.em.fork(),
      'SELECT response_body::text AS body FROM idempotency_keys WHERE scope_hash = ?',
      [idempotencyScope(secretKey, undefined, 'POST', '/v3/private/webhooks', key)],
    );
    expect(kept?.body).toMatch(/^"v1:test:/);
    expect(kept?.body).not.toContain(created.body.secret.slice(6));

    const replayed = await send();
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.text).toBe(created.text);
  });
});
