import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config';
import { API_NODE_FLAGS, PRODUCTION_MALLOC_ARENA_MAX } from '../../src/api-node-flags';
import { SEARCH_ATTRIBUTES } from '../../temporal/search-attributes';
import { CLUSTER_SERVICES, TEMPORAL_SERVER_VERSION } from '../../temporal/cluster';
import { CONFIG_VARIABLES } from '../support/config-variables';

const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: string;
  command?: string[] | string;
  ports?: string[];
  environment?: Record<string, string>;
  entrypoint?: string[];
  volumes?: string[];
}

/** How development (`npm run api`, TypeScript through tsx) and production (the compiled dist/) start the API. */
const apiCommand = ['node', ...API_NODE_FLAGS, '--import', 'tsx', 'src/server.ts'];
const compiledApiCommand = ['node', ...API_NODE_FLAGS, 'dist/server.js'];
/** What `docker compose` puts for `${NAME:?…}` once the shell has exported NAME. */
const shellExports: Record<string, string> = {
  SECRETS_KEY: `main:${randomBytes(32).toString('base64')}`,
  CURSOR_SECRET: randomBytes(32).toString('base64'),
};
const interpolated = (env: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(env).map(([name, value]) => [
      name,
      value.replace(/^\$\{(\w+):\?[^}]*\}$/, (_, v) => shellExports[v]),
    ]),
  );
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService> };

describe('when docker-compose.yml is read (no Docker engine runs here)', () => {
  it('then it has PostgreSQL, Temporal on PostgreSQL, the Temporal UI, the API and the worker', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['postgres', 'temporal', 'temporal-ui', 'api', 'worker', 'migrate']),
    );
  });

  it('then its Temporal is the cluster `npm run cluster` runs: the same config, each service a container', () => {
    const temporal = Object.values(compose.services).filter(
      (service) => service.image === `temporalio/server:${TEMPORAL_SERVER_VERSION.slice(1)}`,
    );
    expect(temporal.map((service) => service.environment?.TEMPORAL_SERVICE).sort()).toEqual(
      [...CLUSTER_SERVICES].sort(),
    );
    for (const service of temporal) {
      expect(service.volumes).toEqual(['./temporal/cluster:/etc/temporal/cluster:ro']);
      expect(service.entrypoint?.join(' ')).toMatch(
        /temporal-server --root \/etc\/temporal --config cluster --env cluster .*start --service/,
      );
      expect(service.environment?.TEMPORAL_DYNAMIC_CONFIG).toBe('/etc/temporal/cluster/dynamicconfig.yaml');
      expect(service.environment?.TEMPORAL_DB_HOST).toBe('postgres');
    }
    const clusterConfig = read('temporal/cluster/cluster.yaml');
    for (const database of ['temporal', 'temporal_visibility']) {
      expect(clusterConfig).toContain(`| default "${database}"`);
      expect(JSON.stringify(compose.services['temporal-schema'])).toContain(`${database}:`);
    }
  });

  it('then its ports are the ones the project uses', () => {
    expect(compose.services.api.ports).toContain(`${loadConfig({}).port}:3000`);
    expect(compose.services['temporal-ui'].ports).toContain('8233:8080');
    expect(compose.services.temporal.ports).toContain(`${loadConfig({}).temporalAddress.split(':')[1]}:7233`);
  });

  it('then the API and worker get only variables the configuration reads, and values it accepts', () => {
    for (const name of ['api', 'worker', 'migrate']) {
      const env = compose.services[name].environment ?? {};
      expect(Object.keys(env).filter((key) => !CONFIG_VARIABLES.includes(key))).toEqual([]);
      // As the image runs it (NODE_ENV=production), with the secrets the shell exports (the file's top comment).
      const config = loadConfig({ ...interpolated(env), NODE_ENV: 'production' });
      expect(config.temporalAddress).toBe('temporal:7233');
      expect(new URL(config.databaseUrl).hostname).toBe('postgres');
    }
    expect(compose.services.worker.command).toEqual(['node', 'dist/worker.js']);
  });

  it('then the API and the worker keep files in its S3 server, with its root keys, after the bucket exists', () => {
    const s3 = compose.services.s3 as ComposeService & { environment: Record<string, string> };
    for (const name of ['api', 'worker']) {
      const config = loadConfig(interpolated(compose.services[name].environment ?? {}));
      expect(config.fileStorage).toBe('s3');
      expect(new URL(config.s3.endpoint ?? '').hostname).toBe('s3');
      expect([config.s3.accessKeyId, config.s3.secretAccessKey]).toEqual([
        s3.environment.ROOT_ACCESS_KEY,
        s3.environment.ROOT_SECRET_KEY,
      ]);
      expect(JSON.stringify(compose.services[name])).toContain(
        '"s3-setup":{"condition":"service_completed_successfully"}',
      );
    }
    const bucket = loadConfig(interpolated(compose.services.api.environment ?? {})).s3.bucket;
    expect(JSON.stringify(compose.services['s3-setup'].command)).toContain(`create-bucket --bucket ${bucket}`);
    expect(compose.services.migrate.command).toEqual(['node', 'dist/migrate.js']);
    expect(compose.services.api.command).toEqual(compiledApiCommand);
  });

  it('then the Dockerfile and `npm run api` start the API with the Node flags npm start and the bench use', () => {
    expect(JSON.parse(/^CMD (.*)$/m.exec(read('Dockerfile'))?.[1] ?? 'null')).toEqual(compiledApiCommand);
    expect((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.api).toBe(
      apiCommand.join(' '),
    );
  });

  it('then the image limits malloc arenas as the benches that measured its memory do', () => {
    expect(read('Dockerfile')).toMatch(new RegExp(`^ENV .*\\bMALLOC_ARENA_MAX=${PRODUCTION_MALLOC_ARENA_MAX}\\b`, 'm'));
  });

  it('then the image runs compiled JavaScript with production dependencies only, not as root, health-checked', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^FROM \S+ AS build$/m);
    expect(dockerfile).toMatch(/npm run build/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [^]*\/healthz/m);
    expect(dockerfile).not.toMatch(/tsx/);
  });

  it('then it registers the search attributes and retention `npm run cluster` and the scale-out check register', () => {
    const setup = [compose.services['temporal-setup'].command ?? []].flat().join(' ');
    // One loop per type: `for name in …; do … --type <type>`.
    const loops = [...setup.matchAll(/for name in ([^;]+); do[^;]*--type (\w+)/g)];
    const registered = Object.fromEntries(
      loops.flatMap(([, names, type]) =>
        names
          .trim()
          .split(/\s+/)
          .map((name) => [name, type]),
      ),
    );
    expect(registered).toEqual(SEARCH_ATTRIBUTES);
    // temporal/cluster.ts registers the namespace with a retention of 3 days.
    expect(setup).toContain('--retention 72h');
  });

  it('then its schema tool is the Temporal server version the check builds, with the same schemas', () => {
    const adminTools = `temporalio/admin-tools:${TEMPORAL_SERVER_VERSION.slice(1)}`;
    expect(compose.services['temporal-schema'].image).toBe(adminTools);
    expect(compose.services['temporal-setup'].image).toBe(adminTools);
    expect([compose.services['temporal-schema'].command ?? []].flat().join(' ')).toContain('schema/postgresql/v12/');
  });
});

describe('when the README is read', () => {
  const readme = read('README.md');

  it('then it links to a configuration page that documents every environment variable the configuration reads', () => {
    expect(readme).toContain('(docs/configuration.md)');
    const configuration = read('docs/configuration.md');
    expect(CONFIG_VARIABLES.filter((name) => !configuration.includes(`\`${name}\``))).toEqual([]);
  });

  it('then it stays a front door: under 12 KB, every docs page it links to exists', () => {
    expect(Buffer.byteLength(readme)).toBeLessThan(12 * 1024);
    for (const [, page] of readme.matchAll(/\]\(((?:docs|packages)\/[^)#]+)\)/g))
      expect(() => read(page)).not.toThrow();
  });

  it('then its quick start has the two commands, and .ci/run runs the test one', () => {
    expect(readme).toContain('npm start');
    expect(readme).toContain('npm test');
    expect(read('.ci/run')).toMatch(/^npm test$/m);
  });
});
