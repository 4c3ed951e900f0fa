import type { components } from '../../packages/sdk/src/generated/openapi';
import type { ErrorCode } from '../shared/errors';

type SpecErrorCode = components['schemas']['Error']['error']['code'];

/**
 * The HTTP status of each error code: the one place a domain error becomes a status. Typed by both lists, so a code
 * of openapi.json or of src/shared/errors.ts without a status does not compile (test/unit/error-middleware.test.ts
 * checks the two lists are the same).
 */
export const ERROR_STATUS: Record<ErrorCode | SpecErrorCode, number> = {
  validation_failed: 400,
  invalid_json: 400,
  invalid_cursor: 400,
  cart_token_required: 400,
  invalid_cart_token: 400,
  idempotency_key_required: 400,
  currency_not_supported: 400,
  webhook_url_forbidden: 400,
  webhook_signature_invalid: 400,
  missing_api_key: 401,
  invalid_api_key: 401,
  secret_key_required: 401,
  publishable_key_required: 401,
  session_invalid: 401,
  sign_in_link_invalid: 401,
  totp_required: 401,
  totp_invalid: 401,
  payment_declined: 402,
  plan_required: 403,
  permission_denied: 403,
  csrf_token_invalid: 403,
  download_link_invalid: 403,
  recovery_link_invalid: 403,
  resource_not_found: 404,
  route_not_found: 404,
  unsupported_api_version: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  cart_item_out_of_stock: 409,
  invalid_state_transition: 409,
  cart_not_open: 409,
  idempotency_key_in_use: 409,
  resource_already_exists: 409,
  insufficient_stock: 409,
  variant_reserved: 409,
  staff_exists: 409,
  last_owner: 409,
  balance_insufficient: 409,
  download_link_expired: 410,
  recovery_link_expired: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  discount_code_invalid: 422,
  idempotency_key_reused: 422,
  shipping_address_required: 422,
  shipping_option_unavailable: 422,
  refund_exceeds_captured: 422,
  language_not_supported: 422,
  gift_card_invalid: 422,
  return_window_closed: 422,
  return_not_allowed: 422,
  return_quantity_exceeded: 422,
  return_reason_not_offered: 422,
  store_credit_unavailable: 422,
  payment_provider_error: 424,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  service_unavailable: 503,
  dashboard_not_built: 503,
};

export const statusOf = (code: ErrorCode): number => ERROR_STATUS[code];
