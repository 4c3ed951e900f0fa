import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, validationFailed } from '../shared/errors';
import { isSupportedCurrency } from '../shared/currencies';
import { newId } from '../shared/ids';
import { inTransaction } from '../db/sql';
import { ApiKeySchema, type ApiKey, type KeyType } from './api-key.entity';
import { StoreSchema, type Store, type Theme } from './store.entity';
import { PLANS, type Plan } from '../shared/plans';
import { generateKey, hashKey, keyTypeOf, maskKey } from './keys';
import { findLiveKey } from './stores.repository';

export interface CreateStoreInput {
  name: string;
  plan: Plan;
  currencies: string[];
  defaultCurrency?: string;
  languages?: string[];
  defaultLanguage?: string;
  theme?: Theme;
  paymentMethods?: string[];
}

export interface StoreWithKeys {
  store: Store;
  publishableKey: string;
  secretKey: string;
}

export interface Authenticated {
  store: Store;
  keyType: KeyType;
  /** The key's id, which the audit log names (never the key). */
  keyId: string;
}

function checkStoreInput(input: CreateStoreInput): void {
  if (!input.name.trim()) throw validationFailed('A store needs a name.');
  if (!PLANS.includes(input.plan)) throw validationFailed(`Plan must be one of ${PLANS.join(', ')}.`);
  if (input.currencies.length === 0) throw validationFailed('A store needs at least one currency.');
  const unknown = input.currencies.filter((c) => !isSupportedCurrency(c));
  if (unknown.length) throw new DomainError('currency_not_supported', `Unsupported currency: ${unknown.join(', ')}.`);
}

async function issueKey(em: EntityManager, storeId: string, type: KeyType): Promise<string> {
  const key = generateKey(type);
  em.create(ApiKeySchema, {
    id: newId('key'),
    storeId,
    type,
    keyHash: hashKey(key),
    lastFour: key.slice(-4),
    createdAt: new Date(),
  });
  return key;
}

export async function createStore(em: EntityManager, input: CreateStoreInput): Promise<StoreWithKeys> {
  checkStoreInput(input);
  const languages = input.languages?.length ? input.languages : ['en'];
  return inTransaction(em, async (tx) => {
    const store = tx.create(StoreSchema, {
      id: newId('str'),
      name: input.name.trim(),
      plan: input.plan,
      currencies: input.currencies,
      defaultCurrency: input.defaultCurrency ?? input.currencies[0],
      languages,
      defaultLanguage: input.defaultLanguage ?? languages[0],
      theme: input.theme ?? {},
      taxInclusive: false,
      reviewAutoPublish: false,
      paymentMethods: input.paymentMethods ?? ['card', 'bank_transfer'],
      priceListsLive: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    // Keys reference the store without an ORM relation, so the store row must exist first.
    await tx.flush();
    const publishableKey = await issueKey(tx, store.id, 'publishable');
    const secretKey = await issueKey(tx, store.id, 'secret');
    await tx.flush();
    return { store, publishableKey, secretKey };
  });
}

export async function findStore(em: EntityManager, storeId: string): Promise<Store> {
  const store = await em.findOne(StoreSchema, { id: storeId });
  if (!store) throw new DomainError('resource_not_found', `No store with id ${storeId} exists.`);
  return store;
}

export async function listStores(em: EntityManager): Promise<Store[]> {
  return em.find(StoreSchema, {}, { orderBy: { createdAt: 'asc' } });
}

export async function setPlan(em: EntityManager, storeId: string, plan: Plan): Promise<Store> {
  if (!PLANS.includes(plan)) throw validationFailed(`Plan must be one of ${PLANS.join(', ')}.`);
  const store = await findStore(em, storeId);
  store.plan = plan;
  await em.flush();
  return store;
}

/**
 * Rotation revokes the old key in the same transaction: this process refuses it on its very next request, other API
 * processes once the store_credentials notification reaches them.
 */
export async function rotateKey(em: EntityManager, storeId: string, type: KeyType): Promise<string> {
  await findStore(em, storeId);
  return inTransaction(em, async (tx) => {
    await tx.nativeUpdate(ApiKeySchema, { storeId, type, revokedAt: null }, { revokedAt: new Date() });
    const key = await issueKey(tx, storeId, type);
    await tx.flush();
    return key;
  });
}

export async function listKeys(em: EntityManager, storeId: string) {
  const keys: ApiKey[] = await em.find(ApiKeySchema, { storeId, revokedAt: null }, { orderBy: { type: 'asc' } });
  return keys.map((k) => ({
    type: k.type,
    maskedKey: maskKey(k.type, k.lastFour),
    createdAt: k.createdAt.toISOString(),
  }));
}

/**
 * One indexed lookup. Secret keys are checked this way on every request; publishable keys through PublishableKeyCache.
 */
export async function authenticateKey(em: EntityManager, key: string): Promise<Authenticated | undefined> {
  return keyTypeOf(key) ? authenticateKeyHash(em, hashKey(key)) : undefined;
}

export async function authenticateKeyHash(em: EntityManager, keyHash: string): Promise<Authenticated | undefined> {
  const row = await findLiveKey(em, keyHash);
  if (!row) return undefined;
  return { keyType: row.key_type, keyId: row.key_id, store: storeFromRow(row.store) };
}

export function storeFromRow(row: Record<string, unknown>): Store {
  return {
    id: row.id as string,
    name: row.name as string,
    plan: row.plan as Plan,
    currencies: row.currencies as string[],
    defaultCurrency: row.default_currency as string,
    languages: row.languages as string[],
    defaultLanguage: row.default_language as string,
    theme: row.theme as Theme,
    taxInclusive: row.tax_inclusive as boolean,
    reviewAutoPublish: row.review_auto_publish as boolean,
    paymentMethods: row.payment_methods as string[],
    priceListsLive: row.price_lists_live === true,
    createdAt: new Date(row.created_at as string),
    updatedAt: new Date(row.updated_at as string),
  };
}

export function publicProfile(store: Store) {
  return {
    id: store.id,
    name: store.name,
    currencies: store.currencies,
    defaultCurrency: store.defaultCurrency,
    languages: store.languages,
    defaultLanguage: store.defaultLanguage,
    theme: store.theme,
  };
}
