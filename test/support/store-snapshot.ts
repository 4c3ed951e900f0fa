import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from '../../src/db/sql';

interface ForeignKey {
  child: string;
  column: string;
  parent: string;
}

/**
 * How to select one store's rows from each table: by store_id, or through a foreign key to a table that has one. Read
 * from information_schema once per test process (its views take a second or more to answer on a busy server), since
 * the schema does not change while tests run.
 */
let scopes: Promise<Record<string, string>> | undefined;
export function storeScopes(em: EntityManager): Promise<Record<string, string>> {
  scopes ??= readStoreScopes(em);
  return scopes;
}

async function readStoreScopes(em: EntityManager): Promise<Record<string, string>> {
  const owned = await queryRows<{ table_name: string }>(
    em,
    `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'store_id'`,
  );
  const scopes: Record<string, string> = { stores: 'id = ?' };
  for (const { table_name } of owned) scopes[table_name] = 'store_id = ?';
  const keys = await queryRows<ForeignKey>(
    em,
    `SELECT tc.table_name AS child, kcu.column_name AS column, ccu.table_name AS parent
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name
         AND kcu.table_schema = tc.table_schema
       JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name
         AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'`,
  );
  for (const key of keys) {
    if (scopes[key.child] || !owned.some((o) => o.table_name === key.parent)) continue;
    scopes[key.child] = `"${key.column}" IN (SELECT id FROM "${key.parent}" WHERE store_id = ?)`;
  }
  return scopes;
}

/** Columns the platform's own machinery writes (the webhook relay marks events relayed), not store data. */
const BOOKKEEPING: Record<string, string> = { events: 'relayed_at' };

/**
 * Every row that belongs to the store, table by table (child tables through their foreign keys), so a test can
 * prove that requests made with another store's key changed nothing. Tables added later are included automatically.
 */
export async function snapshotStore(em: EntityManager, storeId: string): Promise<Record<string, unknown>> {
  const fork = em.fork();
  const tables = Object.entries(await storeScopes(fork)).sort(([a], [b]) => a.localeCompare(b));
  // One statement, a row per table, all read from one snapshot of the database.
  const selects = tables.map(([table, where]) => {
    const value = BOOKKEEPING[table] ? `to_jsonb(t) - '${BOOKKEEPING[table]}'` : 'to_jsonb(t)';
    return `SELECT '${table}' AS name,
                   (SELECT coalesce(json_agg(${value} ORDER BY t::text), '[]'::json) FROM "${table}" t WHERE ${where})
                   AS rows`;
  });
  const rows = await queryRows<{ name: string; rows: unknown }>(
    fork,
    selects.join(' UNION ALL '),
    tables.map(() => storeId),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.rows]));
}
