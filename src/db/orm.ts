import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from './migrations';
import { entities } from './entities';

export function ormOptions(databaseUrl: string, poolMax = 10): Options {
  return {
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, tableName: 'mikro_orm_migrations', transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: { min: 0, max: poolMax },
    // Several API and worker processes share the database: keep idle connections short-lived.
    driverOptions: { connection: { application_name: 'commerce-service' } },
    debug: false,
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
  };
}

export async function openOrm(databaseUrl: string, poolMax?: number): Promise<MikroORM> {
  return MikroORM.init(ormOptions(databaseUrl, poolMax));
}
