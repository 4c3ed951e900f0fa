/**
 * Typed domain errors: a code from the API's error enumeration, never an HTTP status. The error middleware gives each
 * code its status (src/http/error-status.ts); activities turn them into non-retryable failures.
 */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'invalid_cursor',
  'cart_token_required',
  'invalid_cart_token',
  'idempotency_key_required',
  'currency_not_supported',
  'webhook_url_forbidden',
  'webhook_signature_invalid',
  'missing_api_key',
  'invalid_api_key',
  'secret_key_required',
  'publishable_key_required',
  'session_invalid',
  'payment_declined',
  'plan_required',
  'resource_not_found',
  'route_not_found',
  'unsupported_api_version',
  'method_not_allowed',
  'request_timeout',
  'cart_item_out_of_stock',
  'invalid_state_transition',
  'cart_not_open',
  'idempotency_key_in_use',
  'resource_already_exists',
  'insufficient_stock',
  'variant_reserved',
  'payload_too_large',
  'unsupported_media_type',
  'discount_code_invalid',
  'idempotency_key_reused',
  'shipping_address_required',
  'shipping_option_unavailable',
  'refund_exceeds_captured',
  'payment_provider_error',
  'rate_limited',
  'headers_too_large',
  'internal_error',
  'service_unavailable',
  'permission_denied',
  'csrf_token_invalid',
  'sign_in_link_invalid',
  'totp_required',
  'totp_invalid',
  'staff_exists',
  'last_owner',
  'dashboard_not_built',
  'download_link_invalid',
  'download_link_expired',
  'recovery_link_invalid',
  'recovery_link_expired',
  'restock_link_invalid',
  'customer_sign_in_required',
  'selling_plan_unavailable',
  'subscription_minimum_cycles',
  'variant_in_stock',
  'language_not_supported',
  'balance_insufficient',
  'gift_card_invalid',
  'gift_card_spent',
  'return_window_closed',
  'return_not_allowed',
  'return_quantity_exceeded',
  'return_reason_not_offered',
  'store_credit_unavailable',
  'claim_quantity_exceeded',
  'exchange_needs_payment',
  'location_is_default',
  'location_in_use',
  'order_version_conflict',
  'order_edit_line_locked',
  'image_too_large',
  'image_unreadable',
  'image_type_unsupported',
] as const;

/** The Error schema's code enumeration in openapi.json (src/http/error-status.ts checks the two agree). */
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorDetails = Record<string, unknown> | Array<{ field: string; code: string; message: string }>;

export interface DomainErrorOptions {
  /** When the caller may try again; the API sends it as Retry-After. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const isErrorCode = (code: string): code is ErrorCode => (ERROR_CODES as readonly string[]).includes(code);

/** A failure on our side or of a service we depend on, not a refusal of the request: the caller may retry. */
export const isOurFailure = (error: DomainError) =>
  error.code === 'internal_error' || error.code === 'service_unavailable';

export const notFound = (what: string, id?: string) =>
  new DomainError('resource_not_found', id ? `No ${what} with id ${id} exists in this store.` : `${what} not found.`);

export const validationFailed = (message: string, details?: ErrorDetails) =>
  new DomainError('validation_failed', message, details);

/** validation_failed for one field, its message repeated in the summary. */
export const invalidField = (field: string, code: string, message: string) =>
  validationFailed(`The request is invalid: ${message}.`, [{ field, code, message }]);

export const invalidStateTransition = (
  action: string,
  currentState: string,
  allowedActions: string[],
  what = 'order',
) =>
  new DomainError('invalid_state_transition', `Cannot ${action} while the ${what} is ${currentState}.`, {
    currentState,
    allowedActions,
  });

export const serviceUnavailable = (what: string) =>
  new DomainError('service_unavailable', `${what} is unavailable right now; retry shortly.`, undefined, {
    retryAfterSeconds: 5,
  });

/**
 * A failure carried as a plain record (a workflow's business failure, a checkout's stored failure) as the error the
 * API answers with; its status field is the record's and the HTTP layer derives the status from the code again.
 */
export function domainErrorOf(failure: { code: string; message: string; details?: ErrorDetails }): DomainError {
  if (!isErrorCode(failure.code)) return new DomainError('internal_error', failure.message, failure.details);
  return new DomainError(failure.code, failure.message, failure.details);
}
