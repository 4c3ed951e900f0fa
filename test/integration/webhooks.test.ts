import { Webhook } from 'standardwebhooks';
import { textArray } from '../../src/db/pg-array';
import { createLogger } from '../../src/logger';
import { startHarness, type Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { privateClient } from '../support/http';
import { expectContract } from '../support/contract';
import { eventually, startReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { inTransaction, queryOne } from '../../src/db/sql';
import { recordEvent } from '../../src/events/outbox';
import type { EventType } from '../../src/events/event-types';
import { WebhookRelay } from '../../src/webhooks/relay';
import { endpointWorkflowId, webhookDeliveryWorkflows } from '../../src/temporal/webhooks';
import { Client, Connection } from '@temporalio/client';
import { startGrpcCallProxy, type GrpcCallProxy } from '../support/grpc-call-proxy';
import { exitCode, launch } from '../support/processes';

let h: Harness;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  h = await startHarness({
    worker: true,
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '1,1,1', WEBHOOK_RELAY_ENABLED: 'true' },
  });
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await h.close();
});

async function receiver(...args: Parameters<typeof startReceiver>) {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}

async function newStore() {
  const store = await makeStore(h.orm.em);
  return { storeId: store.store.id, api: privateClient(h.baseUrl, store.secretKey) };
}

type Api = Awaited<ReturnType<typeof newStore>>['api'];

async function register(api: Api, url: string, events: string[] = ['*']) {
  const res = await api.post('/webhooks', { url, events, description: 'test receiver' });
  expectContract('adminCreateWebhook', res, 201);
  return res.body as { id: string; secret: string };
}

async function raise(
  storeId: string,
  type: EventType,
  object: Record<string, unknown> = { id: `obj_${Math.random().toString(36).slice(2)}` },
): Promise<string> {
  const event = await inTransaction(h.orm.em.fork(), (tx) => recordEvent(tx, storeId, type, object));
  return event.id;
}

const relayed = async (eventIds: string[]) => {
  const row = await queryOne<{ waiting: number }>(
    h.orm.em.fork(),
    'SELECT count(*)::int AS waiting FROM events WHERE id = ANY(?::text[]) AND relayed_at IS NULL',
    [textArray(eventIds)],
  );
  return row?.waiting === 0;
};

/** Exactly these items, ordered by createdAt descending (items of the same millisecond in either order). */
function expectNewestFirst(items: Array<{ id: string; createdAt: string }>, ids: string[]) {
  expect(items.map((i) => i.id).sort()).toEqual([...ids].sort());
  const times = items.map((i) => Date.parse(i.createdAt));
  expect(times).toEqual([...times].sort((a, b) => b - a));
}

async function deliveriesOf(api: Api, endpointId: string, query = '') {
  const res = await api.get(`/webhooks/${endpointId}/deliveries${query}`);
  expectContract('adminListWebhookDeliveries', res, 200);
  return res.body.data as any[];
}

describe('when webhook endpoints are managed through the private API', () => {
  it('then create shows the secret once, list and get never show it, patch and delete work', async () => {
    const { api } = await newStore();
    const created = await register(api, 'https://hooks.example.com/commerce', [
      'order.paid',
      'order.paid',
      'order.refunded',
    ]);
    expect(created.secret).toMatch(/^whsec_/);
    const list = await api.get('/webhooks');
    expectContract('adminListWebhooks', list, 200);
    expect(list.body.data.map((e: any) => e.id)).toEqual([created.id]);
    expect(list.text).not.toContain(created.secret);
    const one = await api.get(`/webhooks/${created.id}`);
    expectContract('adminGetWebhook', one, 200);
    expect(one.body.events).toEqual(['order.paid', 'order.refunded']);
    const patched = await api.patch(`/webhooks/${created.id}`, {
      events: ['*', 'order.paid'],
      enabled: false,
      description: null,
    });
    expectContract('adminUpdateWebhook', patched, 200);
    expect(patched.body).toMatchObject({
      events: ['*'],
      enabled: false,
      disabledReason: 'disabled_by_user',
      description: null,
    });
    expect((await api.delete(`/webhooks/${created.id}`)).status).toBe(204);
    expectContract('adminGetWebhook', await api.get(`/webhooks/${created.id}`), 404);
  });

  it("then a list pages with a cursor and a store never sees another store's endpoints", async () => {
    const { api } = await newStore();
    const other = await newStore();
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await register(api, `https://hooks.example.com/${i}`)).id);
    const first = await api.get('/webhooks?limit=2');
    expect(first.body.hasMore).toBe(true);
    const second = await api.get(`/webhooks?limit=2&cursor=${first.body.nextCursor}`);
    expectNewestFirst([...first.body.data, ...second.body.data], ids);
    expect(second.body.hasMore).toBe(false);
    expectContract('adminGetWebhook', await other.api.get(`/webhooks/${ids[0]}`), 404);
    expect((await other.api.get('/webhooks')).body.data).toEqual([]);
  });

  it('then unknown event types and unknown fields are refused with validation_failed', async () => {
    const { api } = await newStore();
    const res = await api.post('/webhooks', { url: 'https://hooks.example.com/x', events: ['order.exploded'] });
    expectContract('adminCreateWebhook', res, 400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(
      (await api.post('/webhooks', { url: 'https://hooks.example.com/x', events: ['*'], secret: 'mine' })).body.error
        .code,
    ).toBe('validation_failed');
    expect((await api.post('/webhooks', { url: 'not a url', events: ['*'] })).body.error.code).toBe(
      'validation_failed',
    );
    expect(
      (
        await api.post('/webhooks', {
          url: 'https://hooks.example.com/x',
          events: ['*'],
          description: 'nul \u0000 byte',
        })
      ).body.error.code,
    ).toBe('validation_failed');
    expect((await api.get('/webhooks/whe_x/deliveries?eventId=%00')).body.error.code).toBe('validation_failed');
  });
});

describe('when the development setting does not allow private targets', () => {
  let strict: Harness;
  beforeAll(async () => {
    strict = await startHarness({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' } });
  });
  afterAll(() => strict.close());

  it.each([
    'http://hooks.example.com/x',
    'https://127.0.0.1/x',
    'https://10.1.2.3/x',
    'https://192.168.1.1/x',
    'https://169.254.169.254/latest',
    'https://[::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[fe80::1]/x',
    'https://localhost/x',
    'https://user:pw@hooks.example.com/x',
  ])('then registering %s answers 400 webhook_url_forbidden', async (url) => {
    const store = await makeStore(strict.orm.em);
    const res = await privateClient(strict.baseUrl, store.secretKey).post('/webhooks', { url, events: ['*'] });
    expectContract('adminCreateWebhook', res, 400);
    expect(res.body.error.code).toBe('webhook_url_forbidden');
  });

  it('then a delivery to a loopback address is refused at send time, against the resolved address', async () => {
    const { sendWebhook } = await import('../../src/webhooks/webhook-sender');
    const target = await receiver();
    const options = { allowPrivateTargets: false, timeoutMs: 15_000, maxResponseBytes: 1024 };
    const byName = await sendWebhook(target.url.replace('127.0.0.1', 'localhost'), '{}', {}, options);
    const byAddress = await sendWebhook(target.url, '{}', {}, options);
    expect(byName.error).toMatch(/private, loopback or link-local/);
    expect(byAddress.error).toMatch(/private, loopback or link-local/);
    expect(target.received).toEqual([]);
  });
});

describe('when a receiver redirects, stalls or answers at length', () => {
  const send = async (url: string, timeoutMs = 15_000) => {
    const { sendWebhook } = await import('../../src/webhooks/webhook-sender');
    return sendWebhook(url, '{}', {}, { allowPrivateTargets: true, timeoutMs, maxResponseBytes: 1024 });
  };

  it('then a redirect is a failed attempt, its target gets nothing, and the next attempt succeeds', async () => {
    const { storeId, api } = await newStore();
    const elsewhere = await receiver();
    const target = await receiver((attempt) =>
      attempt === 0 ? { status: 302, headers: { location: elsewhere.url } } : { status: 200 },
    );
    const endpoint = await register(api, target.url);
    const eventId = await raise(storeId, 'customer.updated');
    await eventually(() => target.successesOf(eventId).length === 1, 'the attempt after the redirect');
    const [delivery] = await eventually(async () => {
      const list = await deliveriesOf(api, endpoint.id);
      return list[0]?.status === 'succeeded' && list;
    }, 'the log');
    expect(delivery.attempts.map((a: any) => [a.statusCode, a.error])).toEqual([
      [302, 'redirect (302) not followed'],
      [200, null],
    ]);
    expect(elsewhere.received).toEqual([]);
  });

  it('then a receiver that does not answer in time is a failed attempt with a time-out error', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const result = await send(`http://127.0.0.1:${(silent.address() as { port: number }).port}/`, 300);
      expect(result.statusCode).toBeUndefined();
      expect(result.error).toMatch(/no response within/);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('then only the first part of a long response body is read', async () => {
    const target = await receiver(() => ({ status: 200, body: 'x'.repeat(1_000_000) }));
    const result = await send(target.url);
    expect(result.statusCode).toBe(200);
    expect(result.responseBody).toHaveLength(1024);
  });
});

describe('when a receiver fails the first attempts and then succeeds', () => {
  it('then every event arrives once as a success, verifiably signed, and the log shows every attempt', async () => {
    const { storeId, api } = await newStore();
    const target = await receiver((attempt) => (attempt < 2 ? { status: 500, body: 'not yet' } : { status: 204 }));
    const endpoint = await register(api, target.url);
    const eventIds = [
      await raise(storeId, 'order.created'),
      await raise(storeId, 'order.paid'),
      await raise(storeId, 'product.updated'),
    ];

    await eventually(() => eventIds.every((id) => target.successesOf(id).length === 1), 'three successful deliveries');
    const deliveries = await eventually(async () => {
      const list = await deliveriesOf(api, endpoint.id);
      return list.length === 3 && list.every((d) => d.status === 'succeeded') && list;
    }, 'the delivery log to show success');

    const verifier = new Webhook(endpoint.secret);
    for (const request of target.received) {
      expect(verifier.verify(request.body, request.headers)).toEqual(request.json);
      expect(request.headers['webhook-id']).toBe(request.json.id);
    }
    for (const eventId of eventIds) {
      expect(target.received.filter((r) => r.headers['webhook-id'] === eventId).map((r) => r.status)).toEqual([
        500, 500, 204,
      ]);
      const delivery = deliveries.find((d) => d.eventId === eventId);
      expect(delivery.attempts.map((a: any) => [a.number, a.statusCode, a.responseBody])).toEqual([
        [1, 500, 'not yet'],
        [2, 500, 'not yet'],
        [3, 204, ''],
      ]);
      expect(delivery.attempts[0].error).toBe('HTTP 500');
      expect(delivery.attempts[0].nextRetryAt).not.toBeNull();
      expect(delivery.attempts[2]).toMatchObject({ error: null, nextRetryAt: null });
      expect(delivery.attempts[2].durationMs).toBeGreaterThanOrEqual(0);
    }
    const received = target.received.find((r) => r.status === 204)?.json;
    expect(received).toMatchObject({ storeId, apiVersion: 'v3', data: { object: { updatedAt: expect.any(String) } } });
  });

  it('then a receiver that never succeeds ends failed after the schedule; a retry by hand delivers it', async () => {
    const { storeId, api } = await newStore();
    const target = await receiver(() => ({ status: 503 }));
    const endpoint = await register(api, target.url);
    const eventId = await raise(storeId, 'order.refunded');
    const [failed] = await eventually(async () => {
      const list = await deliveriesOf(api, endpoint.id);
      return list[0]?.status === 'failed' && list;
    }, 'the delivery to fail');
    expect(failed.attempts).toHaveLength(4);
    expect(failed.attempts[3].nextRetryAt).toBeNull();

    target.respond = () => ({ status: 200 });
    const retried = await api.post(`/webhooks/${endpoint.id}/deliveries/${failed.id}/retry`);
    expectContract('adminRetryWebhookDelivery', retried, 202);
    expect(retried.body.status).toBe('pending');
    await eventually(() => target.successesOf(eventId).length === 1, 'the retried delivery');
    const [done] = await eventually(async () => {
      const list = await deliveriesOf(api, endpoint.id);
      return list[0]?.status === 'succeeded' && list;
    }, 'the log to show the retry');
    expect(done.attempts.map((a: any) => a.statusCode)).toEqual([503, 503, 503, 503, 200]);
    expectContract(
      'adminRetryWebhookDelivery',
      await api.post(`/webhooks/${endpoint.id}/deliveries/whd_unknown/retry`),
      404,
    );
    expectContract('adminListWebhookDeliveries', await api.get('/webhooks/whe_unknown/deliveries'), 404);
    expectContract(
      'adminListWebhookDeliveries',
      await (await newStore()).api.get(`/webhooks/${endpoint.id}/deliveries`),
      404,
    );
  });
});

describe('when Temporal cannot be reached during a retry by hand', () => {
  it('then it answers 503 and leaves the delivery as it was', async () => {
    const { freePort } = await import('../support/ports');
    const store = await makeStore(h.orm.em);
    const api = privateClient(h.baseUrl, store.secretKey);
    const target = await receiver();
    const endpoint = await register(api, target.url);
    await raise(store.store.id, 'order.paid');
    const [delivered] = await eventually(async () => {
      const list = await deliveriesOf(api, endpoint.id);
      return list[0]?.status === 'succeeded' && list;
    }, 'the delivery');
    const cut = await startHarness({ env: { TEMPORAL_ADDRESS: `127.0.0.1:${await freePort()}` } });
    try {
      const res = await privateClient(cut.baseUrl, store.secretKey).post(
        `/webhooks/${endpoint.id}/deliveries/${delivered.id}/retry`,
      );
      expectContract('adminRetryWebhookDelivery', res, 503);
      expect(res.body.error.code).toBe('service_unavailable');
    } finally {
      await cut.close();
    }
    expect((await deliveriesOf(api, endpoint.id))[0]).toEqual(delivered);
  }, 120_000);
});

describe('when endpoints subscribe to different events', () => {
  it('then order.paid only gets that, ["*"] gets all, a disabled one gets nothing until enabled', async () => {
    const { storeId, api } = await newStore();
    const paidOnly = await receiver();
    const everything = await receiver();
    const paused = await receiver();
    const paid = await register(api, paidOnly.url, ['order.paid']);
    await register(api, everything.url, ['*']);
    const pausedEndpoint = await register(api, paused.url, ['*']);
    expectContract('adminUpdateWebhook', await api.patch(`/webhooks/${pausedEndpoint.id}`, { enabled: false }), 200);

    const eventIds = [
      await raise(storeId, 'order.created'),
      await raise(storeId, 'order.paid'),
      await raise(storeId, 'customer.created'),
    ];
    await eventually(
      () => eventIds.every((id) => everything.successesOf(id).length === 1),
      'the catch-all endpoint to get all',
    );
    await eventually(() => relayed(eventIds), 'the events to be relayed');
    await eventually(() => paidOnly.successesOf(eventIds[1]).length === 1, 'order.paid to arrive');
    expect((await deliveriesOf(api, paid.id)).map((d) => d.eventType)).toEqual(['order.paid']);
    expect(paidOnly.received.map((r) => r.json.type)).toEqual(['order.paid']);
    expect(await deliveriesOf(api, pausedEndpoint.id)).toEqual([]);

    expectContract('adminUpdateWebhook', await api.patch(`/webhooks/${pausedEndpoint.id}`, { enabled: true }), 200);
    const later = await raise(storeId, 'order.fulfilled');
    await eventually(() => paused.successesOf(later).length === 1, 'the re-enabled endpoint to get the new event');
    expect(paused.received.map((r) => r.headers['webhook-id'])).toEqual([later]);
  });
});

describe('when a receiver answers 410 or 429', () => {
  it('then 410 disables the endpoint and it receives nothing more', async () => {
    const { storeId, api } = await newStore();
    const target = await receiver(() => ({ status: 410 }));
    const endpoint = await register(api, target.url);
    await raise(storeId, 'order.paid');
    const disabled = await eventually(async () => {
      const res = await api.get(`/webhooks/${endpoint.id}`);
      return res.body.enabled === false && res.body;
    }, 'the endpoint to be disabled');
    expect(disabled.disabledReason).toBe('endpoint_gone');
    const [delivery] = await deliveriesOf(api, endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attemptCount: 1, lastStatusCode: 410 });
    const after = await raise(storeId, 'order.paid');
    await eventually(() => relayed([after]), 'the next event to be relayed');
    expect(await deliveriesOf(api, endpoint.id)).toHaveLength(1);
    expect(target.received).toHaveLength(1);
  });

  it('then 429 with Retry-After: 2 is retried no sooner than 2 s later', async () => {
    const { storeId, api } = await newStore();
    const target = await receiver((attempt) =>
      attempt === 0 ? { status: 429, headers: { 'retry-after': '2' } } : { status: 200 },
    );
    const endpoint = await register(api, target.url);
    const eventId = await raise(storeId, 'inventory.updated');
    await eventually(() => target.successesOf(eventId).length === 1, 'the retried delivery');
    const [first, second] = target.received;
    expect(second.receivedAt - first.receivedAt).toBeGreaterThanOrEqual(2000);
    const [delivery] = await deliveriesOf(api, endpoint.id);
    const [attempt] = delivery.attempts;
    expect(attempt.statusCode).toBe(429);
    expect(Date.parse(attempt.nextRetryAt) - Date.parse(attempt.attemptedAt)).toBeGreaterThanOrEqual(2000);
  });
});

describe('when a test event is sent and the secret rotated', () => {
  it('then the test goes to that endpoint only, and after rotation both secrets verify', async () => {
    const { storeId, api } = await newStore();
    const target = await receiver();
    const bystander = await receiver();
    const endpoint = await register(api, target.url);
    await register(api, bystander.url, ['*']);
    const sent = await api.post(`/webhooks/${endpoint.id}/test`);
    expectContract('adminSendTestWebhook', sent, 202);
    await eventually(() => target.successesOf(sent.body.eventId).length === 1, 'the test event');
    expect(target.received[0].json).toMatchObject({ type: 'webhook.test', data: { object: { id: endpoint.id } } });
    const [delivery] = await eventually(async () => {
      const list = await deliveriesOf(api, endpoint.id);
      return list[0]?.status === 'succeeded' && list;
    }, 'the test delivery in the log');
    expect(delivery.id).toBe(sent.body.deliveryId);

    const rotated = await api.post(`/webhooks/${endpoint.id}/rotate-secret`);
    expectContract('adminRotateWebhookSecret', rotated, 200);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    const eventId = await raise(storeId, 'product.created');
    await eventually(() => target.successesOf(eventId).length === 1, 'a delivery after rotation');
    const request = target.successesOf(eventId)[0];
    expect(request.headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(rotated.body.secret).verify(request.body, request.headers)).toEqual(request.json);
    expect(new Webhook(endpoint.secret).verify(request.body, request.headers)).toEqual(request.json);
    await eventually(() => bystander.successesOf(eventId).length === 1, 'the bystander delivery');
    expect(bystander.received.map((r) => r.json.type)).toEqual(['product.created']);
  });

  it('then a disabled endpoint refuses a test (invalid_state_transition), an unknown one answers 404', async () => {
    const { api } = await newStore();
    const endpoint = await register(api, 'https://hooks.example.com/off');
    await api.patch(`/webhooks/${endpoint.id}`, { enabled: false });
    const res = await api.post(`/webhooks/${endpoint.id}/test`);
    expectContract('adminSendTestWebhook', res, 409);
    expect(res.body.error.code).toBe('invalid_state_transition');
    expectContract('adminSendTestWebhook', await api.post('/webhooks/whe_nothing/test'), 404);
  });
});

describe('when events are read through the private API', () => {
  it('then the list pages newest first, filters by type, and one event reads exactly as delivered', async () => {
    const { storeId, api } = await newStore();
    const other = await newStore();
    const ids = [
      await raise(storeId, 'order.created'),
      await raise(storeId, 'order.paid'),
      await raise(storeId, 'order.paid'),
    ];
    await raise(other.storeId, 'order.paid');
    const first = await api.get('/events?limit=2');
    expectContract('adminListEvents', first, 200);
    const second = await api.get(`/events?limit=2&cursor=${first.body.nextCursor}`);
    expectNewestFirst([...first.body.data, ...second.body.data], ids);
    const paid = await api.get('/events?type=order.paid');
    expectNewestFirst(paid.body.data, [ids[1], ids[2]]);
    expect((await api.get(`/events?type=order.paid&cursor=${first.body.nextCursor}`)).body.error.code).toBe(
      'invalid_cursor',
    );
    const one = await api.get(`/events/${ids[0]}`);
    expectContract('adminGetEvent', one, 200);
    expect(one.body).toMatchObject({ id: ids[0], type: 'order.created', storeId, apiVersion: 'v3' });
    expectContract('adminGetEvent', await other.api.get(`/events/${ids[0]}`), 404);
  });
});

/** A relay of the test's own, signalling endpoints' workflows through the client given. */
const relayVia = (client: Client, overdueSeconds?: number) =>
  new WebhookRelay({
    orm: h.orm,
    workflows: webhookDeliveryWorkflows(client, h.config.temporalTaskQueue),
    databaseUrl: h.config.databaseUrl,
    logger: createLogger('silent', 'test'),
    overdueSeconds,
  });

/** Runs the test with a Temporal client whose calls pass a gRPC proxy that can refuse or hold them. */
async function withProxiedTemporal(test: (proxy: GrpcCallProxy, client: Client) => Promise<void>): Promise<void> {
  const proxy = await startGrpcCallProxy(process.env.TEMPORAL_ADDRESS as string);
  const connection = await Connection.connect({ address: proxy.address });
  try {
    await test(proxy, new Client({ connection, namespace: h.config.temporalNamespace }));
  } finally {
    await connection.close();
    await proxy.close();
  }
}

// Last in this file: from here on the harness relay is stopped, so only the relay under test moves events.
describe('when the relay or the worker crashes', () => {
  beforeAll(async () => {
    await h.relay?.stop();
  });

  it('then a queue whose signal was lost (Temporal unreachable after the commit) is swept, sent once', async () => {
    const { storeId, api } = await newStore();
    const target = await receiver();
    const endpoint = await register(api, target.url);
    await withProxiedTemporal(async (proxy, client) => {
      const relay = relayVia(client, 0);
      const eventId = await raise(storeId, 'order.paid');
      proxy.fault('SignalWithStartWorkflowExecution', 'refuse');
      expect(await relay.relayBatch(1000)).toBe(1);
      await relay.signalsSettled();
      expect(await relayed([eventId])).toBe(true);
      const [queued] = await deliveriesOf(api, endpoint.id);
      expect(queued).toMatchObject({ eventId, status: 'pending', attemptCount: 0 });

      // The event is not handed off twice; the sweep finds its queue overdue and signals it.
      expect(await relay.relayBatch(1000)).toBe(0);
      proxy.heal();
      await relay.signalOverdueQueues();
      await eventually(() => target.successesOf(eventId).length === 1, 'the swept queue to deliver');
      await relay.signalOverdueQueues();
      const [delivery] = await eventually(async () => {
        const list = await deliveriesOf(api, endpoint.id);
        return list[0]?.status === 'succeeded' && list;
      }, 'the log to show success');
      expect(delivery).toMatchObject({ status: 'succeeded', attemptCount: 1 });
      const workflow = await h.temporal.client.workflow.getHandle(endpointWorkflowId(endpoint.id)).describe();
      expect(workflow.searchAttributes).toMatchObject({ WebhookEndpointId: [endpoint.id], StoreId: [storeId] });
      expect(target.received).toHaveLength(1);
    });
  });

  it("then one endpoint's slow signal holds up neither the relay nor another endpoint's deliveries", async () => {
    const { storeId, api } = await newStore();
    const [slowTarget, target] = [await receiver(), await receiver()];
    const slow = await register(api, slowTarget.url);
    await register(api, target.url);
    await withProxiedTemporal(async (proxy, client) => {
      const relay = relayVia(client);
      const release = proxy.hold('SignalWithStartWorkflowExecution', endpointWorkflowId(slow.id));
      const first = await raise(storeId, 'order.paid');
      expect(await relay.relayBatch(1000)).toBe(1);
      await eventually(() => target.successesOf(first).length === 1, "the other endpoint's delivery");
      // The held signal still blocks nothing: the next event reaches the other endpoint too.
      const second = await raise(storeId, 'order.paid');
      expect(await relay.relayBatch(1000)).toBe(1);
      await eventually(() => target.successesOf(second).length === 1, 'the next event');
      expect(slowTarget.received).toHaveLength(0);
      release();
      await eventually(
        () => slowTarget.successesOf(first).length === 1 && slowTarget.successesOf(second).length === 1,
        "the held endpoint's deliveries once its signal went through",
      );
      await relay.signalsSettled();
      expect(slowTarget.received).toHaveLength(2);
    });
  });

  it('then an event handed off again after its delivery succeeded is not sent a second time', async () => {
    const { storeId, api } = await newStore();
    const target = await receiver();
    const endpoint = await register(api, target.url);
    const relay = relayVia(h.temporal.client);
    const eventId = await raise(storeId, 'order.paid');
    await eventually(async () => (await relay.relayBatch(1000)) >= 0 && relayed([eventId]), 'the relay');
    await eventually(() => target.successesOf(eventId).length === 1, 'the delivery');
    // What a relay whose commit was lost would do: the same event, handed off once more.
    await h.orm.em.fork().getConnection().execute('UPDATE events SET relayed_at = NULL WHERE id = ?', [eventId]);
    await eventually(async () => (await relay.relayBatch(1000)) >= 0 && relayed([eventId]), 'the second hand-off');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(target.received).toHaveLength(1);
    const [delivery] = await deliveriesOf(api, endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attemptCount: 1 });
    // With nothing queued the endpoint's workflow sleeps: no pass follows another.
    const passes = async () => {
      const history = await h.temporal.client.workflow.getHandle(endpointWorkflowId(endpoint.id)).fetchHistory();
      return (history.events ?? []).filter((e) => e.markerRecordedEventAttributes).length;
    };
    const before = await passes();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await passes()).toBe(before);
  });

  it('then a worker killed between retries loses nothing: the next worker delivers what it left', async () => {
    const { storeId, api } = await newStore();
    const target = await receiver((attempt) => (attempt === 0 ? { status: 500 } : { status: 200 }));
    const endpoint = await register(api, target.url);
    const env = {
      TEMPORAL_TASK_QUEUE: `webhook-crash-${process.pid}`,
      WEBHOOK_RELAY_ENABLED: 'true',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_SCHEDULE: '2,2',
    };
    const eventId = await raise(storeId, 'order.created');

    const first = launch('src/worker.ts', env);
    try {
      await eventually(() => target.received.length === 1, 'the first (failing) attempt', 90_000);
      const handle = h.temporal.client.workflow.getHandle(endpointWorkflowId(endpoint.id));
      const waiting = async () =>
        (await handle.fetchHistory()).events?.some((e) => e.timerStartedEventAttributes) ?? false;
      await eventually(waiting, 'the workflow to wait for its retry');
    } finally {
      first.child.kill('SIGKILL');
      await exitCode(first.child);
    }
    expect(target.successesOf(eventId)).toHaveLength(0);

    const second = launch('src/worker.ts', env);
    try {
      await eventually(() => target.successesOf(eventId).length === 1, 'the retry by the new worker', 90_000);
      const [delivery] = await eventually(async () => {
        const list = await deliveriesOf(api, endpoint.id);
        return list[0]?.status === 'succeeded' && list;
      }, 'the log to show success');
      expect(delivery.attempts.map((a: any) => a.statusCode)).toEqual([500, 200]);
      expect(target.received.map((r) => r.status)).toEqual([500, 200]);
    } finally {
      second.child.kill('SIGTERM');
      await exitCode(second.child);
    }
  }, 240_000);
});
