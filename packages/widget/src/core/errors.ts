import { ApiError, NetworkError } from './api';
import type { MessageKey, Translate } from './i18n';
import { MAPPED_ERROR_CODES } from './texts-api-errors';

export { MAPPED_ERROR_CODES } from './texts-api-errors';

/** The API's codes with a text of their own (texts-api-errors.ts); any other reads as an unknown error. */
const MAPPED = new Set(MAPPED_ERROR_CODES);

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
  if (error.code === 'gift_card_invalid' && details.reason === 'currency') return 'err_gift_card_currency';
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
  // A ShopperError (shopper-error.ts, whole shop only) names its own text.
  if (!(error instanceof ApiError))
    return t((error as { shopperText?: MessageKey } | null)?.shopperText ?? 'err_unknown_error');
  const details = detailsObject(error);
  return t(messageKey(error), {
    fields: Array.isArray(error.details) ? fieldNames(error, t) : '',
    available: Number(details.available ?? 0),
    seconds: error.retryAfterSeconds ?? 1,
  });
}
