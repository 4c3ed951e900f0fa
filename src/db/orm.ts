import type { EntitySchema } from '@mikro-orm/core';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from './migrations';

/**
 * The entities come from the entry point (src/entities.ts lists them all), so this layer imports no domain; the
 * migrator alone passes none.
 */
export function ormOptions(databaseUrl: string, entities: EntitySchema[], poolMax = 10): Options {
  return {
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    // Several API and worker processes share the database: keep idle connections short-lived.
    pool: { min: 0, max: poolMax },
    // JIT off: PostgreSQL compiles a query whose estimate passes jit_above_cost at every execution, even of a cached
    // plan, and for these short queries that compile (20 to 40 ms) is all the time they take. A category tree's
    // product page, estimated high and run in 0.5 ms, cost 20 ms with it.
    driverOptions: { connection: { application_name: 'commerce-service', options: '-c jit=off' } },
    debug: false,
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
  };
}

/** The counts of the knex (tarn) pool behind MikroORM, for /metrics and diagnostics. */
export interface PoolStats {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

export const poolOf = (orm: MikroORM) => (orm.em.getConnection().getKnex().client as { pool?: PoolStats }).pool;

export async function openOrm(databaseUrl: string, entities: EntitySchema[], poolMax?: number): Promise<MikroORM> {
  return MikroORM.init(ormOptions(databaseUrl, entities, poolMax));
}
