import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { lookup as dnsLookup } from 'node:dns';
import { hostOf, isForbiddenAddress } from './url-safety';

export interface SendOptions {
  allowPrivateTargets: boolean;
  timeoutMs: number;
  /** At most this many response bytes are read; the rest is dropped with the connection. */
  maxResponseBytes: number;
}

export interface SendResult {
  statusCode?: number;
  durationMs: number;
  responseBody?: string;
  error?: string;
  retryAfterSeconds?: number;
}

const FORBIDDEN_TARGET = 'the target resolves to a private, loopback or link-local address';
const MAX_RETRY_AFTER_SECONDS = 86_400;

/** Resolves the host and refuses forbidden addresses, so the checked address is the one connected to. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as Array<{ address: string; family: number }>;
      if (!allowPrivate && list.some((a) => isForbiddenAddress(a.address)))
        return callback(new Error(FORBIDDEN_TARGET), '', 0);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

export function parseRetryAfter(header: string | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = /^\s*\d+\s*$/.test(header) ? Number(header) : (Date.parse(header) - now) / 1000;
  if (!Number.isFinite(seconds)) return undefined;
  return Math.min(Math.max(0, Math.ceil(seconds)), MAX_RETRY_AFTER_SECONDS);
}

/** One POST: no redirects followed, a hard time-out, a capped body read. Never throws; failures are results. */
export function sendWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: SendOptions,
): Promise<SendResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const timers: NodeJS.Timeout[] = [];
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      timers.forEach(clearTimeout);
      resolve({ durationMs: Math.round(performance.now() - started), ...result });
    };
    const target = new URL(url);
    const host = hostOf(target);
    if (isIP(host) && !options.allowPrivateTargets && isForbiddenAddress(host))
      return finish({ error: FORBIDDEN_TARGET });
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: agents[target.protocol as 'http:' | 'https:'],
        lookup: guardedLookup(options.allowPrivateTargets),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'commerce-service-webhooks/1',
          'content-length': Buffer.byteLength(body).toString(),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          finish({
            statusCode: response.statusCode,
            responseBody: Buffer.concat(chunks).toString('utf8'),
            retryAfterSeconds: parseRetryAfter(response.headers['retry-after'] as string | undefined),
          });
        response.on('data', (chunk: Buffer) => {
          if (size < options.maxResponseBytes) chunks.push(chunk.subarray(0, options.maxResponseBytes - size));
          size += chunk.length;
          if (size >= options.maxResponseBytes) {
            response.destroy();
            done();
          }
        });
        response.on('end', done);
        response.on('error', done);
        response.on('close', done);
      },
    );
    timers.push(
      setTimeout(
        () => request.destroy(new Error(`no response within ${options.timeoutMs / 1000} s`)),
        options.timeoutMs,
      ),
    );
    request.on('error', (error) => finish({ error: error.message }));
    request.end(body);
  });
}
