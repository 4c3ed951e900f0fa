import { ApiError, NetworkError } from './api';
import type { MessageKey, Translate } from './i18n';

/** Codes of contract §2 the public surface can answer the widget; the private-only ones cannot reach it. */
const MAPPED = new Set([
  'validation_failed',
  'invalid_json',
  'invalid_cursor',
  'cart_token_required',
  'invalid_cart_token',
  'idempotency_key_required',
  'currency_not_supported',
  'missing_api_key',
  'invalid_api_key',
  'publishable_key_required',
  'session_invalid',
  'payment_declined',
  'plan_required',
  'resource_not_found',
  'route_not_found',
  'unsupported_api_version',
  'method_not_allowed',
  'cart_item_out_of_stock',
  'invalid_state_transition',
  'cart_not_open',
  'idempotency_key_in_use',
  'payload_too_large',
  'unsupported_media_type',
  'discount_code_invalid',
  'idempotency_key_reused',
  'shipping_address_required',
  'shipping_option_unavailable',
  'payment_provider_error',
  'rate_limited',
  'internal_error',
  'service_unavailable',
]);
export const MAPPED_ERROR_CODES: readonly string[] = [...MAPPED];

const DISCOUNT_REASONS = new Set(['not_found', 'expired', 'not_started', 'usage_limit_reached', 'minimum_not_met']);

/** A failure the shopper can fix by sending the same request again (nothing definitive was answered). */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return (
    error instanceof ApiError &&
    (error.status >= 500 || error.status === 429 || error.code === 'idempotency_key_in_use')
  );
}

function detailsObject(error: ApiError): Record<string, unknown> {
  return error.details && typeof error.details === 'object' && !Array.isArray(error.details)
    ? (error.details as Record<string, unknown>)
    : {};
}

function messageKey(error: ApiError): MessageKey {
  const details = detailsObject(error);
  if (error.code === 'discount_code_invalid' && DISCOUNT_REASONS.has(String(details.reason))) {
    return `err_discount_${String(details.reason)}` as MessageKey;
  }
  if (error.code === 'payment_declined' && details.declineCode === 'insufficient_funds')
    return 'err_decline_insufficient_funds';
  if (error.code === 'validation_failed' && !Array.isArray(error.details)) return 'err_validation_failed_plain';
  return MAPPED.has(error.code) ? (`err_${error.code}` as MessageKey) : 'err_unknown_error';
}

/** A validation error's fields, as the shopper knows them ("body.shippingAddress.postalCode" → "Postal code"). */
function fieldNames(error: ApiError, t: Translate): string {
  const fields = (error.details as { field: string }[]).map(({ field }) => field.split('.').pop() as string);
  return [...new Set(fields)].map((field) => (field in FIELD_LABELS ? t(FIELD_LABELS[field]) : field)).join(', ');
}

const FIELD_LABELS: Record<string, MessageKey> = {
  email: 'email',
  firstName: 'firstName',
  lastName: 'lastName',
  line1: 'line1',
  city: 'city',
  region: 'region',
  postalCode: 'postalCode',
  country: 'country',
  code: 'discountCode',
  body: 'reviewBody',
  authorName: 'yourName',
  rating: 'rating',
  title: 'reviewTitle',
  message: 'message',
};

/** What the shopper reads for any failure: never a code, a stack or an empty box. */
export function describeError(error: unknown, t: Translate): string {
  if (error instanceof NetworkError) return t('err_network_error');
  if (!(error instanceof ApiError)) return t('err_unknown_error');
  const details = detailsObject(error);
  return t(messageKey(error), {
    fields: Array.isArray(error.details) ? fieldNames(error, t) : '',
    available: Number(details.available ?? 0),
    seconds: error.retryAfterSeconds ?? 1,
  });
}
