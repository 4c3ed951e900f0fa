import type { Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { AppError } from '../shared/errors';
import type { ApiState } from './context';

const MAX_BODY = '1mb';

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

const parseJson = koaBody({
  json: true,
  jsonLimit: MAX_BODY,
  jsonStrict: true,
  urlencoded: false,
  text: false,
  multipart: false,
  parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
});

/** Only JSON bodies up to 1 MiB are accepted (contract §5); a request without a body leaves it undefined. */
export function jsonBody(): Middleware<ApiState> {
  return async (ctx, next) => {
    if (!hasBody(ctx.req.headers)) {
      ctx.request.body = undefined;
      return next();
    }
    if (!ctx.is('application/json', 'application/*+json')) {
      throw new AppError(415, 'unsupported_media_type', 'Request bodies must be JSON, sent with Content-Type: application/json.');
    }
    return parseJson(ctx, next);
  };
}
