import { DatabaseSchema, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';

/** MikroORM's own bookkeeping table, written by the migrator and mapped by no entity. */
const UNMAPPED_TABLES = ['mikro_orm_migrations'];

/**
 * MikroORM reads the columns an index merely carries (`INCLUDE (stems)`, product_words' primary key) as key columns,
 * and no entity can declare them: the number of key columns of each index that carries others.
 */
async function keyColumnCounts(em: EntityManager): Promise<Map<string, number>> {
  const rows = await em.getConnection().execute<Array<{ name: string; keys: number }>>(
    `SELECT index.relname AS name, i.indnkeyatts AS keys
       FROM pg_index i JOIN pg_class index ON index.oid = i.indexrelid
      WHERE i.indnkeyatts < i.indnatts AND index.relnamespace = 'public'::regnamespace`,
  );
  return new Map(rows.map((row) => [row.name, row.keys]));
}

/**
 * The SQL MikroORM would run to turn the migrated database into the schema its entities describe: empty when they
 * agree. Foreign keys are left out of the comparison: the entities map a reference as its id column (`storeId`), not
 * as a relation, so MikroORM knows of no foreign key. Everything else MikroORM compares counts: tables, columns, their
 * types, nullability, defaults and generated expressions, primary keys, indexes (partial and expression indexes by
 * name) and check constraints.
 */
export async function schemaDiff(orm: MikroORM): Promise<string> {
  const em = orm.em.fork();
  const fromSchema = await DatabaseSchema.create(
    em.getConnection(),
    em.getPlatform(),
    orm.config,
    undefined,
    undefined,
    undefined,
    UNMAPPED_TABLES,
  );
  const keyColumns = await keyColumnCounts(em);
  for (const table of fromSchema.getTables()) {
    const foreignKeys = table.getForeignKeys();
    for (const name of Object.keys(foreignKeys)) delete foreignKeys[name];
    for (const index of table.getIndexes())
      index.columnNames = index.columnNames.slice(0, keyColumns.get(index.keyName));
  }
  return orm.schema.getUpdateSchemaSQL({ fromSchema, wrap: false, safe: false, dropTables: true });
}
