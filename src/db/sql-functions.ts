import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TABLE_OWNERS } from './table-owners';

/**
 * Each database function's current definition is one file, src/<owner>/sql/<name>.sql: its CREATE OR REPLACE FUNCTION
 * and, for a trigger function, the CREATE OR REPLACE TRIGGERs that fire it. The live body is read in one place rather
 * than pieced together from the migrations that redefined it.
 *
 * A migration applies files by version: to change a function, edit its file and add a migration naming the file's new
 * version. An older migration finds the file changed since and leaves it to the newer one, so a fresh database
 * replays the changes in order, as the running ones did (test/integration/sql-functions.test.ts keeps the newest
 * version each migration names equal to the file's).
 */
const SOURCE_ROOT = join(__dirname, '..');

/** The function files a migration applies, each with the version (functionVersion) it was written for. */
export type FunctionVersions = Readonly<Record<string, string>>;

/** The path of a function's file under src/ (dist/src/ when compiled: scripts/build.sh copies the files). */
export function functionFile(name: string): string {
  const owner = TABLE_OWNERS[name];
  if (!owner) throw new Error(`Database function ${name} has no owner in src/db/table-owners.ts`);
  return join(SOURCE_ROOT, owner, 'sql', `${name}.sql`);
}

export const functionDefinition = (name: string): string => readFileSync(functionFile(name), 'utf8');

export const functionVersion = (name: string): string =>
  createHash('sha256').update(functionDefinition(name)).digest('hex').slice(0, 12);

/** The definitions to run for a migration: those of its files that are still the version it names. */
export const definitionsAt = (versions: FunctionVersions): string[] =>
  Object.entries(versions)
    .filter(([name, version]) => functionVersion(name) === version)
    .map(([name]) => functionDefinition(name));

/** The names of every function file of the tree. */
export function functionFileNames(): string[] {
  return readdirSync(SOURCE_ROOT)
    .map((folder) => join(SOURCE_ROOT, folder, 'sql'))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => readdirSync(folder).filter((file) => file.endsWith('.sql')))
    .map((file) => file.replace(/\.sql$/, ''))
    .sort();
}
