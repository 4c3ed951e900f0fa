import type { Middleware } from 'koa';
import { DomainError } from '../shared/errors';
import { statusOf } from '../http/error-status';
import { errorEnvelope } from '../http/error-middleware';
import { claimKey, forgetKey, heartbeatKey, recordAnswer, takeOverKey, type StoredKey } from './idempotency.repository';
import { goneFromThisHost, THIS_PROCESS } from './key-owner';
import { sha256Hex } from '../shared/hashing';
import type { ApiContext, ApiState } from '../http/context';
import { isUnavailable } from '../shared/unavailable';
import { openAnswer, sealAnswer } from './kept-answer-seal';

declare module '../http/context' {
  interface ApiState {
    /** The hash that scopes this request's Idempotency-Key, when it sent one. */
    idempotencyScope?: string;
  }
}

const RUNNING_LOCK_SECONDS = 60;
/**
 * A running request's process shows it is alive every HEARTBEAT_MS; silent for SILENT_SECONDS, it is taken for dead
 * (a process gone from this host is known dead at once).
 */
const HEARTBEAT_MS = 2000;
const SILENT_SECONDS = 10;
const LEASE = { lockSeconds: RUNNING_LOCK_SECONDS, silentSeconds: SILENT_SECONDS, owner: THIS_PROCESS };

/** Stable text of a JSON value (sorted keys), so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Keys are scoped to the credential (and cart token, and customer session), method and path, so two clients never share
 * one.
 */
export function idempotencyScope(
  credential: string,
  cartToken: string | undefined,
  method: string,
  path: string,
  key: string,
  customerSession?: string,
): string {
  return sha256Hex(
    [credential, cartToken ?? '', method, path, key, ...(customerSession ? [customerSession] : [])].join('\n'),
  );
}

const scopeOf = (ctx: ApiContext, key: string) =>
  idempotencyScope(
    ctx.state.credential,
    ctx.state.cartToken,
    ctx.method,
    ctx.path,
    key,
    ctx.state.customerSessionToken,
  );

const REPLAYED_HEADERS = ['location', 'content-type'];

/**
 * A retry of an operation that joins what it acts on runs again: the first attempt may have died with its process
 * (its lock would hold for RUNNING_LOCK_SECONDS), and a 202 is no final answer.
 */
const joins = (ctx: ApiContext, stored: StoredKey, requestHash: string) =>
  ctx.state.operation.retryJoins &&
  stored.request_hash === requestHash &&
  (stored.state === 'running' || stored.response_status === 202);

const ownerDead = (stored: StoredKey) =>
  stored.owner_silent ||
  (stored.owner_host !== null &&
    stored.owner_pid !== null &&
    goneFromThisHost({ host: stored.owner_host, pid: stored.owner_pid }));

/**
 * A retry of a request whose process died: it runs again at once rather than wait out the lease (the operations that
 * start durable work join it: workflow and update ids derive from the key).
 */
async function tookOver(ctx: ApiContext, scope: string, stored: StoredKey, requestHash: string): Promise<boolean> {
  if (stored.state !== 'running' || stored.request_hash !== requestHash || !ownerDead(stored)) return false;
  if (!(await takeOverKey(ctx.state.em, scope, stored.owner_instance, RUNNING_LOCK_SECONDS, THIS_PROCESS)))
    return false;
  ctx.state.deps.logger.warn(
    { requestId: ctx.state.requestId, deadOwner: `${stored.owner_host}:${stored.owner_pid}` },
    'took over an idempotency key from a dead process; the request runs again',
  );
  return true;
}

/** Idempotency-Key on POST and PATCH: replay, refuse a reused key, or run once. */
export function idempotency(): Middleware<ApiState> {
  return async (ctx, next) => {
    const requirement = ctx.state.operation.idempotencyKey;
    const key = ctx.get('Idempotency-Key');
    if (!key) {
      if (requirement === 'required') {
        throw new DomainError(
          'idempotency_key_required',
          'This operation needs an Idempotency-Key header (a unique value per attempt, for example a UUID).',
        );
      }
      return next();
    }
    if (key.length > 255) throw new DomainError('validation_failed', 'Idempotency-Key must be 1 to 255 characters.');
    const scope = scopeOf(ctx, key);
    const requestHash = sha256Hex(canonical(ctx.request.body ?? null));
    const stored = await claimKey(ctx.state.em, scope, requestHash, LEASE);
    if (stored && !joins(ctx, stored, requestHash) && !(await tookOver(ctx, scope, stored, requestHash))) {
      if (stored.request_hash !== requestHash) {
        throw new DomainError(
          'idempotency_key_reused',
          'This Idempotency-Key was used with a different request body. Use a new key for a new request.',
        );
      }
      if (stored.state === 'running') {
        throw new DomainError(
          'idempotency_key_in_use',
          'A request with this Idempotency-Key is still being processed; retry shortly.',
          undefined,
          { retryAfterSeconds: 1 },
        );
      }
      ctx.status = stored.response_status ?? 200;
      for (const [name, value] of Object.entries(stored.response_headers ?? {})) ctx.set(name, value);
      ctx.set('Idempotent-Replayed', 'true');
      // The text first sent, unparsed, so the replay is the same bytes.
      ctx.type = 'application/json';
      ctx.body = stored.response_body && openAnswer(ctx.state.deps.config, scope, stored.response_body);
      return undefined;
    }
    ctx.state.idempotencyScope = scope;
    await runAndRecord(ctx, next, scope);
    return undefined;
  };
}

/** While the request runs, its key's row says this process is alive (on its own connection, never the request's). */
function heartbeat(ctx: ApiContext, scope: string): () => void {
  const beat = setInterval(() => {
    heartbeatKey(ctx.state.deps.orm.em.fork(), scope, THIS_PROCESS).catch(() => undefined);
  }, HEARTBEAT_MS);
  beat.unref();
  return () => clearInterval(beat);
}

async function runAndRecord(ctx: ApiContext, next: () => Promise<unknown>, scope: string): Promise<void> {
  const em = ctx.state.em;
  const stopHeartbeat = heartbeat(ctx, scope);
  try {
    await next();
  } catch (error) {
    stopHeartbeat();
    const status = error instanceof DomainError ? statusOf(error.code) : 500;
    // Transient failures are not remembered: the client's retry with the same key must be able to succeed.
    if (status >= 500 || status === 409 || status === 429) {
      await forgetKey(em, scope);
    } else {
      // Whole, as the error middleware sends it: a replay names the first request, which the logs know.
      const envelope = errorEnvelope(error as DomainError, ctx.state.requestId);
      await recordAnswer(em, scope, status, sealAnswer(ctx.state.deps.config, scope, JSON.stringify(envelope)), {});
    }
    throw error;
  }
  stopHeartbeat();
  const headers = Object.fromEntries(
    REPLAYED_HEADERS.filter((h) => ctx.response.get(h)).map((h) => [h, ctx.response.get(h)]),
  );
  try {
    const kept = sealAnswer(ctx.state.deps.config, scope, JSON.stringify(ctx.body ?? null));
    await recordAnswer(em, scope, ctx.status, kept, headers);
  } catch (error) {
    // The answer stands when only its record was lost: a retry of an operation that joins runs again anyway.
    if (!(ctx.state.operation.retryJoins && isUnavailable(error))) throw error;
    ctx.state.deps.logger.warn(
      { err: error, requestId: ctx.state.requestId },
      'answered without recording the idempotency key: the database was lost',
    );
  }
}
