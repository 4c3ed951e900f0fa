import { Client } from 'pg';
import { dropDatabase } from '../../src/db/database';

/**
 * A database of one test file's own, copied from the run's migrated template (global-setup.ts). Test files share one
 * database, so an outbox relay in one file would hand off another file's events: a file that runs a relay gets its
 * own copy, and while it is open process.env.DATABASE_URL names it, for the processes the file launches.
 */
export interface FileDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function openFileDatabase(): Promise<FileDatabase> {
  const template = process.env.TEST_TEMPLATE_DATABASE as string;
  const shared = process.env.DATABASE_URL as string;
  const url = new URL(shared);
  const name = `${template}_${process.pid}_${Date.now().toString(36)}`;
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  return {
    url: url.toString(),
    async drop() {
      process.env.DATABASE_URL = shared;
      await dropDatabase(url.toString());
    },
  };
}
