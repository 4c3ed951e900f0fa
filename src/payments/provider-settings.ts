import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../events/outbox';
import { maskSecret, openSecret, sealSecret, type SecretKeyring } from '../secrets/secret-box';
import { validationFailed } from '../shared/errors';
import type { Sql } from '../db/sql-template';
import { DEFAULT_PROVIDER, PAYMENT_PROVIDERS } from './providers';
import {
  deleteProviderSettings,
  providerNameOf,
  findProviderSettings,
  markProviderMisconfigured,
  saveProviderSettingsRow,
} from './provider-settings.repository';

export interface ProviderSettingsInput {
  name: string;
  /** Public by design (Stripe's `pk_…`): kept in plain text, shown as it is. */
  publishableKey?: string;
  [credential: string]: string | undefined;
}

/** How the settings API shows the provider: credentials masked, never opened for display. */
export interface ProviderSettingsView {
  name: string;
  status: 'active' | 'misconfigured';
  statusReason: string | null;
  credentials: Record<string, string>;
  publishableKey: string | null;
}

/** What a storefront needs of the store's provider to collect a card itself: its name and its publishable key. */
export interface PublicProviderView {
  name: string;
  publishableKey: string | null;
}

const credentialPurpose = (storeId: string, field: string) => `payment_provider_settings.${field}:${storeId}`;

/** The provider a new card payment of this store goes through, as a value of the statement that inserts it. */
export const storeProviderNameOf = (storeId: string): Sql => providerNameOf(storeId, DEFAULT_PROVIDER);

export async function providerSettingsView(em: EntityManager, storeId: string): Promise<ProviderSettingsView> {
  const row = await findProviderSettings(em, storeId);
  return row
    ? {
        name: row.provider,
        status: row.status,
        statusReason: row.status_reason,
        credentials: row.hints,
        publishableKey: row.publishable_key,
      }
    : { name: DEFAULT_PROVIDER, status: 'active', statusReason: null, credentials: {}, publishableKey: null };
}

export async function publicProviderView(em: EntityManager, storeId: string): Promise<PublicProviderView> {
  const row = await findProviderSettings(em, storeId);
  return { name: row?.provider ?? DEFAULT_PROVIDER, publishableKey: row?.publishable_key ?? null };
}

/** Chooses the store's provider; its credentials are sealed here and the provider is active again. */
export async function saveProviderSettings(
  em: EntityManager,
  keyring: () => SecretKeyring,
  storeId: string,
  input: ProviderSettingsInput,
): Promise<void> {
  const { name, publishableKey, ...given } = input;
  const module = PAYMENT_PROVIDERS[name];
  const fields = module?.credentialFields ?? [];
  if (publishableKey && !module?.takesPublishableKey) {
    throw validationFailed(`The ${name} provider takes no publishable key.`, [
      { field: 'body.paymentProvider.publishableKey', code: 'not_allowed', message: `${name} takes no publishableKey` },
    ]);
  }
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
    await deleteProviderSettings(em, storeId);
    return;
  }
  const sealed = Object.fromEntries(
    fields.map((field) => [field, sealSecret(keyring(), credentialPurpose(storeId, field), given[field] as string)]),
  );
  const hints = Object.fromEntries(fields.map((field) => [field, maskSecret(given[field] as string)]));
  await saveProviderSettingsRow(em, storeId, {
    provider: name,
    credentials: sealed,
    hints,
    publishableKey: publishableKey ?? null,
  });
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
  const row = await findProviderSettings(em, storeId);
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
  const provider = await markProviderMisconfigured(em, storeId, reason);
  if (provider)
    await recordEvent(em, storeId, 'payment_provider.misconfigured', {
      id: storeId,
      object: 'payment_provider',
      provider,
      status: 'misconfigured',
      reason,
    });
}
