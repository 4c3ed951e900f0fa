import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseAllDocuments } from 'yaml';
import * as policies from '../../workflows/policies';
import { API_NODE_FLAGS } from '../../src/api-node-flags';
import { CONFIG_VARIABLES } from '../support/config-variables';
import { findOrBuildHelm } from '../../scripts/helm';

const chart = join(__dirname, '..', '..', 'deploy', 'helm', 'commerce-service');
const testValues = join(chart, 'ci', 'test-values.yaml');

interface Probe {
  httpGet?: { path: string; port: string };
}
interface Container {
  name: string;
  command?: string[];
  env?: Array<{ name: string; value?: string }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  ports?: Array<{ name: string; containerPort: number }>;
  volumeMounts?: Array<{ name: string; mountPath: string }>;
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    runAsNonRoot?: boolean;
    capabilities?: { drop?: string[] };
  };
}
interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  terminationGracePeriodSeconds?: number;
  serviceAccountName?: string;
  volumes?: Array<{ name: string; emptyDir?: object }>;
}
interface IngressPath {
  path: string;
  pathType: string;
  backend: { service: { name: string; port: { name: string } } };
}
interface Resource {
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: {
    template?: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
    selector?: Record<string, unknown> & { matchLabels?: Record<string, string> };
    scaleTargetRef?: { kind: string; name: string };
    metrics?: Array<{ resource?: { name: string } }>;
    ports?: Array<{ name: string; port: number; targetPort: string }>;
    rules?: Array<{ host: string; http: { paths: IngressPath[] } }>;
    endpoints?: Array<{ port: string; path: string }>;
  };
}

/** `helm template` of the chart with the given values files and settings: every object it would install. */
async function render(options: { values?: string[]; set?: string[] } = {}): Promise<Resource[]> {
  const helm = await findOrBuildHelm(() => undefined);
  const args = ['template', 'commerce', chart, ...(options.values ?? [testValues]).flatMap((file) => ['-f', file])];
  const { stdout } = await promisify(execFile)(helm, [...args, ...(options.set ?? []).flatMap((s) => ['--set', s])]);
  return parseAllDocuments(stdout)
    .map((doc) => doc.toJS() as Resource | null)
    .filter((r): r is Resource => r !== null);
}

let resources: Resource[];
beforeAll(async () => {
  resources = await render();
}, 600_000);

const named = (kind: string, name: string) => {
  const found = resources.find((r) => r.kind === kind && r.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in the rendered chart`);
  return found;
};
const workloads = () => resources.filter((r) => r.spec?.template);
const deployments = () => resources.filter((r) => r.kind === 'Deployment');
const containersOf = (r: Resource) => r.spec?.template?.spec.containers ?? [];
const seconds = (duration: unknown) => Number(/^(\d+) seconds$/.exec(String(duration))?.[1] ?? NaN);

describe('when the Helm chart (deploy/helm/commerce-service) is rendered with helm template', () => {
  it('then it holds the API with Service, HPA on CPU, PDB, the worker with its PDB, ConfigMap and Secret', () => {
    const api = named('Deployment', 'commerce-api');
    expect(named('HorizontalPodAutoscaler', 'commerce-api').spec?.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'commerce-api',
    });
    expect(named('HorizontalPodAutoscaler', 'commerce-api').spec?.metrics?.[0].resource?.name).toBe('cpu');
    expect(named('PodDisruptionBudget', 'commerce-api').spec?.selector?.matchLabels).toEqual(
      api.spec?.template?.metadata?.labels,
    );
    expect(named('Service', 'commerce-api').spec?.selector).toEqual(api.spec?.template?.metadata?.labels);
    const worker = named('Deployment', 'commerce-worker');
    expect(named('PodDisruptionBudget', 'commerce-worker').spec?.selector?.matchLabels).toEqual(
      worker.spec?.template?.metadata?.labels,
    );
    named('ConfigMap', 'commerce-config');
    named('Secret', 'commerce-secrets');
  });

  it('then every container has resource requests and a memory limit, runs as non-root, no privilege escalation', () => {
    expect(workloads().length).toBe(3);
    for (const workload of workloads()) {
      const pod = workload.spec?.template?.spec as PodSpec;
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true });
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      for (const container of pod.containers) {
        expect(container.resources?.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
        expect(container.resources?.limits?.memory).toEqual(expect.any(String));
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        });
      }
    }
  });

  it('then every root file system is read-only, with a writable /tmp from an emptyDir', () => {
    for (const workload of workloads()) {
      const pod = workload.spec?.template?.spec as PodSpec;
      expect(pod.volumes).toEqual([{ name: 'tmp', emptyDir: {} }]);
      for (const container of pod.containers) {
        expect(container.securityContext?.readOnlyRootFilesystem).toBe(true);
        expect(container.volumeMounts).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
      }
    }
  });

  it('then each long-running container has liveness, readiness and start-up probes; the API /healthz, /readyz', () => {
    for (const container of deployments().flatMap(containersOf)) {
      expect(container.livenessProbe).toBeDefined();
      expect(container.readinessProbe).toBeDefined();
      expect(container.startupProbe).toBeDefined();
    }
    const [api] = containersOf(named('Deployment', 'commerce-api'));
    expect(api.startupProbe?.httpGet?.path).toBe('/healthz');
    expect(api.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(api.readinessProbe?.httpGet?.path).toBe('/readyz');
    const [worker] = containersOf(named('Deployment', 'commerce-worker'));
    expect(worker.readinessProbe?.httpGet).toEqual({ path: '/metrics', port: 'metrics' });
  });

  it('then the processes run the compiled entry points, the API with its Node flags', () => {
    expect(containersOf(named('Deployment', 'commerce-api'))[0].command).toEqual([
      'node',
      ...API_NODE_FLAGS,
      'dist/server.js',
    ]);
    expect(containersOf(named('Deployment', 'commerce-worker'))[0].command).toEqual(['node', 'dist/worker.js']);
    expect(containersOf(named('Job', 'commerce-migrate'))[0].command).toEqual(['node', 'dist/migrate.js']);
  });

  it('then a terminating worker outlasts its shutdown grace, which outlasts the longest activity', () => {
    const timeouts = Object.values(policies).flatMap((policy) =>
      typeof policy === 'object' && 'startToCloseTimeout' in policy ? [seconds(policy.startToCloseTimeout)] : [],
    );
    expect(timeouts.length).toBeGreaterThan(3);
    expect(Math.max(...timeouts)).toBeLessThan(policies.WORKER_SHUTDOWN_GRACE_SECONDS);
    expect(named('Deployment', 'commerce-worker').spec?.template?.spec.terminationGracePeriodSeconds).toBeGreaterThan(
      policies.WORKER_SHUTDOWN_GRACE_SECONDS,
    );
  });

  it('then each environment variable set is one src/config.ts reads; API and worker get ConfigMap and Secret', () => {
    const names = [
      ...Object.keys(named('ConfigMap', 'commerce-config').data ?? {}),
      ...Object.keys(named('Secret', 'commerce-secrets').stringData ?? {}),
      ...workloads()
        .flatMap(containersOf)
        .flatMap((container) => (container.env ?? []).map((variable) => variable.name)),
    ];
    expect(names.filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
    expect(names).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'TEMPORAL_ADDRESS', 'CURSOR_SECRET', 'WORKER_METRICS_ADDRESS']),
    );
    for (const container of deployments().flatMap(containersOf)) {
      expect(container.envFrom).toEqual([
        { configMapRef: { name: 'commerce-config' } },
        { secretRef: { name: 'commerce-secrets' } },
      ]);
    }
  });

  it('then the files go to the external S3 bucket of the values', () => {
    expect(named('ConfigMap', 'commerce-config').data).toMatchObject({
      FILE_STORAGE: 's3',
      S3_BUCKET: 'commerce-files',
      S3_REGION: 'eu-west-1',
    });
    expect(Object.keys(named('Secret', 'commerce-secrets').stringData ?? {})).toEqual(
      expect.arrayContaining(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']),
    );
  });

  it('then the migration is a pre-install and pre-upgrade hook Job that an upgrade replaces by itself', () => {
    const job = named('Job', 'commerce-migrate');
    expect(job.metadata.annotations).toMatchObject({
      'helm.sh/hook': 'pre-install,pre-upgrade',
      'helm.sh/hook-delete-policy': 'before-hook-creation,hook-succeeded',
    });
    // Hooks run before the release's objects exist: the Job has the settings inline and a hook Secret made first.
    const [migrate] = containersOf(job);
    expect(Object.fromEntries((migrate.env ?? []).map((v) => [v.name, v.value]))).toEqual(
      named('ConfigMap', 'commerce-config').data,
    );
    const secret = named('Secret', migrate.envFrom?.[0].secretRef?.name ?? '');
    expect(secret.metadata.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    expect(Number(secret.metadata.annotations?.['helm.sh/hook-weight'])).toBeLessThan(
      Number(job.metadata.annotations?.['helm.sh/hook-weight']),
    );
    expect(secret.stringData).toEqual(named('Secret', 'commerce-secrets').stringData);
    expect(job.spec?.template?.spec.serviceAccountName).toBeUndefined();
  });

  it('then the Ingress routes the public paths to the API, and /metrics nowhere', () => {
    const ingress = named('Ingress', 'commerce');
    const paths = ingress.spec?.rules?.flatMap((rule) => rule.http.paths) ?? [];
    expect(paths.map((p) => p.path).sort()).toEqual(['/admin', '/docs', '/openapi.json', '/v3', '/widget']);
    for (const path of paths) expect(path.backend.service).toEqual({ name: 'commerce-api', port: { name: 'http' } });
    expect(JSON.stringify(resources.filter((r) => r.kind === 'Ingress'))).not.toContain('/metrics');
  });

  it('then a values file that would route /metrics is refused', async () => {
    await expect(
      render({ set: ['ingress.paths[0].path=/metrics', 'ingress.paths[0].pathType=Prefix'] }),
    ).rejects.toThrow(/\/metrics stays inside the cluster/);
  });

  it('then the ServiceMonitors scrape /metrics of the API and the worker through their in-cluster Services', () => {
    for (const [component, port] of [
      ['api', 'http'],
      ['worker', 'metrics'],
    ]) {
      const monitor = named('ServiceMonitor', `commerce-${component}`);
      expect(monitor.spec?.endpoints).toEqual([{ port, path: '/metrics', interval: '30s' }]);
      const service = resources.find(
        (r) =>
          r.kind === 'Service' &&
          JSON.stringify(r.spec?.selector) === JSON.stringify(monitor.spec?.selector?.matchLabels),
      );
      expect(service?.spec?.ports?.map((p) => p.name)).toContain(port);
    }
  });

  it('then an existing Secret replaces the chart’s, and the secret settings are required without one', async () => {
    const external = await render({ set: ['secrets.existingSecret=shop-secrets', 'secrets.values=null'] });
    expect(external.filter((r) => r.kind === 'Secret')).toEqual([]);
    const job = external.find((r) => r.kind === 'Job') as Resource;
    expect(containersOf(job)[0].envFrom).toEqual([{ secretRef: { name: 'shop-secrets' } }]);
    await expect(render({ set: ['secrets.values=null'] })).rejects.toThrow(/secrets.values.DATABASE_URL/);
    await expect(render({ set: ['s3.bucket='] })).rejects.toThrow(/s3.bucket/);
  });
});

describe('when the Grafana dashboard (deploy/grafana) is read', () => {
  const dashboard = JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'deploy', 'grafana', 'commerce-service.json'), 'utf8'),
  ) as {
    panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
  };
  const sources = [
    'src/metrics/api-metrics.middleware.ts',
    'src/http/request-durations.ts',
    'src/worker/webhook-relay.ts',
    'workflows/checkout.workflow.ts',
    'activities/webhooks.activities.ts',
  ]
    .map((file) => readFileSync(join(__dirname, '..', '..', file), 'utf8'))
    .join('\n');

  it('then each of its panels plots a metric the API or the worker exports', () => {
    const names = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => [...target.expr.matchAll(/\b(commerce_[a-z_]+)/g)].map((m) => m[1])),
    );
    expect(new Set(names).size).toBeGreaterThanOrEqual(10);
    // Histograms are exported with _bucket and _count series; counters from the Temporal meter gain _total.
    const defined = (name: string) =>
      [name, name.replace(/_(bucket|count|sum|total)$/, '')].some((base) => sources.includes(`'${base}'`));
    expect(names.filter((name) => name !== 'commerce_api_process_resident_memory_bytes' && !defined(name))).toEqual([]);
  });
});
