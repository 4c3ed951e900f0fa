import type { ProviderModule } from './provider-module';
import { stripeProviderModule } from './stripe-provider';
import { testProviderModule } from './test-provider';

/** Every payment provider a store can choose (PATCH /settings `paymentProvider.name`); `test` is the default. */
export const PAYMENT_PROVIDERS: Readonly<Record<string, ProviderModule>> = {
  test: testProviderModule,
  stripe: stripeProviderModule,
};

export const DEFAULT_PROVIDER = 'test';

export function providerModule(name: string): ProviderModule {
  const module = PAYMENT_PROVIDERS[name];
  if (!module) throw new Error(`unknown payment provider "${name}"`);
  return module;
}
