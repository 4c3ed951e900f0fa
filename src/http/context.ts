import type { ParameterizedContext } from 'koa';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { FileStorage } from '../shared/file-storage.port';
import type { CursorCodec } from '../shared/pagination';
import type { Operation } from './openapi';
import type { ValidatedInput } from './validator';
import type { OperationId, OperationInput } from './operation-input';

/*
 * The HTTP layer names no domain: each one adds what it keeps on the request (the store, the customer session, the
 * cart token…) and what it needs process-wide (its caches) by declaration merging, beside the middleware that sets it:
 * `declare module '../http/context' { interface ApiState { … } }`.
 */

/** Every process-wide dependency the HTTP layer needs, plus those the domains declare. */
export interface AppDeps {
  config: Config;
  orm: MikroORM;
  logger: Logger;
  /** Export files (streamed to their download links) and import uploads. */
  files: FileStorage;
}

/** One request's state: what the HTTP plumbing sets, plus what the domains' middleware declare and set. */
export interface ApiState {
  requestId: string;
  deps: AppDeps;
  em: EntityManager;
  cursors: CursorCodec;
  operation: Operation;
  input: ValidatedInput;
  /** The credential as sent (a key, or the staff session's), used to scope idempotency keys; never logged. */
  credential: string;
  /** The body exactly as received, for operations that verify a signature over it (provider webhooks). */
  rawBody?: string;
}

export type ApiContext = ParameterizedContext<ApiState>;
/** The context of one operation's handler: its input typed from openapi.json by operationId. */
export type OperationContext<Id extends OperationId> = ParameterizedContext<
  Omit<ApiState, 'input'> & { input: OperationInput<Id> }
>;
export type Handler<Id extends OperationId> = (ctx: OperationContext<Id>) => Promise<void>;
/** Handlers by operationId; each one's context is typed by its key. */
export type Handlers = { [Id in OperationId]?: Handler<Id> };
