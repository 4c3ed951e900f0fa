import { Client } from 'pg';

/**
 * PostgreSQL checks a foreign key once for every deleted row it points at. Without an index led by the key's column
 * that check reads the whole referencing table each time, so deleting many rows (a product's variants, a store's
 * customers) grows with the square of the data. A store is the one parent deleted a row at a time, where one read of
 * each of its tables is the whole cost, so keys to stores may go without.
 */
const UNINDEXED_FOREIGN_KEYS = `
  SELECT c.conrelid::regclass::text AS "table", a.attname AS "column", c.confrelid::regclass::text AS "references"
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
   WHERE c.contype = 'f'
     AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])
   ORDER BY 1, 2`;

describe('when rows that other rows point at are deleted', () => {
  it('then every foreign key but those to stores is led by an index, so each check is a lookup', async () => {
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ table: string; column: string; references: string }>(
        UNINDEXED_FOREIGN_KEYS,
      );
      expect(rows.filter((key) => key.references !== 'stores')).toEqual([]);
    } finally {
      await client.end();
    }
  });
});

describe('when a cart line changes', () => {
  it('then cart_change_line runs its statements on generic plans, never planned again (migration 2500)', async () => {
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ settings: string[] | null }>(
        `SELECT proconfig AS settings FROM pg_proc WHERE proname = 'cart_change_line'`,
      );
      expect(rows).toEqual([{ settings: ['plan_cache_mode=force_generic_plan'] }]);
    } finally {
      await client.end();
    }
  });
});
