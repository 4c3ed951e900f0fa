import type { MikroORM } from '@mikro-orm/postgresql';
import { dropDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openOrm } from '../../src/db/orm';
import { entities } from '../../src/entities';
import { schemaDiff } from '../support/schema-diff';

/**
 * The entities (src/entities.ts) are the typed map of the schema the migrations build: MikroORM finds no difference.
 */
const url = new URL(process.env.DATABASE_URL as string);
url.pathname = `/${url.pathname.slice(1)}_schema_${process.pid}`;
let orm: MikroORM;
beforeAll(async () => {
  await migrate(url.toString());
  orm = await openOrm(url.toString(), entities, 2);
}, 120_000);
afterAll(async () => {
  await orm?.close(true);
  await dropDatabase(url.toString());
});

describe('when every migration has run on a fresh database', () => {
  it('then MikroORM finds nothing to change to match the entities', async () => {
    expect(await schemaDiff(orm)).toBe('');
  });

  it('then a column or a table that no entity maps is a difference', async () => {
    await orm.em.getConnection().execute('ALTER TABLE orders ADD COLUMN gift_message text');
    await orm.em.getConnection().execute('CREATE TABLE gift_wraps (id text PRIMARY KEY)');
    const diff = await schemaDiff(orm);
    expect(diff).toContain('alter table "orders" drop column "gift_message"');
    expect(diff).toContain('drop table if exists "gift_wraps"');
  });
});
