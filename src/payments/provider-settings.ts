import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { recordEvent } from '../events/outbox';
import { maskSecret, openSecret, sealSecret, type SecretKeyring } from '../secrets/secret-box';
import { validationFailed } from '../shared/errors';
import { DEFAULT_PROVIDER, PAYMENT_PROVIDERS } from './providers';

interface SettingsRow {
  provider: string;
  credentials: Record<string, string>;
  hints: Record<string, string>;
  status: 'active' | 'misconfigured';
  status_reason: string | null;
}

export interface ProviderSettingsInput {
  name: string;
  [credential: string]: string;
}

/** How the settings API shows the provider: credentials masked, never opened for display. */
export interface ProviderSettingsView {
  name: string;
  status: 'active' | 'misconfigured';
  statusReason: string | null;
  credentials: Record<string, string>;
}

const credentialPurpose = (storeId: string, field: string) => `payment_provider_settings.${field}:${storeId}`;

async function readSettings(em: EntityManager, storeId: string): Promise<SettingsRow | undefined> {
  return queryOne<SettingsRow>(
    em,
    'SELECT provider, credentials, hints, status, status_reason FROM payment_provider_settings WHERE store_id = ?',
    [storeId],
  );
}

/** The provider a new card payment of this store goes through. */
export async function storeProviderName(em: EntityManager, storeId: string): Promise<string> {
  return (
    (
      await queryOne<{ provider: string }>(em, 'SELECT provider FROM payment_provider_settings WHERE store_id = ?', [
        storeId,
      ])
    )?.provider ?? DEFAULT_PROVIDER
  );
}

export async function providerSettingsView(em: EntityManager, storeId: string): Promise<ProviderSettingsView> {
  const row = await readSettings(em, storeId);
  return row
    ? { name: row.provider, status: row.status, statusReason: row.status_reason, credentials: row.hints }
    : { name: DEFAULT_PROVIDER, status: 'active', statusReason: null, credentials: {} };
}

/** Chooses the store's provider; its credentials are sealed here and the provider is active again. */
export async function saveProviderSettings(
  em: EntityManager,
  keyring: () => SecretKeyring,
  storeId: string,
  input: ProviderSettingsInput,
): Promise<void> {
  const { name, ...given } = input;
  const fields = PAYMENT_PROVIDERS[name]?.credentialFields ?? [];
  const missing = fields.filter((field) => !given[field]);
  if (missing.length) {
    throw validationFailed(
      `The ${name} provider needs ${missing.join(' and ')}.`,
      missing.map((field) => ({
        field: `body.paymentProvider.${field}`,
        code: 'required',
        message: `${field} is required for ${name}`,
      })),
    );
  }
  if (fields.length === 0) {
    await execute(em, 'DELETE FROM payment_provider_settings WHERE store_id = ?', [storeId]);
    return;
  }
  const sealed = Object.fromEntries(
    fields.map((field) => [field, sealSecret(keyring(), credentialPurpose(storeId, field), given[field])]),
  );
  const hints = Object.fromEntries(fields.map((field) => [field, maskSecret(given[field])]));
  await execute(
    em,
    `INSERT INTO payment_provider_settings (store_id, provider, credentials, hints) VALUES (?, ?, ?::jsonb, ?::jsonb)
     ON CONFLICT (store_id) DO UPDATE
       SET provider = excluded.provider, credentials = excluded.credentials, hints = excluded.hints,
       status = 'active', status_reason = NULL, updated_at = clock_timestamp()`,
    [storeId, name, JSON.stringify(sealed), JSON.stringify(hints)],
  );
}

export interface ProviderCredentials {
  provider: string;
  status: 'active' | 'misconfigured';
  statusReason: string | null;
  credentials: Record<string, string>;
}

/** The store's provider with its credentials opened: only activities and the webhook route call this. */
export async function openProviderCredentials(
  em: EntityManager,
  keyring: () => SecretKeyring,
  storeId: string,
): Promise<ProviderCredentials> {
  const row = await readSettings(em, storeId);
  if (!row) return { provider: DEFAULT_PROVIDER, status: 'active', statusReason: null, credentials: {} };
  const credentials = Object.fromEntries(
    Object.entries(row.credentials).map(([field, sealed]) => [
      field,
      openSecret(keyring(), credentialPurpose(storeId, field), sealed),
    ]),
  );
  return { provider: row.provider, status: row.status, statusReason: row.status_reason, credentials };
}

/** The provider refused the store's credentials: disabled until they are saved again, announced once. */
export async function markMisconfigured(em: EntityManager, storeId: string, reason: string): Promise<void> {
  const row = await queryOne<{ provider: string }>(
    em,
    `UPDATE payment_provider_settings SET status = 'misconfigured', status_reason = ?, updated_at = clock_timestamp()
      WHERE store_id = ? AND status = 'active' RETURNING provider`,
    [reason, storeId],
  );
  if (row)
    await recordEvent(em, storeId, 'payment_provider.misconfigured', {
      id: storeId,
      object: 'payment_provider',
      provider: row.provider,
      status: 'misconfigured',
      reason,
    });
}
