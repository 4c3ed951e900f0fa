import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentProvider } from './payment-provider';

/** What every provider is built from: the worker's settings, never the store's secrets (those are credentials). */
export interface ProviderOptions {
  /** Where Stripe requests go (stripe-mock in tests). */
  stripeApiUrl?: string;
}

/** A provider's webhook event, verified and reduced to what it changes for us. */
export interface ProviderWebhookEvent {
  id: string;
  type: string;
  change:
    | { kind: 'payment_outcome'; reference: string; approved: boolean }
    | { kind: 'refunded'; reference: string; totalRefunded: number; refundReference: string }
    | { kind: 'disputed'; reference: string; detail: Record<string, unknown> }
    | { kind: 'ignored' };
}

/**
 * One payment provider, as the registry (providers.ts) knows it. Adding a provider is one file exporting this plus
 * its entry in the registry; the settings API, the credentials' sealing, the webhook route and the workflows follow.
 */
export interface ProviderModule {
  /** The credentials a store enters through the settings API (each sealed at rest, shown masked). */
  credentialFields: readonly string[];
  /** Whether a storefront collects the card itself with the provider's script and a publishable key (Stripe.js). */
  takesPublishableKey?: boolean;
  create(credentials: Record<string, string>, options: ProviderOptions, em: EntityManager): PaymentProvider;
  /** Verifies a webhook's signature with the store's credentials (throws if it does not verify) and reads it. */
  readWebhook?(
    rawBody: Buffer,
    headers: Record<string, string | undefined>,
    credentials: Record<string, string>,
  ): ProviderWebhookEvent;
}
