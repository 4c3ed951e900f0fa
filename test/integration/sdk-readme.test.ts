import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { startHarness, type Harness } from '../support/harness';
import {
  cartStatus,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';
import { waitFor } from '../support/processes';

const run = promisify(execFile);
const repository = path.resolve(__dirname, '../..');
const sdkDirectory = path.join(repository, 'packages/sdk');
const tsc = path.join(repository, 'node_modules/typescript/bin/tsc');

/** Every ```ts block of the SDK's README, in order. */
async function readmeExamples(): Promise<string[]> {
  const readme = await readFile(path.join(sdkDirectory, 'README.md'), 'utf8');
  return [...readme.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
}

let h: Harness;
let store: CheckoutStore;
let project: string;

/**
 * A new project as an integrator makes one: `npm install` of the packed SDK (under .data, so that the repository's
 * typescript and @types/node are found as a project's own devDependencies would be), compiled with tsc --strict.
 */
beforeAll(async () => {
  h = await startHarness({
    worker: true,
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RELAY_ENABLED: 'true' },
  });
  store = await makeCheckoutStore(h.orm.em.fork());
  const product = await makeStockedProduct(h.orm.em.fork(), store, 10);
  // The README's checkout prints its order when the submit answers 201 within its 3.4 s wait: a worker's first
  // checkout also loads its workflow code, which a loaded machine can stretch past that, so one is placed first.
  const first = await makeReadyCart(h.orm.em.fork(), store, [{ ...product, quantity: 1 }]);
  await submit(h.baseUrl, store, first.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
  await waitFor(async () => (await cartStatus(h.orm.em.fork(), first.cartId)).status === 'completed', 'a first order');
  project = path.join(repository, '.data/test', `sdk-project-${randomUUID()}`);
  await mkdir(project, { recursive: true });
  const { stdout } = await run('npm', ['pack', sdkDirectory, '--pack-destination', project, '--silent']);
  await writeFile(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'sdk-readme-examples', private: true, type: 'module' }),
  );
  await run('npm', ['install', '--no-audit', '--no-fund', '--offline', `./${stdout.trim()}`], { cwd: project });
  const compilerOptions = {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    // A Node project: no DOM library, so the SDK's declarations must stand on what @types/node declares.
    lib: ['ES2022'],
    types: ['node'],
    outDir: 'out',
  };
  await writeFile(path.join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*.ts'] }));
}, 120_000);
afterAll(async () => {
  await h.close();
  await rm(project, { recursive: true, force: true });
});

describe('when the SDK is installed with npm in a new project', () => {
  it('then the package holds the ESM and CommonJS builds with their declarations, and no sources', async () => {
    const installed = path.join(project, 'node_modules/@commerce-service/sdk');
    expect((await readdir(installed)).sort()).toEqual(['CHANGELOG.md', 'LICENSE', 'README.md', 'dist', 'package.json']);
    const manifest = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8')) as Record<string, any>;
    expect(manifest).toMatchObject({ license: 'MIT', publishConfig: { access: 'public' } });
    expect(manifest.repository).toMatchObject({ type: 'git', directory: 'packages/sdk' });
    const license = (folder: string) => readFile(path.join(folder, 'LICENSE'), 'utf8');
    expect(await license(installed)).toBe(await license(repository));
    const probe =
      'const sdk = require("@commerce-service/sdk");' +
      'console.log(typeof sdk.createStorefrontClient, typeof sdk.verifyWebhook)';
    expect((await run('node', ['-e', probe], { cwd: project })).stdout.trim()).toBe('function function');
    const esm =
      'import { createAdminClient } from "@commerce-service/sdk/admin"; console.log(typeof createAdminClient)';
    expect((await run('node', ['--input-type=module', '-e', esm], { cwd: project })).stdout.trim()).toBe('function');
  });

  it('then every README example compiles with tsc --strict and runs against the service', async () => {
    const examples = await readmeExamples();
    expect(examples.length).toBeGreaterThanOrEqual(5);
    const files = examples.map((_, i) => `example-${i + 1}`);
    await Promise.all(examples.map((code, i) => writeFile(path.join(project, `${files[i]}.ts`), code)));
    await run('node', [tsc, '-p', project]).catch((error: { stdout: string }) => {
      throw new Error(`the README examples do not compile:\n${error.stdout}`);
    });
    const env = {
      ...process.env,
      COMMERCE_BASE_URL: h.baseUrl,
      COMMERCE_PUBLISHABLE_KEY: store.publishableKey,
      COMMERCE_SECRET_KEY: store.secretKey,
    };
    const printed: string[] = [];
    for (const file of files) {
      const { stdout } = await run('node', [path.join(project, 'out', `${file}.js`)], {
        cwd: project,
        env,
        timeout: 30_000,
      });
      printed.push(stdout);
    }
    expect(printed.join('')).toMatch(/Cart: 1 item, \$25\.00\nOrder #\d+ placed: \$30\.00\n/);
    expect(printed.join('')).toMatch(/No such product \(HTTP 404, request \S+\)/);
    expect(printed.join('')).toMatch(/Refunded 100 minor units of order #\d+: partially_refunded/);
    expect(printed.join('')).toMatch(/Verified evt_\w+: /);
    expect(printed.join('')).toMatch(/Uploaded med_\w+: processing, 1 x 1\n/);
    expect(printed.join('')).toMatch(
      /Gift card ••••\w{4} holds \$25\.00\nRefused: the card holds less than that\nNow \$20\.00; 2 ledger rows\nListed as active\n/,
    );
  }, 120_000);
});
