import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { Client, QueryConfig, QueryResult } from 'pg';
import { toStatement } from './statements';

/** The part of knex's client that lends out node-postgres connections (a transaction's client lends its own). */
interface ConnectionLender {
  transacting?: boolean;
  acquireConnection(): Promise<Client>;
  releaseConnection(connection: Client): Promise<void>;
}

function lenderOf(em: EntityManager): ConnectionLender {
  const transaction = em.getTransactionContext<{ client: ConnectionLender }>();
  return transaction ? transaction.client : (em.getConnection().getKnex().client as ConnectionLender);
}

/**
 * Runs one statement on a connection of MikroORM's pool, or on the EntityManager's transaction connection when it
 * has one. Statements go to PostgreSQL as prepared statements with bound parameters rather than through MikroORM's
 * `execute`, which inlines every value into the SQL text and so makes PostgreSQL parse and plan each request anew.
 */
async function run(em: EntityManager, sql: string, params: readonly unknown[], options: QueryOptions = {}): Promise<QueryResult> {
  const statement: QueryConfig = toStatement(sql, params, options.planEachCall === true);
  const lender = lenderOf(em);
  const connection = await lender.acquireConnection();
  try {
    return await connection.query(statement);
  } finally {
    if (!lender.transacting) await lender.releaseConnection(connection);
  }
}

export interface QueryOptions {
  /** Plan for the values of each call instead of reusing a generic plan, where the best plan depends on them. */
  planEachCall?: boolean;
}

/**
 * Plain-row SQL inside the EntityManager's transaction when it has one. Hot paths read rows this way instead of
 * hydrating entity graphs. Placeholders are `?` (knex style); an array binding expands to a list, for `IN (?)`.
 */
export async function queryRows<T = Record<string, unknown>>(em: EntityManager, sql: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<T[]> {
  return (await run(em, sql, params, options)).rows as T[];
}

export async function queryOne<T = Record<string, unknown>>(em: EntityManager, sql: string, params: readonly unknown[] = []): Promise<T | undefined> {
  const rows = await queryRows<T>(em, sql, params);
  return rows[0];
}

export async function execute(em: EntityManager, sql: string, params: readonly unknown[] = []): Promise<number> {
  return (await run(em, sql, params)).rowCount ?? 0;
}

/**
 * Runs fn in a transaction, or in a savepoint inside the EntityManager's current one. It goes through knex rather
 * than `em.transactional`, whose AsyncLocalStorage switches on promise hooks for the whole process after its first
 * use and so slows every later request by about a sixth; fn gets an EntityManager bound to the transaction.
 */
export async function inTransaction<T>(em: EntityManager, fn: (em: EntityManager) => Promise<T>): Promise<T> {
  const starter = em.getTransactionContext<Knex.Transaction>() ?? em.getConnection().getKnex();
  return starter.transaction(async (transaction) => {
    const tx = em.fork();
    tx.setTransactionContext(transaction);
    return fn(tx);
  });
}
