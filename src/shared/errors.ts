/** Typed domain errors. The error middleware maps them to HTTP; activities map them to non-retryable failures. */
export type ErrorDetails = Record<string, unknown> | Array<{ field: string; code: string; message: string }>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetails,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string, id?: string) =>
  new AppError(404, 'resource_not_found', id ? `No ${what} with id ${id} exists in this store.` : `${what} not found.`);

export const validationFailed = (message: string, details?: ErrorDetails) =>
  new AppError(400, 'validation_failed', message, details);

/** 400 validation_failed for one field, its message repeated in the summary. */
export const invalidField = (field: string, code: string, message: string) =>
  validationFailed(`The request is invalid: ${message}.`, [{ field, code, message }]);

export const invalidStateTransition = (
  action: string,
  currentState: string,
  allowedActions: string[],
  what = 'order',
) =>
  new AppError(409, 'invalid_state_transition', `Cannot ${action} while the ${what} is ${currentState}.`, {
    currentState,
    allowedActions,
  });

export const serviceUnavailable = (what: string) =>
  new AppError(503, 'service_unavailable', `${what} is unavailable right now; retry shortly.`, undefined, {
    'Retry-After': '5',
  });
