import { CommerceError, errorFromResponse } from './errors.js';
import { randomToken } from './random.js';
import type { ApiResponse, RequestControl } from './types.js';

/** What every client takes besides its key. */
export interface ClientOptions {
  /** Where the API is, for example `https://api.example.com` (no version segment). */
  baseUrl: string;
  /** Each attempt's time limit; default 30 s. */
  timeoutMs?: number;
  /** Retries after a network error, a time-out, 503, 429 or 409 idempotency_key_in_use; default 2. */
  maxRetries?: number;
  /** The longest wait before a retry; a longer Retry-After is not waited for, the error is thrown. Default 10 s. */
  maxRetryDelayMs?: number;
  /** A fetch of your own (a proxy-aware one, or one that logs); default the global fetch. */
  fetch?: typeof fetch;
}

interface CallInput extends RequestControl {
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Set for a file body (FileBody), sent as it is instead of as JSON. */
  contentType?: string;
}

export interface Transport {
  send(method: string, pathTemplate: string, input: CallInput): Promise<ApiResponse>;
}

const RETRIED_STATUSES = new Set([429, 503]);
const WITH_IDEMPOTENCY_KEY = new Set(['POST', 'PATCH']);

function fillPath(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (values[name] === undefined) throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(values[name]));
  });
}

function queryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Retry-After in milliseconds, from delta-seconds or an HTTP date. */
function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** Exponential back-off with jitter: about 0.25 s, 0.5 s, 1 s… */
function backoffMs(attempt: number): number {
  return 250 * 2 ** attempt * (0.5 + Math.random() / 2);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function parseBody(response: Response, text: string): unknown {
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new CommerceError(
      'invalid_response',
      `The API answered HTTP ${response.status} with malformed JSON.`,
      response.status,
      undefined,
      undefined,
      { cause },
    );
  }
}

type Attempt =
  { ok: true; response: Response; data: unknown } | { ok: false; response?: Response; error: CommerceError };

/** One attempt with its own time limit; a caller's abort rejects with the caller's reason, never retried. */
async function attempt(
  doFetch: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Attempt> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await doFetch(url, { ...init, signal: controller.signal });
    const data = parseBody(response, await response.text());
    if (response.ok || response.status === 304) return { ok: true, response, data };
    return { ok: false, response, error: errorFromResponse(response.status, data) };
  } catch (cause) {
    if (signal?.aborted) throw signal.reason;
    if (cause instanceof CommerceError) return { ok: false, error: cause };
    const error = timedOut
      ? new CommerceError('timeout', `No answer within ${timeoutMs} ms.`, undefined, undefined, undefined, { cause })
      : new CommerceError('network_error', 'The API could not be reached.', undefined, undefined, undefined, { cause });
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Worth sending again with the same key: the API was not reached or not able, or the first request still runs. */
function retryable({ response, error }: { response?: Response; error: CommerceError }): boolean {
  // Compared as a string: it compiles whichever codes the spec's Error schema lists.
  const code: string = error.code;
  if (!response) return code !== 'invalid_response';
  return RETRIED_STATUSES.has(response.status) || code === 'idempotency_key_in_use';
}

/** Sends calls under one prefix with the surface's headers; retries what is safe to retry, with the same key. */
export function createTransport(
  options: ClientOptions,
  prefix: string,
  surfaceHeaders: (method: string, pathTemplate: string) => Record<string, string>,
): Transport {
  const baseUrl = options.baseUrl.replace(/\/+$/, '') + prefix;
  return {
    async send(method, pathTemplate, input) {
      const headers: Record<string, string> = {
        accept: 'application/json',
        ...surfaceHeaders(method, pathTemplate),
        ...input.headers,
      };
      if (input.body !== undefined) headers['content-type'] = input.contentType ?? 'application/json';
      if (WITH_IDEMPOTENCY_KEY.has(method)) headers['idempotency-key'] = input.idempotencyKey ?? randomToken();
      const url = baseUrl + fillPath(pathTemplate, input.path) + queryString(input.query);
      const init: RequestInit = {
        method,
        headers,
        body: input.body === undefined || input.contentType ? (input.body as BodyInit) : JSON.stringify(input.body),
      };
      const maxRetries = input.maxRetries ?? options.maxRetries ?? 2;
      const doFetch = options.fetch ?? globalThis.fetch;
      for (let retry = 0; ; retry += 1) {
        const result = await attempt(doFetch, url, init, input.timeoutMs ?? options.timeoutMs ?? 30_000, input.signal);
        if (result.ok) {
          const { response, data } = result;
          const replayed = response.headers.get('idempotent-replayed') === 'true';
          return {
            status: response.status,
            data,
            headers: response.headers,
            requestId: response.headers.get('x-request-id') ?? undefined,
            replayed,
          };
        }
        const delay = (result.response && retryAfterMs(result.response.headers)) ?? backoffMs(retry);
        if (retry >= maxRetries || !retryable(result) || delay > (options.maxRetryDelayMs ?? 10_000))
          throw result.error;
        await sleep(delay, input.signal);
      }
    },
  };
}
