import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../src/db/orm';
import { entities } from '../../src/entities';
import { queryOne, queryRows } from '../../src/db/sql';
import { sql } from '../../src/db/sql-template';

/** sql`` statements run on the real PostgreSQL: named, prepared once per connection, jsonb `?` operators intact. */
let orm: MikroORM;
beforeAll(async () => {
  orm = await openOrm(process.env.DATABASE_URL as string, entities, 2);
});
afterAll(() => orm.close(true));

describe('when an sql`` statement uses the jsonb ? operators', () => {
  it('then PostgreSQL reads them as operators and each value as its own parameter, on every call', async () => {
    for (const key of ['a', 'z']) {
      const row = await queryOne<{ has: boolean; any: boolean; all: boolean }>(
        orm.em.fork(),
        sql`SELECT ${'{"a": 1, "b": 2}'}::jsonb ? ${key} AS has,
                   ${'{"a": 1}'}::jsonb ?| ${[key, 'q']}::text[] AS any,
                   ${'{"a": 1, "b": 2}'}::jsonb ?& ${['a', 'b']}::text[] AS all`,
      );
      expect(row).toEqual({ has: key === 'a', any: key === 'a', all: true });
    }
  });
});

describe('when an array is bound', () => {
  it('then it is one parameter, for = ANY(...)', async () => {
    const picked = sql`SELECT n FROM generate_series(1, 5) n WHERE n = ANY(${[2, 4]}::int[]) ORDER BY n`;
    const rows = await queryRows<{ n: number }>(orm.em.fork(), picked);
    expect(rows).toEqual([{ n: 2 }, { n: 4 }]);
  });
});
