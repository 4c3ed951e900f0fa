import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ProviderUnavailableError,
  type AuthorizeRequest,
  type AuthorizeResult,
  type PaymentProvider,
  type ProviderPaymentState,
  type ReferenceRequest,
} from './payment-provider';
import type { ProviderModule } from './provider-module';
import { countTestProviderFailure, findTestProviderResult, rememberTestProviderCall } from './test-provider.repository';

/** How many times tok_flaky fails before it approves ("a few times"). */
export const FLAKY_FAILURES = 2;

const DECLINES: Record<string, string> = {
  tok_declined: 'card_declined',
  tok_insufficient_funds: 'insufficient_funds',
};

type Operation = 'authorize' | 'confirm' | 'capture' | 'void' | 'refund';

/**
 * The built-in `test` provider. It keeps its own ledger keyed by idempotency key, like a real
 * provider would, so the same key always answers the first outcome and never makes a second charge.
 */
export class TestPaymentProvider implements PaymentProvider {
  constructor(private readonly em: EntityManager) {}

  private remembered<T>(key: string): Promise<T | undefined> {
    return findTestProviderResult<T>(this.em, key);
  }

  private remember<T>(
    key: string,
    operation: Operation,
    reference: string,
    amount: number,
    currency: string | null,
    result: T,
  ): Promise<T> {
    return rememberTestProviderCall(this.em, { key, operation, reference, amount, currency, result });
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    // Only tok_flaky's answer depends on more than the request (its failures so far), so only it looks for a stored
    // outcome first; for any other token, storing the outcome answers the one first stored under the key.
    if (request.token === 'tok_flaky') {
      const known = await this.remembered<AuthorizeResult>(request.idempotencyKey);
      if (known) return known;
    }
    const reference = `test_ch_${request.paymentId}`;
    // tok_flaky: the first attempt fails before charging, the second charges and then "loses" the answer.
    const flaky = request.token === 'tok_flaky' ? await countTestProviderFailure(this.em, request.idempotencyKey) : 0;
    if (flaky === 1) throw new ProviderUnavailableError('test provider: connection reset (tok_flaky)');
    const result: AuthorizeResult = DECLINES[request.token]
      ? { status: 'declined', reference, declineCode: DECLINES[request.token] }
      : request.token === 'tok_requires_action'
        ? { status: 'requires_action', reference, nextAction: { type: 'confirm_payment' } }
        : request.token === 'tok_visa' || request.token === 'tok_flaky'
          ? { status: 'authorized', reference }
          : { status: 'declined', reference, declineCode: 'invalid_token' };
    const stored = await this.remember(
      request.idempotencyKey,
      'authorize',
      reference,
      request.amount,
      request.currency,
      result,
    );
    if (flaky > 1 && flaky <= FLAKY_FAILURES)
      throw new ProviderUnavailableError('test provider: timed out after charging (tok_flaky)');
    return stored;
  }

  async confirm(request: ReferenceRequest & { approved: boolean }): Promise<AuthorizeResult> {
    const reference = referenceOf(request);
    const result: AuthorizeResult = request.approved
      ? { status: 'authorized', reference }
      : { status: 'declined', reference, declineCode: 'authentication_failed' };
    const known = await this.remembered<AuthorizeResult>(request.idempotencyKey);
    return known ?? this.remember(request.idempotencyKey, 'confirm', reference, request.amount, null, result);
  }

  async capture(request: ReferenceRequest): Promise<void> {
    const captured = { status: 'captured' };
    await this.remember(request.idempotencyKey, 'capture', referenceOf(request), request.amount, null, captured);
  }

  async void(request: ReferenceRequest): Promise<void> {
    const voided = { status: 'voided' };
    await this.remember(request.idempotencyKey, 'void', referenceOf(request), request.amount, null, voided);
  }

  async refund(request: ReferenceRequest): Promise<{ reference: string }> {
    const reference = `test_re_${request.idempotencyKey.replace(/[^A-Za-z0-9]/g, '').slice(-24)}`;
    return this.remember(request.idempotencyKey, 'refund', referenceOf(request), request.amount, null, { reference });
  }

  async lookup(request: ReferenceRequest): Promise<ProviderPaymentState | undefined> {
    if (await this.remembered(`${request.paymentId}:void`)) return 'cancelled';
    if (await this.remembered(`${request.paymentId}:capture`)) return 'captured';
    const authorized = await this.remembered<AuthorizeResult>(`${request.paymentId}:authorize`);
    return authorized && (authorized.status === 'declined' ? 'declined' : authorized.status);
  }
}

/** The test provider's charge reference is derived from the payment id, so it is known even when an answer was lost. */
const referenceOf = (request: ReferenceRequest) => request.reference ?? `test_ch_${request.paymentId}`;

export const testProviderModule: ProviderModule = {
  credentialFields: [],
  create: (_credentials, _options, em) => new TestPaymentProvider(em),
};
