export { createStorefrontClient } from './storefront.js';
export type { CartTokenStorage, StorefrontClient, StorefrontClientOptions, StorefrontPaths } from './storefront.js';
export { createAdminClient, createStaffClient } from './admin.js';
export type { AdminClient, AdminClientOptions, AdminPaths, AdminSession, StaffClient, StaffPaths } from './admin.js';
export { verifyWebhook, WebhookVerificationError } from './webhooks.js';
export type {
  VerifyWebhookOptions,
  WebhookEvent,
  WebhookEventType,
  WebhookHeaders,
  WebhookVerificationFailure,
} from './webhooks.js';
export { CommerceError, isCommerceError } from './core/errors.js';
export type { ApiErrorCode, ClientErrorCode, ErrorCode } from './core/errors.js';
export type { ClientOptions } from './core/transport.js';
export type { ApiResponse, ApiResult, FileBody, OperationResult, RequestControl, Schema } from './core/types.js';
export type { components, operations, paths, webhooks } from './generated/openapi.js';
