import { configOfProcess } from '../config';
import { ensureDatabase } from './database';
import { openOrm } from './orm';

/** Creates the database if needed and applies every pending migration. */
export async function migrate(databaseUrl: string, log: (line: string) => void = () => undefined): Promise<void> {
  if (await ensureDatabase(databaseUrl)) log(`created database ${new URL(databaseUrl).pathname.slice(1)}`);
  const orm = await openOrm(databaseUrl, [], 2);
  try {
    const applied = await orm.getMigrator().up();
    log(
      applied.length ? `applied migrations: ${applied.map((m) => m.name).join(', ')}` : 'database schema is up to date',
    );
  } finally {
    await orm.close(true);
  }
}

/** The migrator process (`npm run migrate`, the container's migration job): migrates DATABASE_URL. */
export function migrateFromEnvironment(): void {
  migrate(configOfProcess().databaseUrl, (line) => console.log(`[migrate] ${line}`)).catch((error) => {
    console.error(`[migrate] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

if (require.main === module) migrateFromEnvironment();
