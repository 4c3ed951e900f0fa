import type { ParameterizedContext } from 'koa';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { FileStorage } from '../shared/file-storage.port';
import type { Store } from '../stores/store.entity';
import type { PublishableKeyCache } from '../stores/publishable-key-cache';
import type { CatalogueAnswerCache } from '../catalogue/catalogue-answer-cache';
import type { CommerceTemporal } from '../temporal/client';
import type { CursorCodec } from '../shared/pagination';
import type { Operation } from './openapi';
import type { ValidatedInput } from './validator';
import type { RateLimitLeases } from '../rate-limits/rate-limit-leases';
import type { OperationId, OperationInput } from './operation-input';

/** What every process-wide dependency the HTTP layer needs. */
export interface AppDeps {
  config: Config;
  orm: MikroORM;
  temporal: CommerceTemporal;
  logger: Logger;
  publishableKeys: PublishableKeyCache;
  catalogueAnswers: CatalogueAnswerCache;
  /** Export files (streamed to their download links) and import uploads. */
  files: FileStorage;
}

/** Who makes a private request: a secret key (integrations) or a staff member's dashboard session. */
export type Principal =
  | { type: 'key'; id: string; name: string }
  | { type: 'staff'; id: string; name: string; role: string; permissions: string[] };

export interface ApiState {
  requestId: string;
  deps: AppDeps;
  em: EntityManager;
  cursors: CursorCodec;
  /** This API instance's rate-limit tokens (see RateLimitLeases). */
  leases: RateLimitLeases;
  operation: Operation;
  input: ValidatedInput;
  store: Store;
  /** The language a storefront catalogue read answers in, negotiated from `lang` and Accept-Language. */
  language?: string;
  /** The credential as sent, used to scope idempotency keys; never logged. */
  credential: string;
  /** Set on the private surface; the audit log records it. */
  principal?: Principal;
  cartToken?: string;
  /** The hash that scopes this request's Idempotency-Key, when it sent one. */
  idempotencyScope?: string;
  customerId?: string;
  customerSessionToken?: string;
  customerSessionId?: string;
  customerSessionExpiresAt?: string;
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
