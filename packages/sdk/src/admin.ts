import { surfaceClient } from './core/surface.js';
import { createTransport, type ClientOptions } from './core/transport.js';
import type { SurfaceClient, SurfacePaths } from './core/types.js';

export type AdminPaths = SurfacePaths<'/v3/private'>;

/**
 * A staff member's signed-in session, for a page served by the service itself (the store dashboard at `/admin`): the
 * browser sends the HttpOnly session cookie on its own, and the client adds the session's CSRF token to every write.
 */
export interface AdminSession {
  /** The `csrfToken` that `POST /v3/staff/session` or `GET /v3/staff/session` answered; read at each call. */
  csrfToken: () => string;
}

export type AdminClientOptions = ClientOptions &
  (
    | {
        /** The store's secret key, `sk_live_…`: server-side only, never in a browser. */
        secretKey: string;
        session?: never;
      }
    | { session: AdminSession; secretKey?: never }
  );

export type AdminClient = SurfaceClient<AdminPaths>;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const csrfHeader =
  (session: AdminSession) =>
  (method: string): Record<string, string> =>
    WRITES.has(method) ? { 'x-csrf-token': session.csrfToken() } : {};

/** A client of the private (admin) surface: for servers with the secret key, or for the dashboard with a session. */
export function createAdminClient(options: AdminClientOptions): AdminClient {
  const { session, secretKey } = options;
  const headers = session ? csrfHeader(session) : () => ({ authorization: `Bearer ${secretKey}` });
  return surfaceClient<AdminPaths, never>(createTransport(options, '/v3/private', headers));
}

export type StaffPaths = SurfacePaths<'/v3/staff'>;

export type StaffClient = SurfaceClient<StaffPaths>;

/**
 * The staff sign-in surface (`/v3/staff`: sign-in link, session, two-factor set-up) as the dashboard calls it; before
 * sign-in there is no session, so `csrfToken` answers '' and only the sign-in calls (which need none) succeed.
 */
export function createStaffClient(options: ClientOptions & { session: AdminSession }): StaffClient {
  return surfaceClient<StaffPaths, never>(createTransport(options, '/v3/staff', csrfHeader(options.session)));
}
