/**
 * The Node flags every way of starting the API passes. A 16 MiB semi-space, V8's default, made explicit: 32 MiB let
 * more of the data of the requests in flight die young (~5–10 % less API CPU per uncached catalogue page, measured
 * before the catalogue answer cache), but it holds 64 MiB of young generation under load, which put the compiled
 * API's peak RSS at 194–210 MiB against the 180 MiB target (issue 31); with 16 MiB and two malloc arenas it peaks at
 * 165–166 MiB up to 6,100 req/s (188–198 at 8,400–10,500), for 8–11 % more API CPU per cart add and no measurable
 * difference on cached catalogue reads (docs/performance.md). V8 rounds the size up to a power of two, so 20 or 24
 * is 32. No allocation-site pretenuring: V8 had come to allocate some of a request's objects straight in the old
 * generation, where they kept the young objects they point to alive through scavenges (mostly the PostgreSQL rows
 * and their strings, by a sampling heap profile), so each list page had 12 KB copied and promoted instead of 2 KB,
 * and the scavenges' pauses took 2.5 times as long in all.
 * `npm run api`, the Dockerfile, docker-compose.yml and the Helm chart (deploy/helm) write the same flags; unit tests
 * keep them equal.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=16', '--no-allocation-site-pretenuring'];

/**
 * glibc's malloc arenas in production (the image's MALLOC_ARENA_MAX). By default glibc gives each thread that meets a
 * busy arena a new one, up to 8 per core, and each keeps the memory it once held: the API's libuv and V8 helper
 * threads made ~16 MiB of its peak RSS under the storefront load that two arenas do not (docs/performance.md). The
 * Dockerfile sets it and the benches start the API with it; a unit test keeps them equal.
 */
export const PRODUCTION_MALLOC_ARENA_MAX = '2';
