import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { sql, type Sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import type { PaymentProviderSettingsSchema } from './payment-provider-settings.entity';

export type ProviderSettingsRow = Pick<
  EntityRow<typeof PaymentProviderSettingsSchema>,
  'provider' | 'credentials' | 'hints' | 'status' | 'status_reason' | 'publishable_key'
>;

export async function findProviderSettings(
  em: EntityManager,
  storeId: string,
): Promise<ProviderSettingsRow | undefined> {
  return queryOne<ProviderSettingsRow>(
    em,
    sql`SELECT provider, credentials, hints, status, status_reason, publishable_key FROM payment_provider_settings
      WHERE store_id = ${storeId}`,
  );
}

/** The provider the store chose, or `otherwise` when it never chose one: a value in another statement. */
export const providerNameOf = (storeId: string, otherwise: string): Sql =>
  sql`coalesce((SELECT provider FROM payment_provider_settings WHERE store_id = ${storeId}), ${otherwise})`;

export async function deleteProviderSettings(em: EntityManager, storeId: string): Promise<void> {
  await execute(em, sql`DELETE FROM payment_provider_settings WHERE store_id = ${storeId}`);
}

/**
 * The store's provider with its sealed credentials and their hints; the provider is active again. A publishable key
 * left out keeps the one saved for the same provider, so re-entering the secrets does not take the widget's away.
 */
export async function saveProviderSettingsRow(
  em: EntityManager,
  storeId: string,
  settings: {
    provider: string;
    credentials: Record<string, string>;
    hints: Record<string, string>;
    publishableKey: string | null;
  },
): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO payment_provider_settings (store_id, provider, credentials, hints, publishable_key)
        VALUES (${storeId}, ${settings.provider}, ${JSON.stringify(settings.credentials)}::jsonb,
          ${JSON.stringify(settings.hints)}::jsonb, ${settings.publishableKey})
        ON CONFLICT (store_id) DO UPDATE
          SET provider = excluded.provider, credentials = excluded.credentials, hints = excluded.hints,
          publishable_key = coalesce(excluded.publishable_key, CASE WHEN payment_provider_settings.provider =
            excluded.provider THEN payment_provider_settings.publishable_key END),
          status = 'active', status_reason = NULL, updated_at = clock_timestamp()`,
  );
}

/** An active provider becomes misconfigured; answers the provider, undefined when it was not active. */
export async function markProviderMisconfigured(
  em: EntityManager,
  storeId: string,
  reason: string,
): Promise<string | undefined> {
  const row = await queryOne<Pick<ProviderSettingsRow, 'provider'>>(
    em,
    sql`UPDATE payment_provider_settings SET status = 'misconfigured', status_reason = ${reason},
         updated_at = clock_timestamp()
         WHERE store_id = ${storeId} AND status = 'active' RETURNING provider`,
  );
  return row?.provider;
}
