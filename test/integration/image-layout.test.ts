import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../src/db/orm';
import { entities } from '../../src/entities';
import { layOutImage, type DockerStage } from '../support/image-layout';
import { freePort } from '../support/ports';
import { exitCode, launchCommand, waitFor, within, type Launched } from '../support/processes';
import { request, publicClient } from '../support/http';
import { eventually } from '../support/webhook-receiver';
import {
  admin,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';

/**
 * The image as the Dockerfile builds it, without Docker: its layout rebuilt in a temporary folder (production
 * dependencies from the lock file, the built dist/), its API (the image's CMD) and worker (the compose and Kubernetes
 * command) started from there, on Node, against the test database and Temporal, with the image's environment.
 */
let folder: string;
let image: DockerStage;
let baseUrl: string;
let orm: MikroORM;
let store: CheckoutStore;
/** The image's ENV with what compose or the cluster sets, pointed at the test's PostgreSQL and Temporal. */
let environment: Record<string, string>;
const processes: Launched[] = [];

function startFromImage(command: string[], env: Record<string, string>): Launched {
  const started = launchCommand(command, folder, env);
  processes.push(started);
  return started;
}

/** The object storage the test run's global setup started (versitygw): the image writes and serves exports there. */
function s3SettingsOfTheTests(): Record<string, string> {
  const names = ['FILE_STORAGE', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])));
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'commerce-image-'));
  image = layOutImage(folder);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  environment = {
    PATH: process.env.PATH as string,
    ...image.env,
    // What compose or the cluster sets (docker-compose.yml, the Helm chart), pointed at the test's services.
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: baseUrl,
    MAIL_DIR: join(folder, '.data', 'mail'),
    ...s3SettingsOfTheTests(),
    DATABASE_URL: process.env.DATABASE_URL as string,
    TEMPORAL_ADDRESS: process.env.TEMPORAL_ADDRESS as string,
    TEMPORAL_TASK_QUEUE: `image-${randomUUID()}`,
    CURSOR_SECRET: randomBytes(32).toString('base64'),
    SECRETS_KEY: `image:${randomBytes(32).toString('base64')}`,
    LOG_LEVEL: 'warn',
  };
  const api = startFromImage(image.cmd as string[], environment);
  startFromImage(['node', 'dist/worker.js'], environment);
  orm = await openOrm(environment.DATABASE_URL, entities, 2);
  store = await makeCheckoutStore(orm.em.fork());
  await waitFor(
    async () => (await fetch(`${baseUrl}/readyz`).catch(() => undefined))?.status === 200,
    "the image's API to be ready",
    180_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; its output: ${api.output().slice(-800)}`);
  });
}, 900_000);

afterAll(async () => {
  for (const { child } of processes) child.kill('SIGTERM');
  await Promise.all(processes.map(({ child }) => within(exitCode(child), 60_000, 'an image process to stop')));
  await orm?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
}, 120_000);

describe('when the image is laid out as the Dockerfile builds it', () => {
  it('then it holds the service and its production dependencies only, not the workspaces or the tools', () => {
    for (const file of ['dist/server.js', 'dist/worker.js', 'dist/migrate.js', 'dist/workflow-bundle.js'])
      expect(existsSync(join(folder, file))).toBe(true);
    const installed = (name: string) => existsSync(join(folder, 'node_modules', name));
    expect(['koa', '@temporalio/worker', 'pg'].filter((name) => !installed(name))).toEqual([]);
    const absent = ['tsx', 'typescript', 'jest', 'lit', 'preact', 'zapier-platform-core', '@commerce-service/sdk'];
    expect(absent.filter(installed)).toEqual([]);
  });

  it('then /admin/ serves the dashboard and /widget/v1/commerce.js the widget', async () => {
    const dashboard = await fetch(`${baseUrl}/admin/`);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('app.js');
    const script = await fetch(`${baseUrl}/admin/app.js`);
    expect(script.status).toBe(200);
    const widget = await fetch(`${baseUrl}/widget/v1/commerce.js`);
    expect(widget.status).toBe(200);
    expect(widget.headers.get('content-type')).toMatch(/javascript/);
    expect((await widget.text()).length).toBeGreaterThan(1000);
  });

  it('then its migrator runs (the database is migrated) and its API is ready, no configuration problem', async () => {
    const migrator = startFromImage(['node', 'dist/migrate.js'], environment);
    expect(await within(exitCode(migrator.child), 120_000, "the image's migrator")).toBe(0);
    expect(migrator.output()).toContain('database schema is up to date');
    const ready = (await (await fetch(`${baseUrl}/readyz`)).json()) as Record<string, unknown>;
    expect(ready).toMatchObject({ status: 'ready', configurationProblems: [] });
  });

  it('then /docs and /openapi.json answer', async () => {
    const docs = await fetch(`${baseUrl}/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui-bundle.js');
    expect((await fetch(`${baseUrl}/docs/assets/swagger-ui-bundle.js`)).status).toBe(200);
    const spec = await fetch(`${baseUrl}/openapi.json`);
    expect(((await spec.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    expect((await fetch(`${baseUrl}/docs/api-changelog`)).status).toBe(200);
  });

  it("then a checkout completes through the image's worker", async () => {
    const product = await makeStockedProduct(orm.em.fork(), store, 5);
    const cart = await makeReadyCart(orm.em.fork(), store, [{ ...product, quantity: 1 }]);
    const submitted = await submit(baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expect([201, 202]).toContain(submitted.status);
    const checkout = publicClient(baseUrl, store.publishableKey, cart.token);
    const completed = await eventually(
      async () => {
        const state = await checkout.get('/cart/checkout');
        return state.body.status === 'completed' && state.body;
      },
      'the checkout to complete',
      120_000,
    );
    const order = await admin(baseUrl, store).get(`/orders/${completed.orderId}`);
    expect(order.body).toMatchObject({ paymentStatus: 'paid' });
  });

  it('then an export the worker writes is downloaded through the API', async () => {
    const api = admin(baseUrl, store);
    const started = await api.post('/product-exports', { format: 'jsonl' });
    expect(started.status).toBe(202);
    const done = await eventually(
      async () => {
        const res = await api.get(`/product-exports/${started.body.id}`);
        return res.body.status === 'completed' && res.body;
      },
      'the export to complete',
      120_000,
    );
    const link = new URL(done.download.url);
    const file = await request(baseUrl, 'GET', `${link.pathname}${link.search}`);
    expect(file.status).toBe(200);
    expect(Buffer.byteLength(file.text)).toBe(done.byteSize);
    expect(file.text).toContain('"handle"');
  });
});
