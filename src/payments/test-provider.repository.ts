import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne } from '../db/sql';
import { sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import type { TestProviderFailureSchema } from './test-provider-failure.entity';

/** The test provider's ledger (src/payments/test-provider.ts): one row per idempotency key, first outcome kept. */
export interface TestProviderCall<T> {
  key: string;
  operation: string;
  reference: string;
  amount: number;
  currency: string | null;
  result: T;
}

export async function findTestProviderResult<T>(em: EntityManager, key: string): Promise<T | undefined> {
  const row = await queryOne<{ result: T }>(
    em,
    sql`SELECT result FROM test_provider_calls WHERE idempotency_key = ${key}`,
  );
  return row?.result;
}

/**
 * Records the call's result, or (a repeated call) counts the attempt and keeps the first; answers the stored result.
 */
export async function rememberTestProviderCall<T>(em: EntityManager, call: TestProviderCall<T>): Promise<T> {
  const row = await queryOne<{ result: T }>(
    em,
    sql`INSERT INTO test_provider_calls (idempotency_key, operation, payment_reference, amount, currency, result)
        VALUES (${call.key}, ${call.operation}, ${call.reference}, ${call.amount}, ${call.currency},
          ${JSON.stringify(call.result)}::jsonb)
        ON CONFLICT (idempotency_key) DO UPDATE SET attempts = test_provider_calls.attempts + 1
        RETURNING result`,
  );
  return (row as { result: T }).result;
}

/** Counts one more failure of the key; answers how many so far. */
export async function countTestProviderFailure(em: EntityManager, key: string): Promise<number> {
  const row = await queryOne<Pick<EntityRow<typeof TestProviderFailureSchema>, 'failures'>>(
    em,
    sql`INSERT INTO test_provider_failures (idempotency_key, failures) VALUES (${key}, 1)
        ON CONFLICT (idempotency_key) DO UPDATE SET failures = test_provider_failures.failures + 1 RETURNING failures`,
  );
  return row?.failures ?? 1;
}
