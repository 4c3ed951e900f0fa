import type { Middleware } from 'koa';
import { DomainError } from '../shared/errors';
import type { ApiContext, ApiState } from '../http/context';
import { authenticateKey } from './stores.service';
import { planAllowsApi } from './store.entity';
import { keyTypeOf } from './keys';

import type { Store } from './store.entity';
import type { PublishableKeyCache } from './publishable-key-cache';

/** Who makes a private request: a secret key (integrations) or a staff member's dashboard session. */
export type Principal =
  | { type: 'key'; id: string; name: string }
  | { type: 'staff'; id: string; name: string; role: string; permissions: string[] };

declare module '../http/context' {
  interface AppDeps {
    publishableKeys: PublishableKeyCache;
  }
  interface ApiState {
    /** The store the key (or the staff session) belongs to; every operation on a surface has one. */
    store: Store;
    /** Set on the private surface; the audit log records it. */
    principal?: Principal;
  }
}

const invalidKey = () =>
  new DomainError('invalid_api_key', 'The API key is unknown or has been rotated. Check the key in Settings → API.');

function requirePlan(ctx: ApiContext): void {
  if (!planAllowsApi(ctx.state.store.plan)) {
    throw new DomainError(
      'plan_required',
      'API access needs the Growth plan or higher. Upgrade the store plan to use the API.',
    );
  }
}

/** Public surface: the publishable key travels in the path (seed, Authentication rule 1). */
export function publishableKeyAuth(): Middleware<ApiState> {
  return async (ctx, next) => {
    const key = ctx.params.publishableKey ?? '';
    if (keyTypeOf(key) === 'secret') {
      throw new DomainError(
        'publishable_key_required',
        'A secret key was used in a public URL. ' +
          'Use the publishable key (pk_live_…) and rotate the exposed secret key now.',
      );
    }
    const store = await ctx.state.deps.publishableKeys.storeOf(ctx.state.em, key);
    if (!store) throw invalidKey();
    ctx.state.store = store;
    ctx.state.credential = key;
    requirePlan(ctx);
    await next();
  };
}

async function authenticateSecretKey(ctx: ApiContext): Promise<void> {
  const header = ctx.get('Authorization');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) {
    // The error middleware keeps headers set before the throw: the challenge goes out with the 401.
    ctx.set('WWW-Authenticate', 'Bearer');
    if (!header) throw new DomainError('missing_api_key', 'Send the secret key as "Authorization: Bearer sk_live_…".');
    throw new DomainError('invalid_api_key', 'The Authorization header must be "Bearer <secret key>".');
  }
  const key = match[1];
  if (keyTypeOf(key) === 'publishable') {
    throw new DomainError(
      'secret_key_required',
      'The private API needs the secret key (sk_live_…), not the publishable key.',
    );
  }
  const auth = await authenticateKey(ctx.state.em, key);
  if (!auth || auth.keyType !== 'secret') throw invalidKey();
  ctx.state.store = auth.store;
  ctx.state.credential = key;
  ctx.state.principal = { type: 'key', id: auth.keyId, name: `secret key …${key.slice(-4)}` };
}

/**
 * A staff session lacking the operation's permission (or, for a list, every one of them) is refused, naming it; a
 * secret key holds every permission.
 */
function requirePermission(ctx: ApiContext): void {
  const { principal, operation } = ctx.state;
  const needed = [operation.permission ?? []].flat();
  if (principal?.type !== 'staff' || needed.some((p) => principal.permissions.includes(p))) return;
  const named = needed.map((p) => `"${p}"`).join(' or ');
  throw new DomainError(
    'permission_denied',
    `This needs the ${named} permission, which your role does not include. Ask a store owner for it.`,
    { permission: needed.join(' ') },
  );
}

/** How a dashboard session signs a private request in; src/staff implements it and the app wires it. */
export interface StaffAuthentication {
  /** The session token the request carries, if any. */
  tokenOf(ctx: ApiContext): string | undefined;
  /** Sets the store and the staff principal from the session, or refuses the request. */
  authenticate(ctx: ApiContext): Promise<void>;
}

/**
 * Private surface: `Authorization: Bearer sk_live_…` identifies the store (integrations); without that header, the
 * dashboard's session cookie identifies a staff member, checked against the operation's `x-permission`.
 */
export function privateAuth(staff: StaffAuthentication): Middleware<ApiState> {
  return async (ctx, next) => {
    if (!ctx.get('Authorization') && staff.tokenOf(ctx)) await staff.authenticate(ctx);
    else await authenticateSecretKey(ctx);
    requirePlan(ctx);
    requirePermission(ctx);
    await next();
  };
}
