import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../config';
import { openOrm } from '../db/orm';
import { entities } from '../entities';
import { DomainError } from '../shared/errors';
import { createStore, listStores, rotateKey, setPlan } from '../stores/stores.service';
import type { Plan } from '../shared/plans';
import type { KeyType } from '../stores/api-key.entity';
import { setStorefrontOrigins } from '../customers/storefront-origins';
import { SIGN_IN_TOKEN_MINUTES } from '../customers/sign-in-link.service';
import { addStaffMember, operatorSignInLink } from '../staff/staff.service';
import { createReadStream } from 'node:fs';
import { CommerceTemporal } from '../temporal/client';
import { temporalImportWorkflows } from '../temporal/imports';
import { claimStart, getImport, importSummary, storeUpload } from '../imports/imports.service';
import { openFileStorage } from '../files/file-storage';

const USAGE = `Operator command line of the commerce service.

  npm run commerce -- stores create --name "Acme" --plan growth --currencies USD,EUR [--languages en,de]
                     [--owner-email owner@example.com] [--json]
  npm run commerce -- stores list [--json]
  npm run commerce -- stores set-plan --store str_… --plan pro [--json]
  npm run commerce -- stores set-storefront-origins --store str_… --origins https://shop.example.com[,…] [--json]
                     (where e-mailed sign-in links may point; --origins "" allows only loopback URLs, for development)
  npm run commerce -- keys rotate --store str_… --type publishable|secret [--json]
  npm run commerce -- staff sign-in-link --store str_… --email owner@example.com [--json]
                     (a one-time dashboard sign-in link for a staff member, valid 15 minutes)
  npm run commerce -- imports upload --store str_… --file products.csv|products.jsonl [--json]
                     (starts the dry run; docs/imports.md)
  npm run commerce -- imports show --store str_… --import imp_… [--json]
  npm run commerce -- imports start --store str_… --import imp_… [--json]

Keys are shown once: only their hashes are stored.`;

type Options = Record<string, string | boolean | undefined>;

function required(options: Options, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || !value)
    throw new DomainError('validation_failed', `--${name} is required.\n\n${USAGE}`);
  return value;
}

const list = (value: string | boolean | undefined) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : undefined;

/** Each command answers a plain object; --json prints it as JSON, otherwise as aligned lines. */
const COMMANDS: Record<string, (em: EntityManager, o: Options) => Promise<Record<string, unknown>>> = {
  'stores create': async (em, o) => {
    const { store, publishableKey, secretKey } = await createStore(em, {
      name: required(o, 'name'),
      plan: required(o, 'plan') as Plan,
      currencies: list(required(o, 'currencies'))?.map((c) => c.toUpperCase()) ?? [],
      languages: list(o.languages),
    });
    const ownerEmail = typeof o['owner-email'] === 'string' ? o['owner-email'] : undefined;
    if (ownerEmail) await addStaffMember(em, store.id, { email: ownerEmail, role: 'owner' });
    return {
      storeId: store.id,
      name: store.name,
      plan: store.plan,
      currencies: store.currencies,
      publishableKey,
      secretKey,
      ...(ownerEmail ? { ownerEmail } : {}),
    };
  },
  'stores list': async (em) => ({
    stores: (await listStores(em)).map((s) => ({
      storeId: s.id,
      name: s.name,
      plan: s.plan,
      currencies: s.currencies,
      createdAt: s.createdAt.toISOString(),
    })),
  }),
  'stores set-plan': async (em, o) => {
    const store = await setPlan(em, required(o, 'store'), required(o, 'plan') as Plan);
    return { storeId: store.id, plan: store.plan };
  },
  'stores set-storefront-origins': async (em, o) => {
    const origins = list(typeof o.origins === 'string' ? o.origins : required(o, 'origins')) ?? [];
    return {
      storeId: required(o, 'store'),
      storefrontOrigins: await setStorefrontOrigins(em, required(o, 'store'), origins),
    };
  },
  'keys rotate': async (em, o) => {
    const type = required(o, 'type') as KeyType;
    if (type !== 'publishable' && type !== 'secret')
      throw new DomainError('validation_failed', '--type must be publishable or secret.');
    const storeId = required(o, 'store');
    return { storeId, type, key: await rotateKey(em, storeId, type) };
  },
  'staff sign-in-link': async (em, o) => {
    const [storeId, email] = [required(o, 'store'), required(o, 'email')];
    const link = await operatorSignInLink(em, loadConfig(), storeId, email);
    return { storeId, email, link, expiresInMinutes: SIGN_IN_TOKEN_MINUTES };
  },
  'imports upload': async (em, o) => {
    const [storeId, file] = [required(o, 'store'), required(o, 'file')];
    const config = loadConfig();
    const files = openFileStorage(config);
    const format = file.endsWith('.csv') ? 'csv' : 'jsonl';
    const id = await storeUpload(em, files, storeId, format, createReadStream(file), config.importMaxBytes).finally(
      () => files.close(),
    );
    await withTemporal((temporal) => temporalImportWorkflows(temporal).start(storeId, id));
    return importSummary(await getImport(em, storeId, id));
  },
  'imports show': async (em, o) => importSummary(await getImport(em, required(o, 'store'), required(o, 'import'))),
  'imports start': async (em, o) => {
    const [storeId, id] = [required(o, 'store'), required(o, 'import')];
    await claimStart(em, storeId, id, undefined);
    await withTemporal((temporal) => temporalImportWorkflows(temporal).confirm(id));
    return importSummary(await getImport(em, storeId, id, { status: 'importing' }));
  },
};

async function withTemporal(run: (temporal: CommerceTemporal) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const temporal = new CommerceTemporal(config.temporalAddress, config.temporalNamespace, config.temporalTaskQueue);
  try {
    await run(temporal);
  } finally {
    await temporal.close();
  }
}

function print(result: Record<string, unknown>, json: boolean): void {
  if (json) return console.log(JSON.stringify(result, null, 2));
  const rows = Array.isArray(result.stores) ? (result.stores as Record<string, unknown>[]) : [result];
  for (const row of rows)
    console.log(
      Object.entries(row)
        .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(',') : String(v)}`)
        .join('  '),
    );
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      plan: { type: 'string' },
      currencies: { type: 'string' },
      languages: { type: 'string' },
      store: { type: 'string' },
      type: { type: 'string' },
      origins: { type: 'string' },
      email: { type: 'string' },
      file: { type: 'string' },
      import: { type: 'string' },
      'owner-email': { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const command = COMMANDS[positionals.slice(0, 2).join(' ')];
  if (!command || values.help) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const orm = await openOrm(loadConfig().databaseUrl, entities, 2);
  try {
    print(await command(orm.em.fork(), values), values.json === true);
    return 0;
  } catch (error) {
    const message = error instanceof DomainError ? error.message : `unexpected failure: ${(error as Error).message}`;
    console.error(
      values.json
        ? JSON.stringify({ error: { code: (error as DomainError).code ?? 'internal_error', message } })
        : message,
    );
    return 1;
  } finally {
    await orm.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
