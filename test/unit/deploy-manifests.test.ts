import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import * as policies from '../../workflows/policies';
import { API_NODE_FLAGS } from '../../src/api-node-flags';
import { CONFIG_VARIABLES } from '../support/config-variables';

const dir = join(__dirname, '..', '..', 'deploy', 'k8s');
const read = (file: string) => readFileSync(join(dir, file), 'utf8');

interface Container {
  name: string;
  command?: string[];
  env?: Array<{ name: string }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  livenessProbe?: { httpGet?: { path: string } };
  readinessProbe?: { httpGet?: { path: string } };
  startupProbe?: unknown;
  securityContext?: { allowPrivilegeEscalation?: boolean; runAsNonRoot?: boolean; capabilities?: { drop?: string[] } };
}
interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  terminationGracePeriodSeconds?: number;
}
interface Resource {
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: {
    template?: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
    selector?: { matchLabels?: Record<string, string> };
    scaleTargetRef?: { kind: string; name: string };
    metrics?: Array<{ resource?: { name: string } }>;
  };
}

/** What `kubectl apply -k deploy/k8s` applies: every document of every resource the kustomization lists. */
const kustomization = parse(read('kustomization.yaml')) as { resources: string[] };
const resources = kustomization.resources.flatMap((file) =>
  parseAllDocuments(read(file)).map((doc) => doc.toJS() as Resource),
);
const named = (kind: string, name: string) => {
  const found = resources.find((r) => r.kind === kind && r.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in deploy/k8s`);
  return found;
};
const workloads = resources.filter((r) => r.spec?.template);
const deployments = resources.filter((r) => r.kind === 'Deployment');
const containersOf = (r: Resource) => r.spec?.template?.spec.containers ?? [];
const seconds = (duration: unknown) => Number(/^(\d+) seconds$/.exec(String(duration))?.[1] ?? NaN);

describe('when the Kubernetes manifests (deploy/k8s, kustomize) are rendered', () => {
  it('then they hold the API with Service, HPA on CPU, PDB, the worker, the migration Job, ConfigMap, Secret', () => {
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
    named('Deployment', 'commerce-worker');
    named('Job', 'commerce-migrate');
    named('ConfigMap', 'commerce-config');
    named('Secret', 'commerce-secrets');
  });

  it('then every container has resource requests and a memory limit, runs as non-root, no privilege escalation', () => {
    expect(workloads.length).toBeGreaterThanOrEqual(3);
    for (const workload of workloads) {
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

  it('then each long-running container has liveness, readiness and start-up probes; the API /healthz, /readyz', () => {
    for (const container of deployments.flatMap(containersOf)) {
      expect(container.livenessProbe).toBeDefined();
      expect(container.readinessProbe).toBeDefined();
      expect(container.startupProbe).toBeDefined();
    }
    const [api] = containersOf(named('Deployment', 'commerce-api'));
    expect(api.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(api.readinessProbe?.httpGet?.path).toBe('/readyz');
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

  it('then each environment variable set is one src/config.ts reads; each container gets ConfigMap and Secret', () => {
    const names = [
      ...Object.keys(named('ConfigMap', 'commerce-config').data ?? {}),
      ...Object.keys(named('Secret', 'commerce-secrets').stringData ?? {}),
      ...workloads.flatMap(containersOf).flatMap((container) => (container.env ?? []).map((variable) => variable.name)),
    ];
    expect(names.filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
    expect(names).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'TEMPORAL_ADDRESS', 'CURSOR_SECRET', 'WORKER_METRICS_ADDRESS']),
    );
    for (const container of workloads.flatMap(containersOf)) {
      expect(container.envFrom).toEqual([
        { configMapRef: { name: 'commerce-config' } },
        { secretRef: { name: 'commerce-secrets' } },
      ]);
    }
  });
});

describe('when the Grafana dashboard (deploy/grafana) is read', () => {
  const dashboard = JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'deploy', 'grafana', 'commerce-service.json'), 'utf8'),
  ) as {
    panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
  };
  const sources = [
    'src/http/metrics.ts',
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
