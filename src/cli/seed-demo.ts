import { join } from 'node:path';
import { loadConfig } from '../config';
import { openOrm } from '../db/orm';
import { seedDemoStore } from '../db/seed-demo';
import { entities } from '../entities';

/** `npm run seed:demo`: the demo store in DATABASE_URL, its keys written to .data/demo-store.json. */
const log = (line: string) => console.log(`[seed:demo] ${line}`);
(async () => {
  const orm = await openOrm(loadConfig().databaseUrl, entities, 2);
  try {
    const keys = await seedDemoStore(orm.em.fork(), join(__dirname, '..', '..', '.data', 'demo-store.json'), log);
    log(`store ${keys.storeId}\n  publishable key ${keys.publishableKey}\n  secret key      ${keys.secretKey}`);
  } finally {
    await orm.close(true);
  }
})().catch((error) => {
  console.error(`[seed:demo] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
