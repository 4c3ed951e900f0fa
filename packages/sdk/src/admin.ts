import { surfaceClient } from './core/surface.js';
import { createTransport, type ClientOptions } from './core/transport.js';
import type { SurfaceClient, SurfacePaths } from './core/types.js';

export type AdminPaths = SurfacePaths<'/v3/private'>;

export interface AdminClientOptions extends ClientOptions {
  /** The store's secret key, `sk_live_…`: server-side only, never in a browser. */
  secretKey: string;
}

export type AdminClient = SurfaceClient<AdminPaths>;

/** A client of the private (admin) surface, for servers. */
export function createAdminClient(options: AdminClientOptions): AdminClient {
  const authorization = `Bearer ${options.secretKey}`;
  return surfaceClient<AdminPaths, never>(createTransport(options, '/v3/private', () => ({ authorization })));
}
