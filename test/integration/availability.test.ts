import { startHarness, type Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { publicClient, request } from '../support/http';
import { TcpProxy } from '../support/tcp-proxy';

let h: Harness;
let database: TcpProxy;
let temporal: TcpProxy;
let pk: string;

beforeAll(async () => {
  const dbUrl = new URL(process.env.DATABASE_URL as string);
  const [temporalHost, temporalPort] = (process.env.TEMPORAL_ADDRESS as string).split(':');
  database = new TcpProxy(dbUrl.hostname, Number(dbUrl.port || 5432));
  temporal = new TcpProxy(temporalHost, Number(temporalPort));
  await Promise.all([database.start(), temporal.start()]);
  dbUrl.host = `127.0.0.1:${database.port}`;
  h = await startHarness({ env: { DATABASE_URL: dbUrl.toString(), TEMPORAL_ADDRESS: `127.0.0.1:${temporal.port}` } });
  pk = (await makeStore(h.orm.em)).publishableKey;
});
afterAll(async () => {
  await h.close();
  await Promise.all([database.stop(), temporal.stop()]);
});

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  let value = await probe();
  for (let attempt = 0; attempt < 50 && !accept(value); attempt += 1) {
    await new Promise((r) => setTimeout(r, 200));
    value = await probe();
  }
  return value;
}

describe('when PostgreSQL goes away and comes back', () => {
  it('then requests answer 503 service_unavailable with Retry-After, then recover without a restart', async () => {
    expect((await publicClient(h.baseUrl, pk).get('/store')).status).toBe(200);
    await database.stop();
    const down = await publicClient(h.baseUrl, pk).get('/store');
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('service_unavailable');
    expect(down.headers.get('retry-after')).toBe('5');
    expect(down.text).not.toMatch(/ECONNREFUSED|at \w+ \(/);
    const ready = await request(h.baseUrl, 'GET', '/readyz');
    expect([ready.status, ready.body.checks.database]).toEqual([503, false]);
    await database.start();
    const back = await eventually(
      () => publicClient(h.baseUrl, pk).get('/store'),
      (r) => r.status === 200,
    );
    expect(back.status).toBe(200);
  });
});

describe('when Temporal goes away and comes back', () => {
  it('then /readyz reports it and recovers on its own', async () => {
    await temporal.stop();
    const down = await request(h.baseUrl, 'GET', '/readyz');
    expect(down.status).toBe(503);
    expect(down.body.checks).toEqual({ database: true, temporal: false });
    await temporal.start();
    const back = await eventually(
      () => request(h.baseUrl, 'GET', '/readyz'),
      (r) => r.status === 200,
    );
    expect(back.body.checks).toEqual({ database: true, temporal: true });
  });
});
