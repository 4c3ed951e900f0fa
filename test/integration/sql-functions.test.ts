import { Client } from 'pg';
import { migrationsList } from '../../src/db/migrations';
import {
  functionDefinition,
  functionFileNames,
  functionVersion,
  type FunctionVersions,
} from '../../src/db/sql-functions';
import { openFileDatabase, type FileDatabase } from '../support/file-database';

/**
 * Each database function's live definition, and its triggers', is its file, src/<owner>/sql/<name>.sql
 * (src/db/sql-functions.ts).
 */
let database: FileDatabase;
let client: Client;
beforeAll(async () => {
  database = await openFileDatabase();
  client = new Client({ connectionString: database.url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await database?.drop();
});

/** The functions of the schema, leaving out those an extension (pg_trgm, btree_gin) brings. */
async function databaseFunctions(): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT p.proname AS name FROM pg_proc p
      WHERE p.pronamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
      ORDER BY p.proname`,
  );
  return rows.map((row) => row.name);
}

/** The function's definition and those of the triggers that fire it, as PostgreSQL writes them. */
async function liveDefinition(name: string): Promise<string[]> {
  const { rows } = await client.query<{ definition: string }>(
    `SELECT pg_get_functiondef(p.oid) AS definition FROM pg_proc p
      WHERE p.proname = $1 AND p.pronamespace = 'public'::regnamespace
     UNION ALL
     (SELECT pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE p.proname = $1 AND NOT t.tgisinternal ORDER BY t.tgname)`,
    [name],
  );
  return rows.map((row) => row.definition);
}

const triggersIn = (definition: string) =>
  [...definition.matchAll(/^CREATE OR REPLACE TRIGGER (\w+)/gm)].map((match) => match[1]).sort();

/** Whether running the function's file, in a transaction rolled back after, leaves its definition as it was. */
async function fileIsLive(name: string): Promise<boolean> {
  await client.query('BEGIN');
  try {
    const live = await liveDefinition(name);
    await client.query(functionDefinition(name));
    return JSON.stringify(await liveDefinition(name)) === JSON.stringify(live);
  } finally {
    await client.query('ROLLBACK');
  }
}

/** For each function file, the version the newest migration applying it names. */
function appliedVersions(): Record<string, string> {
  const versions = migrationsList.map(
    ({ class: migration }) => (migration as { functionVersions?: FunctionVersions }).functionVersions ?? {},
  );
  return Object.assign({}, ...versions);
}

describe('when a function file is compared with the migrations', () => {
  it('then the newest migration applying it names its current version: a changed file comes with its migration', () => {
    const current = Object.fromEntries(functionFileNames().map((name) => [name, functionVersion(name)]));
    expect(appliedVersions()).toEqual(current);
  });
});

describe('when every migration has run', () => {
  it('then each function of the database has its file and each file its function', async () => {
    expect(functionFileNames()).toEqual(await databaseFunctions());
  });

  it('then each trigger of the database is in the file of the function it runs', async () => {
    const { rows } = await client.query<{ trigger: string; function: string }>(
      `SELECT t.tgname AS trigger, p.proname AS function FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE NOT t.tgisinternal ORDER BY t.tgname`,
    );
    const inFiles = functionFileNames().flatMap((name) =>
      triggersIn(functionDefinition(name)).map((t) => `${t} ${name}`),
    );
    expect(inFiles.sort()).toEqual(rows.map((row) => `${row.trigger} ${row.function}`).sort());
  });

  it('then running each file again changes no function or trigger definition: the live one is the file', async () => {
    const differing: string[] = [];
    for (const name of functionFileNames()) if (!(await fileIsLive(name))) differing.push(name);
    expect(differing).toEqual([]);
  });
});
