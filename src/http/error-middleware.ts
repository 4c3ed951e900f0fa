import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import { DomainError } from '../shared/errors';
import { statusOf } from './error-status';
import { isUnavailable } from '../shared/unavailable';
import { isMomentaryConflict } from '../db/sqlstate';
import type { ApiState } from './context';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

/** Errors thrown by koa-body and Koa itself carry an HTTP status; give them our codes. */
function fromHttpError(error: HttpLikeError): DomainError | undefined {
  const status = error.status ?? error.statusCode;
  if (!status || status >= 500) return undefined;
  if (status === 413) return new DomainError('payload_too_large', 'The request body is larger than 1 MiB.');
  if (status === 415) return new DomainError('unsupported_media_type', 'Request bodies must be application/json.');
  if (status === 400 && (error.type === 'entity.parse.failed' || /json/i.test(error.message ?? '')))
    return new DomainError('invalid_json', 'The request body is not valid JSON.');
  if (status === 400) return new DomainError('validation_failed', 'The request could not be read.');
  return undefined;
}

/** A client that hung up before its body was read: nobody is left to answer, and it is not our failure. */
const clientWentAway = (error: HttpLikeError, req: IncomingMessage) =>
  error.type === 'stream.not.readable' && (req.destroyed || req.readableAborted);

function toDomainError(error: unknown, req: IncomingMessage): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (clientWentAway(error as HttpLikeError, req))
    return new DomainError('validation_failed', 'The connection closed before the request body arrived.');
  if (isUnavailable(error))
    return new DomainError(
      'service_unavailable',
      'A backing service is unavailable right now; retry shortly.',
      undefined,
      {
        retryAfterSeconds: 5,
      },
    );
  if (isMomentaryConflict(error)) {
    return new DomainError(
      'service_unavailable',
      'A concurrent change to the same data stopped this request; send it again.',
      undefined,
      { retryAfterSeconds: 1 },
    );
  }
  return fromHttpError(error as HttpLikeError);
}

/** The error envelope of openapi.json's Error schema, naming the request to quote to support. */
export const errorEnvelope = (error: DomainError, requestId: string) => ({
  error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}), requestId },
});

/** The first middleware: every failure leaves as the error envelope, never as a stack trace. */
export function errorMiddleware(): Middleware<ApiState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new DomainError('route_not_found', `No route matches ${ctx.method} ${ctx.path}.`);
      }
    } catch (error) {
      const domainError = toDomainError(error, ctx.req);
      const requestId = ctx.state.requestId;
      const status = domainError ? statusOf(domainError.code) : 500;
      if (!domainError) {
        ctx.state.deps?.logger.error({ err: error, requestId, path: ctx.path }, 'unhandled error');
      } else if (status >= 500 && !(error instanceof DomainError)) {
        // A driver error we answered for (a service out of reach, a deadlock): the operator should still see it.
        ctx.state.deps?.logger.warn({ err: error, requestId, path: ctx.path }, domainError.message);
      }
      const answered =
        domainError ??
        new DomainError(
          'internal_error',
          'Something went wrong on our side. The request id identifies it in our logs.',
        );
      ctx.status = status;
      if (answered.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(answered.retryAfterSeconds));
      ctx.body = errorEnvelope(answered, requestId);
    }
  };
}
