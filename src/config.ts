import { PLANS, type Plan } from './shared/plans';

/** Reads and validates the environment once; everything else receives a Config. */
export interface RateLimit {
  burst: number;
  perSecond: number;
}

/** A bucket size for each plan (contract §5: rate limits are configurable per plan). */
export type PlanRateLimits = Record<Plan, RateLimit>;

export interface CatalogueCacheLimits {
  /** What the kept answers may add up to, in bytes of JSON text; 0 keeps none. */
  maxBytes: number;
  /** How long an answer is kept at most, should a change ever reach PostgreSQL without its notice. */
  maxAgeMs: number;
}

export interface Config {
  port: number;
  host: string;
  /** API processes sharing the port, to use more than one core (1: this process serves alone). */
  apiProcesses: number;
  /** Behind a reverse proxy, take the client IP (rate limits) from X-Forwarded-For. */
  trustProxy: boolean;
  publicBaseUrl: string;
  databaseUrl: string;
  temporalAddress: string;
  temporalNamespace: string;
  temporalTaskQueue: string;
  temporalUiUrl: string;
  cursorSecret: string;
  logLevel: string;
  /** The storefront catalogue answers each API process keeps (see CatalogueAnswerCache). */
  catalogueCache: CatalogueCacheLimits;
  rateLimits: { public: PlanRateLimits; private: PlanRateLimits };
  allowPrivateWebhookTargets: boolean;
  webhookRetryScheduleSeconds: number[];
  /** The worker relays the event outbox to delivery workflows (tests turn it on only where they need it). */
  webhookRelayEnabled: boolean;
  /** host:port where the worker's Temporal runtime serves Prometheus metrics; none when unset. */
  workerMetricsAddress?: string;
  checkoutActionTimeoutSeconds: number;
  /** How long an API process keeps starting a submit of unknown outcome in the background (then the worker does). */
  checkoutKeepStartingSeconds: number;
  /** The worker re-drives a submit recorded this long ago whose checkout has not taken its cart (also its period). */
  pendingSubmitRedriveAfterSeconds: number;
  /** A submit whose checkout has not started after this long is marked failed, with a reason the poll shows. */
  pendingSubmitGiveUpSeconds: number;
  /** How long an admin's order action waits for its workflow before answering 503 (the action may still run). */
  orderActionWaitSeconds: number;
  mailDir: string;
  /** The largest product import file the private API accepts (IMPORT_MAX_MB). */
  importMaxBytes: number;
  smtpUrl?: string;
  /** Hard limits on sign-in operations, per e-mail address and per client IP (each per store). */
  customerAuthRateLimits: { email: RateLimit; ip: RateLimit };
  customerSessionIdleSeconds: number;
  customerSessionMaxSeconds: number;
  /** Staff sign-in limits (per e-mail address and per client IP) and the dashboard session's lifetimes. */
  staffAuthRateLimits: { email: RateLimit; ip: RateLimit };
  staffSessionIdleSeconds: number;
  staffSessionMaxSeconds: number;
  mailFrom: string;
  /** The store /widget/demo shows (npm start sets it to the demo store's key). */
  widgetDemoPublishableKey?: string;
  /**
   * The master keys that seal stored secrets (payment provider keys, webhook signing secrets, staff TOTP secrets;
   * see src/secrets/secret-box.ts); absent, no secret can be stored.
   */
  secretsKey?: string;
  /** Where the Stripe SDK sends requests (stripe-mock in tests); absent, Stripe's own API. */
  stripeApiUrl?: string;
  /** Where export files are written (the worker writes, the API streams them: both must see the same directory). */
  exportsDir: string;
  /** How long an export's signed download link stays valid. */
  exportLinkSeconds: number;
  /** The API records /metrics (request durations, in-flight requests); off, /metrics serves only what is scraped. */
  metricsEnabled: boolean;
  /** Traces are exported over OTLP/HTTP to this collector; absent, tracing is off and its SDK is never loaded. */
  otelExporterEndpoint?: string;
  /** The service.name of the exported spans; absent, `commerce-api` or `commerce-worker`. */
  otelServiceName?: string;
}

function readInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function readPositiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = readInt(env, name, fallback);
  if (value < 1) throw new Error(`${name} must be at least 1, got "${env[name]}"`);
  return value;
}

function readRateLimit(env: NodeJS.ProcessEnv, name: string, fallback: RateLimit): RateLimit {
  const raw = env[name];
  if (!raw) return fallback;
  const [burst, perSecond] = raw.split(',').map(Number);
  if (!(burst > 0) || !(perSecond > 0)) throw new Error(`${name} must be "burst,perSecond", got "${raw}"`);
  return { burst, perSecond };
}

/** NAME sets every plan's bucket; NAME_<PLAN> (for example RATE_LIMIT_PUBLIC_PRO) overrides one plan's. */
function readPlanRateLimits(env: NodeJS.ProcessEnv, name: string, fallback: RateLimit): PlanRateLimits {
  const everyPlan = readRateLimit(env, name, fallback);
  return Object.fromEntries(
    PLANS.map((plan) => [plan, readRateLimit(env, `${name}_${plan.toUpperCase()}`, everyPlan)]),
  ) as PlanRateLimits;
}

function readList(env: NodeJS.ProcessEnv, name: string, fallback: number[]): number[] {
  const raw = env[name];
  if (!raw) return fallback;
  const values = raw.split(',').map(Number);
  if (values.some((v) => !Number.isFinite(v) || v < 0))
    throw new Error(`${name} must be comma-separated seconds, got "${raw}"`);
  return values;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = readInt(env, 'PORT', 3000);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    apiProcesses: readPositiveInt(env, 'API_PROCESSES', 1),
    trustProxy: env.TRUST_PROXY === 'true',
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://127.0.0.1:${port}`,
    databaseUrl: env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/commerce',
    temporalAddress: env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233',
    temporalNamespace: env.TEMPORAL_NAMESPACE ?? 'default',
    temporalTaskQueue: env.TEMPORAL_TASK_QUEUE ?? 'commerce',
    temporalUiUrl: env.TEMPORAL_UI_URL ?? 'http://127.0.0.1:8233',
    cursorSecret: env.CURSOR_SECRET ?? 'development-cursor-secret-change-me',
    logLevel: env.LOG_LEVEL ?? 'info',
    catalogueCache: {
      maxBytes: readInt(env, 'CATALOGUE_CACHE_MB', 64) * 1024 * 1024,
      maxAgeMs: readInt(env, 'CATALOGUE_CACHE_SECONDS', 30) * 1000,
    },
    rateLimits: {
      public: readPlanRateLimits(env, 'RATE_LIMIT_PUBLIC', { burst: 60, perSecond: 20 }),
      private: readPlanRateLimits(env, 'RATE_LIMIT_PRIVATE', { burst: 100, perSecond: 50 }),
    },
    allowPrivateWebhookTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
    webhookRetryScheduleSeconds: readList(
      env,
      'WEBHOOK_RETRY_SCHEDULE',
      [5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400],
    ),
    webhookRelayEnabled: env.WEBHOOK_RELAY_ENABLED !== 'false',
    workerMetricsAddress: env.WORKER_METRICS_ADDRESS || undefined,
    checkoutActionTimeoutSeconds: readInt(env, 'CHECKOUT_ACTION_TIMEOUT_SECONDS', 900),
    orderActionWaitSeconds: readInt(env, 'ORDER_ACTION_WAIT_SECONDS', 30),
    checkoutKeepStartingSeconds: readInt(env, 'CHECKOUT_KEEP_STARTING_SECONDS', 120),
    pendingSubmitRedriveAfterSeconds: readPositiveInt(env, 'PENDING_SUBMIT_REDRIVE_AFTER_SECONDS', 30),
    pendingSubmitGiveUpSeconds: readPositiveInt(env, 'PENDING_SUBMIT_GIVE_UP_SECONDS', 900),
    mailDir: env.MAIL_DIR ?? '.data/mail',
    importMaxBytes: readPositiveInt(env, 'IMPORT_MAX_MB', 100) * 1024 * 1024,
    smtpUrl: env.SMTP_URL || undefined,
    customerAuthRateLimits: {
      email: readRateLimit(env, 'CUSTOMER_AUTH_RATE_LIMIT_EMAIL', { burst: 10, perSecond: 0.02 }),
      ip: readRateLimit(env, 'CUSTOMER_AUTH_RATE_LIMIT_IP', { burst: 60, perSecond: 0.2 }),
    },
    customerSessionIdleSeconds: readInt(env, 'CUSTOMER_SESSION_IDLE_SECONDS', 7 * 86400),
    customerSessionMaxSeconds: readInt(env, 'CUSTOMER_SESSION_MAX_SECONDS', 30 * 86400),
    staffAuthRateLimits: {
      email: readRateLimit(env, 'STAFF_AUTH_RATE_LIMIT_EMAIL', { burst: 10, perSecond: 0.02 }),
      ip: readRateLimit(env, 'STAFF_AUTH_RATE_LIMIT_IP', { burst: 30, perSecond: 0.1 }),
    },
    staffSessionIdleSeconds: readPositiveInt(env, 'STAFF_SESSION_IDLE_SECONDS', 2 * 3600),
    staffSessionMaxSeconds: readPositiveInt(env, 'STAFF_SESSION_MAX_SECONDS', 12 * 3600),
    mailFrom: env.MAIL_FROM ?? 'Commerce <no-reply@localhost>',
    widgetDemoPublishableKey: env.WIDGET_DEMO_PUBLISHABLE_KEY || undefined,
    secretsKey: env.SECRETS_KEY || undefined,
    stripeApiUrl: env.STRIPE_API_URL || undefined,
    exportsDir: env.EXPORTS_DIR || '.data/exports',
    exportLinkSeconds: readPositiveInt(env, 'EXPORT_LINK_SECONDS', 3600),
    metricsEnabled: env.METRICS_ENABLED !== 'false',
    otelExporterEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
    otelServiceName: env.OTEL_SERVICE_NAME || undefined,
  };
}
