import type { Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { DomainError } from '../shared/errors';
import type { ApiState } from './context';

const MAX_BODY = '1mb';

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

const JSON_ONLY = {
  json: true,
  jsonLimit: MAX_BODY,
  jsonStrict: true,
  urlencoded: false,
  text: false,
  multipart: false,
  parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
};
const parseJson = koaBody(JSON_ONLY);
/** Signed bodies (provider webhooks) are verified over the exact text received, kept beside the parsed body. */
const parseJsonKeepingText = koaBody({ ...JSON_ONLY, includeUnparsed: true });

/**
 * koa-body's own errors carry an HTTP status (413, 415, 400) and the error middleware maps them; an error without
 * one comes from zlib: the bytes do not decompress as their Content-Encoding says.
 */
function bodyError(error: unknown, encoding: string | undefined): unknown {
  const { status, message } = error as { status?: number; message?: string };
  if (status === 415 && /content-encoding/i.test(message ?? ''))
    return new DomainError(
      'unsupported_media_type',
      `Content-Encoding ${encoding} is not supported; send the body uncompressed, or as gzip, deflate or br.`,
    );
  if (status !== undefined) return error;
  return new DomainError(
    'invalid_json',
    `The request body does not decompress as Content-Encoding ${encoding ?? 'says'}; ` +
      'send the compressed bytes as they are, or the body uncompressed without Content-Encoding.',
  );
}

/**
 * Only JSON bodies up to 1 MiB are accepted; a request without a body leaves it undefined. With
 * keepText, the body as received is also kept in ctx.state.rawBody.
 */
export function jsonBody(keepText = false): Middleware<ApiState> {
  const parse = keepText ? parseJsonKeepingText : parseJson;
  return async (ctx, next) => {
    if (!hasBody(ctx.req.headers)) {
      ctx.request.body = undefined;
      return next();
    }
    if (!ctx.is('application/json', 'application/*+json')) {
      throw new DomainError(
        'unsupported_media_type',
        'Request bodies must be JSON, sent with Content-Type: application/json.',
      );
    }
    try {
      await parse(ctx, async () => undefined);
    } catch (error) {
      throw bodyError(error, ctx.get('Content-Encoding') || undefined);
    }
    if (keepText) ctx.state.rawBody = (ctx.request as { rawBody?: string }).rawBody;
    return next();
  };
}

/**
 * A file upload (an import): the body stays unread, for the handler to stream from ctx.req. It must be there and of
 * one of the operation's media types (415 otherwise); its size is the handler's to limit as it reads.
 */
export function uploadBody(types: string[]): Middleware<ApiState> {
  return async (ctx, next) => {
    if (!hasBody(ctx.req.headers))
      throw new DomainError('validation_failed', `This operation needs a request body (${types.join(' or ')}).`, [
        { field: 'body', code: 'required', message: 'body is required' },
      ]);
    if (!ctx.is(types))
      throw new DomainError('unsupported_media_type', `Send the file with Content-Type ${types.join(' or ')}.`);
    if (ctx.get('Content-Encoding') && ctx.get('Content-Encoding') !== 'identity')
      throw new DomainError('unsupported_media_type', 'Send the file uncompressed, without Content-Encoding.');
    return next();
  };
}
