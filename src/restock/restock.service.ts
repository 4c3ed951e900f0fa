import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import { inTransaction } from '../db/sql';
import { recordEvent } from '../events/outbox';
import type { Mailer } from '../mail/mailer';
import { DomainError, invalidField, notFound, serviceUnavailable } from '../shared/errors';
import { newId } from '../shared/ids';
import { storeFromRow } from '../stores/stores.service';
import { findStoreJson } from '../stores/stores.repository';
import { findCustomer } from '../customers/accounts.repository';
import { variantsAvailability, type VariantAvailability } from '../catalogue/products/variant-availability.repository';
import { restockSettingsOf, type RestockSettings } from './restock-settings';
import {
  awaitedVariantsOfAllStores,
  claimOldestWaiting,
  confirmSignup,
  countWaiting,
  hasConfirmedAddress,
  mostAwaited,
  restockedAmong,
  unsubscribeSignup,
  upsertSignup,
  type SignupRow,
} from './restock.repository';
import { signRestockToken, verifyRestockToken } from './restock-links';
import { renderBackInStockMail, renderConfirmMail } from './restock-mail';
import type { RestockWorkflows } from './restock.port';

type LinkConfig = Pick<Config, 'secretsKey' | 'publicBaseUrl'>;

export interface RestockAlert {
  id: string;
  variantId: string;
  /** pending: waits for the mailed confirm link; waiting: mailed once the variant is back. */
  status: 'pending' | 'waiting';
  createdAt: string;
  expiresAt: string;
}

const itemOf = (v: VariantAvailability) =>
  v.variantTitle && v.variantTitle !== 'Default' ? `${v.productTitle} (${v.variantTitle})` : v.productTitle;

/** What a mail names the store by, and the language it is written in. */
async function mailStoreOf(em: EntityManager, storeId: string): Promise<{ storeName: string; language: string }> {
  const store = storeFromRow((await findStoreJson(em, storeId)) as Record<string, unknown>);
  return { storeName: store.name, language: store.defaultLanguage };
}

const unsubscribeLinkOf = (config: LinkConfig, storeId: string, signupId: string) =>
  `${config.publicBaseUrl}/v3/restock-alerts/unsubscribe?token=${signRestockToken(config, {
    kind: 'unsubscribe',
    storeId,
    signupId,
  })}`;

/**
 * "Notify me" on an out-of-stock variant (409 `variant_in_stock` otherwise). The signed-in shopper's address, or an
 * address this store saw confirmed before, waits at once; an unknown one is pending and is mailed a confirm link
 * (double opt-in), again on each repeat while pending. Signing up twice answers the same alert. A confirm mail the
 * mail server does not take answers 503 `service_unavailable` with Retry-After.
 */
export async function signUpForRestock(
  em: EntityManager,
  mailer: Mailer,
  config: LinkConfig,
  storeId: string,
  input: { variantId: string; email?: string; customerId?: string },
): Promise<RestockAlert> {
  const { row, variant } = await inTransaction(em, async (tx) => {
    const [variant] = await variantsAvailability(tx, storeId, [input.variantId]);
    if (!variant) throw notFound('variant', input.variantId);
    if (variant.available > 0)
      throw new DomainError('variant_in_stock', 'This variant is in stock: it can be bought now.', {
        available: variant.available,
      });
    const customer = input.customerId ? await findCustomer(tx, storeId, input.customerId) : undefined;
    const email = (customer?.email ?? input.email)?.trim().toLowerCase();
    if (!email) throw invalidField('email', 'required', 'give an e-mail address, or sign in with X-Customer-Session');
    const settings = await restockSettingsOf(tx, storeId);
    const known = Boolean(customer) || (await hasConfirmedAddress(tx, storeId, email));
    const signup = { id: newId('rsa'), storeId, variantId: variant.variantId, email, customerId: customer?.id ?? null };
    const { row } = await upsertSignup(tx, signup, known, settings.signupValidityDays);
    return { row, variant };
  });
  if (row.status === 'pending') {
    const confirm = signRestockToken(config, { kind: 'confirm', storeId, signupId: row.id });
    const mail = renderConfirmMail({
      to: row.email,
      ...(await mailStoreOf(em, storeId)),
      item: itemOf(variant),
      confirmLink: `${config.publicBaseUrl}/v3/restock-alerts/confirm?token=${confirm}`,
      unsubscribeLink: unsubscribeLinkOf(config, storeId, row.id),
    });
    try {
      await mailer.send(mail);
    } catch (error) {
      // Whatever the transport says (refused, reset, a 4xx or 5xx reply), the shopper is told to try again shortly:
      // the sign-up stays pending, which is never alerted and expires, and a repeat mails the confirm link again.
      const unavailable = serviceUnavailable('Sending the confirmation e-mail');
      unavailable.cause = error;
      throw unavailable;
    }
  }
  return presentAlert(row);
}

function presentAlert(row: SignupRow): RestockAlert {
  return {
    id: row.id,
    variantId: row.variant_id,
    status: row.status as 'pending' | 'waiting',
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/** The confirm link of the double opt-in: the alert waits from now on. Repeating it changes nothing. */
export async function confirmRestockAlert(em: EntityManager, config: LinkConfig, token: string) {
  const grant = verifyRestockToken(config, token, 'confirm');
  const row = await confirmSignup(em, grant.storeId, grant.signupId);
  if (!row) throw notFound('restock alert', grant.signupId);
  return { confirmed: row.status !== 'unsubscribed', variantId: row.variant_id };
}

/** Ends the alert (pending or waiting); a notified one is over anyway. Repeating it changes nothing. */
export async function unsubscribeRestockAlert(em: EntityManager, config: LinkConfig, token: string) {
  const grant = verifyRestockToken(config, token, 'unsubscribe');
  await unsubscribeSignup(em, grant.storeId, grant.signupId);
  return { unsubscribed: true as const };
}

export interface RestockBatchInput {
  storeId: string;
  variantId: string;
  /** The first batch since the stock came back: it raises `inventory.back_in_stock`. */
  first: boolean;
}

export interface RestockBatchResult {
  /** mailed: this batch went out; out_of_stock / nobody_waiting: the run ends, nothing sent. */
  outcome: 'mailed' | 'out_of_stock' | 'nobody_waiting';
  mailed: number;
  /** The pause before the next batch (the store's setting now). */
  intervalSeconds: number;
}

/**
 * One batch, in one transaction: reads the variant's available stock now (nothing when it is gone), claims the
 * oldest `available × k` waiting sign-ups as notified and mails each. A failed send rolls the whole claim back, so
 * the retry mails the same shoppers (each mail's Message-ID is its sign-up's, so a receiver can drop the copy).
 */
export async function sendRestockBatch(
  em: EntityManager,
  mailer: Mailer,
  config: LinkConfig,
  input: RestockBatchInput,
): Promise<RestockBatchResult> {
  return inTransaction(em, async (tx) => {
    const settings: RestockSettings = await restockSettingsOf(tx, input.storeId);
    const intervalSeconds = settings.batchIntervalSeconds;
    const [variant] = await variantsAvailability(tx, input.storeId, [input.variantId]);
    if (!variant || variant.available <= 0) return { outcome: 'out_of_stock', mailed: 0, intervalSeconds };
    const waiting = await countWaiting(tx, input.variantId);
    if (waiting === 0) return { outcome: 'nobody_waiting', mailed: 0, intervalSeconds };
    if (input.first)
      await recordEvent(tx, input.storeId, 'inventory.back_in_stock', {
        id: variant.variantId,
        variantId: variant.variantId,
        productId: variant.productId,
        sku: variant.sku,
        available: variant.available,
        waiting,
      });
    const claimed = await claimOldestWaiting(
      tx,
      input.variantId,
      Math.max(1, Math.floor(variant.available * settings.batchFactor)),
    );
    const mailStore = await mailStoreOf(tx, input.storeId);
    const host = new URL(config.publicBaseUrl).hostname;
    const productLink = new URL(settings.productUrl ?? config.publicBaseUrl);
    productLink.searchParams.set('variant', variant.variantId);
    for (const signup of claimed)
      await mailer.send(
        renderBackInStockMail({
          to: signup.email,
          ...mailStore,
          item: itemOf(variant),
          productLink: productLink.toString(),
          unsubscribeLink: unsubscribeLinkOf(config, input.storeId, signup.id),
          messageId: `<restock-${signup.id}@${host}>`,
        }),
      );
    return { outcome: 'mailed', mailed: claimed.length, intervalSeconds };
  });
}

/** The dashboard's list: the variants with most shoppers waiting, with what they are and their stock now. */
export async function awaitedVariants(em: EntityManager, storeId: string, limit: number) {
  const rows = await mostAwaited(em, storeId, limit);
  const variants = new Map(
    (
      await variantsAvailability(
        em,
        storeId,
        rows.map((r) => r.variant_id),
      )
    ).map((v) => [v.variantId, v]),
  );
  return {
    items: rows.flatMap((row) => {
      const v = variants.get(row.variant_id);
      if (!v) return [];
      return [
        {
          variantId: v.variantId,
          productId: v.productId,
          productTitle: v.productTitle,
          variantTitle: v.variantTitle,
          sku: v.sku,
          available: v.available,
          waiting: row.waiting,
          waitingSince: new Date(row.oldest).toISOString(),
        },
      ];
    }),
  };
}

/** Among relayed outbox events, the variants back in stock with shoppers waiting: whose workflows to signal. */
export async function restockedVariants(em: EntityManager, eventIds: string[]) {
  const rows = await restockedAmong(em, eventIds);
  return rows.map((row) => ({ storeId: row.store_id, variantId: row.variant_id }));
}

/** How many awaited variants one sweep reads at most; the oldest waits first, the rest wait for the next sweep. */
const SWEEP_LIMIT = 1000;

/**
 * The sweep behind lost signals: every variant in stock that shoppers still wait for is signalled again. Its
 * workflow mails them (a running one just looks again), so a stock change whose signal never arrived (Temporal away
 * while the relay passed it on) is mailed by the next sweep. Answers how many variants were signalled.
 */
export async function resignalRestockableVariants(em: EntityManager, workflows: RestockWorkflows): Promise<number> {
  const byStore = new Map<string, string[]>();
  for (const row of await awaitedVariantsOfAllStores(em, SWEEP_LIMIT))
    byStore.set(row.store_id, [...(byStore.get(row.store_id) ?? []), row.variant_id]);
  let signalled = 0;
  for (const [storeId, variantIds] of byStore) {
    for (const variant of await variantsAvailability(em, storeId, variantIds)) {
      if (variant.available <= 0) continue;
      await workflows.stockReturned(storeId, variant.variantId);
      signalled += 1;
    }
  }
  return signalled;
}
