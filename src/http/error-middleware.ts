import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import { AppError } from '../shared/errors';
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
function fromHttpError(error: HttpLikeError): AppError | undefined {
  const status = error.status ?? error.statusCode;
  if (!status || status >= 500) return undefined;
  if (status === 413) return new AppError(413, 'payload_too_large', 'The request body is larger than 1 MiB.');
  if (status === 415) return new AppError(415, 'unsupported_media_type', 'Request bodies must be application/json.');
  if (status === 400 && (error.type === 'entity.parse.failed' || /json/i.test(error.message ?? '')))
    return new AppError(400, 'invalid_json', 'The request body is not valid JSON.');
  if (status === 400) return new AppError(400, 'validation_failed', 'The request could not be read.');
  return undefined;
}

/** A client that hung up before its body was read: nobody is left to answer, and it is not our failure. */
const clientWentAway = (error: HttpLikeError, req: IncomingMessage) =>
  error.type === 'stream.not.readable' && (req.destroyed || req.readableAborted);

function toAppError(error: unknown, req: IncomingMessage): AppError | undefined {
  if (error instanceof AppError) return error;
  if (clientWentAway(error as HttpLikeError, req))
    return new AppError(400, 'validation_failed', 'The connection closed before the request body arrived.');
  if (isUnavailable(error))
    return new AppError(
      503,
      'service_unavailable',
      'A backing service is unavailable right now; retry shortly.',
      undefined,
      { 'Retry-After': '5' },
    );
  if (isMomentaryConflict(error)) {
    return new AppError(
      503,
      'service_unavailable',
      'A concurrent change to the same data stopped this request; send it again.',
      undefined,
      { 'Retry-After': '1' },
    );
  }
  return fromHttpError(error as HttpLikeError);
}

/** The first middleware: every failure leaves as the error envelope, never as a stack trace. */
export function errorMiddleware(): Middleware<ApiState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new AppError(404, 'route_not_found', `No route matches ${ctx.method} ${ctx.path}.`);
      }
    } catch (error) {
      const appError = toAppError(error, ctx.req);
      const requestId = ctx.state.requestId;
      if (!appError) {
        ctx.state.deps?.logger.error({ err: error, requestId, path: ctx.path }, 'unhandled error');
      } else if (appError.status >= 500 && !(error instanceof AppError)) {
        // A driver error we answered for (a service out of reach, a deadlock): the operator should still see it.
        ctx.state.deps?.logger.warn({ err: error, requestId, path: ctx.path }, appError.message);
      }
      const status = appError?.status ?? 500;
      const code = appError?.code ?? 'internal_error';
      const message =
        appError?.message ?? 'Something went wrong on our side. The request id identifies it in our logs.';
      ctx.status = status;
      for (const [name, value] of Object.entries(appError?.headers ?? {})) ctx.set(name, value);
      ctx.body = { error: { code, message, ...(appError?.details ? { details: appError.details } : {}), requestId } };
    }
  };
}
