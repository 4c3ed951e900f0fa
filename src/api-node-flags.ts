/**
 * The Node flags every way of starting the API passes. A 32 MiB young generation (V8's default is 16) lets the data
 * of the requests in flight die young instead of being copied by each scavenge: measured against the default on two
 * API processes served in turns, ~5–10 % less API CPU per catalogue page and 10–18 % more pages per second, for
 * ~50 MB more memory. No allocation-site pretenuring: V8 had come to allocate some of a request's objects straight
 * in the old generation, where they kept the young objects they point to alive through scavenges (mostly the
 * PostgreSQL rows and their strings, by a sampling heap profile), so each list page had 12 KB copied and promoted
 * instead of 2 KB, and the scavenges' pauses took 2.5 times as long in all.
 * `npm run api`, the Dockerfile and docker-compose.yml write the same flags; a unit test keeps them equal.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=32', '--no-allocation-site-pretenuring'];

/**
 * glibc's malloc arenas in production (the image's MALLOC_ARENA_MAX). By default glibc gives each thread that meets a
 * busy arena a new one, up to 8 per core, and each keeps the memory it once held: the API's libuv and V8 helper
 * threads made ~16 MiB of its peak RSS under the storefront load that two arenas do not (docs/performance.md). The
 * Dockerfile sets it and the benches start the API with it; a unit test keeps them equal.
 */
export const PRODUCTION_MALLOC_ARENA_MAX = '2';
