import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { Client, QueryConfig, QueryResult } from 'pg';
import { templateStatement, toStatement } from './statements';
import { Sql } from './sql-template';

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
async function run(em: EntityManager, statement: QueryConfig): Promise<QueryResult> {
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

/** An sql`` fragment, or `?` SQL with its values in order; options come after either. */
type SqlArgs =
  [statement: Sql, options?: QueryOptions] | [sql: string, params?: readonly unknown[], options?: QueryOptions];

function statementOf(args: SqlArgs): QueryConfig {
  if (args[0] instanceof Sql) {
    return templateStatement(args[0], (args[1] as QueryOptions | undefined)?.planEachCall === true);
  }
  const [text, params = [], options] = args as [string, (readonly unknown[])?, QueryOptions?];
  return toStatement(text, params, options?.planEachCall === true);
}

/**
 * Plain-row SQL inside the EntityManager's transaction when it has one. Hot paths read rows this way instead of
 * hydrating entity graphs. Write it as sql`…` (db/sql-template.ts); older statements use `?` placeholders (knex
 * style) with their values in order, where an array binding expands to a list, for `IN (?)`.
 */
export async function queryRows<T = Record<string, unknown>>(em: EntityManager, ...args: SqlArgs): Promise<T[]> {
  return (await run(em, statementOf(args))).rows as T[];
}

export async function queryOne<T = Record<string, unknown>>(
  em: EntityManager,
  ...args: SqlArgs
): Promise<T | undefined> {
  const rows = await queryRows<T>(em, ...args);
  return rows[0];
}

export async function execute(em: EntityManager, ...args: SqlArgs): Promise<number> {
  return (await run(em, statementOf(args))).rowCount ?? 0;
}

type CommitWrite = (tx: EntityManager) => Promise<void>;

/** The writes each transaction (or savepoint) holds back until its work is done: see `writeAtCommit`. */
const heldWrites = new WeakMap<Knex.Transaction, CommitWrite[]>();

/**
 * Runs fn in a transaction, or in a savepoint inside the EntityManager's current one. It goes through knex rather
 * than `em.transactional`, whose AsyncLocalStorage switches on promise hooks for the whole process after its first
 * use and so slows every later request by about a sixth; fn gets an EntityManager bound to the transaction.
 * A savepoint's held writes join its parent's when it succeeds; the outermost transaction runs them just before
 * it commits.
 */
export async function inTransaction<T>(em: EntityManager, fn: (em: EntityManager) => Promise<T>): Promise<T> {
  const parent = em.getTransactionContext<Knex.Transaction>();
  const starter = parent ?? em.getConnection().getKnex();
  return starter.transaction(async (transaction) => {
    const tx = em.fork();
    tx.setTransactionContext(transaction);
    const held: CommitWrite[] = [];
    heldWrites.set(transaction, held);
    const result = await fn(tx);
    const parentHeld = parent && heldWrites.get(parent);
    if (parentHeld) parentHeld.push(...held);
    else for (const write of held) await write(tx);
    return result;
  });
}

/**
 * Holds a write back until the transaction's other work is done, then runs it last before the commit. For rows
 * that every order of a store updates (the daily sales rollups): taken last, each is locked only for the commit,
 * and always after the rows the transaction's own work locks (stock, discounts), so two transactions can never hold
 * them in opposite orders and deadlock. Outside a transaction started by inTransaction it runs at once.
 */
export async function writeAtCommit(em: EntityManager, write: CommitWrite): Promise<void> {
  const transaction = em.getTransactionContext<Knex.Transaction>();
  const held = transaction && heldWrites.get(transaction);
  if (held) held.push(write);
  else await write(em);
}
