import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Plain-row SQL through MikroORM's connection, inside the EntityManager's transaction when it has one.
 * Hot paths read rows this way instead of hydrating entity graphs. Placeholders are `?` (knex style).
 */
export async function queryRows<T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute(sql, params as never[], 'all', em.getTransactionContext()) as Promise<T[]>;
}

export async function queryOne<T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T | undefined> {
  const rows = await queryRows<T>(em, sql, params);
  return rows[0];
}

export async function execute(em: EntityManager, sql: string, params: unknown[] = []): Promise<number> {
  const result = await em.getConnection().execute(sql, params as never[], 'run', em.getTransactionContext());
  return (result as { affectedRows?: number }).affectedRows ?? 0;
}

/** Runs fn in a transaction (joining the current one if any). */
export async function inTransaction<T>(em: EntityManager, fn: (em: EntityManager) => Promise<T>): Promise<T> {
  return em.transactional((tx) => fn(tx as EntityManager));
}
