import { Client } from 'pg';

/** A connection of its own, outside the API's pool, closed after use. */
export async function connected<T>(databaseUrl: string, use: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await use(db);
  } finally {
    await db.end();
  }
}

/**
 * `first` runs in a transaction left open while `second` starts (in a transaction of its own, or as an API request);
 * after a pause long enough for `second` to take its locks, or to do its work were it not made to wait, `first` does
 * `then` and commits, and `second`'s answer is returned.
 */
export const interleave = <T>(
  databaseUrl: string,
  first: (db: Client) => Promise<unknown>,
  second: () => Promise<T>,
  then: (db: Client) => Promise<unknown> = async () => undefined,
) =>
  connected(databaseUrl, async (db) => {
    await db.query('BEGIN');
    await first(db);
    const answer = second();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await then(db);
    await db.query('COMMIT');
    return answer;
  });
