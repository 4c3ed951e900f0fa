import type { components } from '../generated/openapi.js';

type ErrorBody = components['schemas']['Error']['error'];

/** Every error code the API answers with, as the spec's Error schema declares it. */
export type ApiErrorCode = ErrorBody['code'];

/** Failures on the client's side: no answer (after the retries), none in time, or one outside the contract. */
export type ClientErrorCode = 'network_error' | 'timeout' | 'invalid_response';

export type ErrorCode = ApiErrorCode | ClientErrorCode;

/** Every failed call rejects with this: `code` tells what happened, `status` is set when the API answered. */
export class CommerceError extends Error {
  override readonly name = 'CommerceError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status?: number,
    readonly details?: ErrorBody['details'],
    readonly requestId?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Narrows an unknown error (for example in a catch) to a CommerceError, optionally of one code. */
export function isCommerceError<C extends ErrorCode>(error: unknown, code?: C): error is CommerceError & { code: C } {
  return error instanceof CommerceError && (code === undefined || error.code === code);
}

/** The API's error envelope as a CommerceError, or invalid_response when the body is not one. */
export function errorFromResponse(status: number, body: unknown): CommerceError {
  const envelope = (body as { error?: Partial<ErrorBody> } | undefined)?.error;
  if (typeof envelope?.code !== 'string') {
    return new CommerceError('invalid_response', `The API answered HTTP ${status} without an error body.`, status);
  }
  return new CommerceError(
    envelope.code,
    envelope.message ?? envelope.code,
    status,
    envelope.details,
    envelope.requestId,
  );
}
