import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { PLANS, type Plan } from './shared/plans';
import { SETTINGS, type SettingKind } from './shared/config-schema';
import { parseSecretsKey } from './shared/secrets-key';

/** Reads and validates the environment once; everything else receives a Config. */
export interface RateLimit {
  burst: number;
  perSecond: number;
}

/** A bucket size for each plan (rate limits are configurable per plan). */
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
  /** Workflows kept in memory per task queue (undefined: the Temporal SDK sizes the cache from the heap). */
  workerCachedWorkflows?: number;
  /** A prebuilt workflow bundle to load instead of bundling at start. */
  workerWorkflowBundle?: string;
  checkoutActionTimeoutSeconds: number;
  /**
   * The length of a subscription day: 86400 keeps calendar months; anything else (tests) makes a month 30 such days,
   * so renewals and dunning retries run in seconds.
   */
  subscriptionDaySeconds: number;
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
  /** The largest product image the private API accepts (MEDIA_MAX_MB). */
  mediaMaxBytes: number;
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
  /** Where export files and import uploads live: S3-compatible object storage, or a folder on a single machine. */
  fileStorage: 'folder' | 's3';
  /** The folder of FILE_STORAGE=folder (the worker writes, the API streams: both must see the same directory). */
  filesDir: string;
  /** The bucket and server of FILE_STORAGE=s3; no credentials, the SDK's own chain (web identity, instance role). */
  s3: { endpoint?: string; bucket?: string; region: string; accessKeyId?: string; secretAccessKey?: string };
  /** How long an export's signed download link stays valid. */
  exportLinkSeconds: number;
  /** The API records /metrics (request durations, in-flight requests); off, /metrics serves only what is scraped. */
  metricsEnabled: boolean;
  /** Traces are exported over OTLP/HTTP to this collector; absent, tracing is off and its SDK is never loaded. */
  otelExporterEndpoint?: string;
  /** The service.name of the exported spans; absent, `commerce-api` or `commerce-worker`. */
  otelServiceName?: string;
  /** What the process started with but should not run long with (logged at start, reported by /readyz). */
  configurationWarnings: string[];
}

/** A setting the environment gives a value its schema refuses: start fails with this one line, naming the variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

const KIND_SCHEMAS: Record<SettingKind, { schema: object; expects: string }> = {
  integer: { schema: { pattern: '^[0-9]+$' }, expects: 'a non-negative integer' },
  positiveInteger: { schema: { pattern: '^[1-9][0-9]*$' }, expects: 'an integer of at least 1' },
  boolean: { schema: { enum: ['true', 'false'] }, expects: '"true" or "false"' },
  rateLimit: { schema: { format: 'rate-limit' }, expects: '"burst,perSecond", both above 0' },
  secondsList: {
    schema: { pattern: '^[0-9]+(\\.[0-9]+)?(,[0-9]+(\\.[0-9]+)?)*$' },
    expects: 'comma-separated seconds',
  },
  url: { schema: { format: 'uri' }, expects: 'an absolute URL' },
  hostPort: { schema: { pattern: '^[^\\s:/]+:[0-9]{1,5}$' }, expects: 'host:port' },
  text: { schema: {}, expects: 'text' },
  secretsKey: { schema: { format: 'secrets-key' }, expects: '"<keyId>:<32 random bytes in base64>", comma-separated' },
  logLevel: {
    schema: { enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] },
    expects: 'fatal, error, warn, info, debug, trace or silent',
  },
  nodeEnv: { schema: { enum: ['development', 'production', 'test'] }, expects: 'development, production or test' },
  fileStorage: { schema: { enum: ['s3', 'folder'] }, expects: '"s3" or "folder"' },
};

const validateEnvironment = (() => {
  const ajv = new Ajv({ allErrors: true, strict: true });
  addFormats(ajv, ['uri']);
  ajv.addFormat(
    'rate-limit',
    (value: string) => /^[0-9.]+,[0-9.]+$/.test(value) && value.split(',').every((n) => +n > 0),
  );
  ajv.addFormat('secrets-key', (value: string) => {
    try {
      return Boolean(parseSecretsKey(value));
    } catch {
      return false;
    }
  });
  const properties = Object.fromEntries(
    Object.entries(SETTINGS).map(([name, setting]) => [name, { type: 'string', ...KIND_SCHEMAS[setting.kind].schema }]),
  );
  return ajv.compile({ type: 'object', properties });
})();

/** What production must never run with: the development defaults and the shipped manifests' placeholders. */
const PLACEHOLDER = /change-?me/i;
const DEVELOPMENT_KEY_ID = /^(dev|test)/;

/** What production refuses of one variable: a secret unset or left at its development value, any placeholder. */
function productionProblem(name: string, value: string | undefined): string | undefined {
  const setting = SETTINGS[name];
  const refused = 'refused under NODE_ENV=production';
  if (value === undefined)
    return setting.productionSecret ? `${name} must be set under NODE_ENV=production` : undefined;
  if (setting.productionSecret && value === setting.default) return `${name} is the development default, ${refused}`;
  if (setting.kind === 'secretsKey') {
    const { keys } = parseSecretsKey(value);
    const ids = [...keys.keys()];
    if (ids.some((id) => DEVELOPMENT_KEY_ID.test(id)))
      return `${name} holds a development key (${ids.join(', ')}), ${refused}`;
    if ([...keys.values()].some((key) => PLACEHOLDER.test(key.toString('latin1'))))
      return `${name} is the deploy manifests' placeholder, ${refused}`;
  } else if (PLACEHOLDER.test(value)) return `${name} holds a placeholder (change-me), ${refused}`;
  if (name === 'CURSOR_SECRET' && value.length < 32) return `${name} must be 32 characters or more in production`;
  return undefined;
}

/** The environment's values for the settings, empty ones as unset, each checked against its kind. */
function checkedValues(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const given = Object.fromEntries(Object.keys(SETTINGS).flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
  const problems = validateEnvironment(given)
    ? []
    : (validateEnvironment.errors ?? []).map((error) => {
        const name = error.instancePath.slice(1);
        const setting = SETTINGS[name];
        const shown = setting.productionSecret || setting.kind === 'url' ? '' : `, got "${given[name]}"`;
        return `${name} must be ${KIND_SCHEMAS[setting.kind].expects}${shown}`;
      });
  if (problems.length) throw new ConfigError(problems);
  if (given.NODE_ENV === 'production') {
    const refused = Object.keys(SETTINGS).flatMap((name) => productionProblem(name, given[name]) ?? []);
    if (refused.length) throw new ConfigError(refused);
  }
  return Object.fromEntries(Object.entries(SETTINGS).map(([name, setting]) => [name, given[name] ?? setting.default]));
}

/** What a process may start with but should not run long with: logged at start and reported by /readyz. */
function configurationWarnings(values: Record<string, string | undefined>): string[] {
  const warnings: string[] = [];
  if (!values.SECRETS_KEY)
    warnings.push('SECRETS_KEY is not set: no payment key, webhook or TOTP secret can be stored');
  if (values.CURSOR_SECRET === SETTINGS.CURSOR_SECRET.default)
    warnings.push('CURSOR_SECRET is the development default (refused under NODE_ENV=production)');
  return warnings;
}

const integer = (value: string | undefined) => Number(value);

function rateLimit(value: string | undefined): RateLimit {
  const [burst, perSecond] = (value ?? '').split(',').map(Number);
  return { burst, perSecond };
}

/** NAME sets every plan's bucket; NAME_<PLAN> (for example RATE_LIMIT_PUBLIC_PRO) overrides one plan's. */
function planRateLimits(values: Record<string, string | undefined>, name: string): PlanRateLimits {
  return Object.fromEntries(
    PLANS.map((plan) => [plan, rateLimit(values[`${name}_${plan.toUpperCase()}`] ?? values[name])]),
  ) as PlanRateLimits;
}

let processConfig: Config | undefined;

/**
 * This process's configuration (process.env), validated once. An invalid one ends the process with one line that
 * names each bad variable, not a stack trace: it is called first thing by every entry point.
 */
export function configOfProcess(): Config {
  return (processConfig ??= configuredOrExit(() => loadConfig()));
}

/**
 * What `open` builds from settings, or, when they are invalid together (a ConfigError), the end of the process with
 * one line naming the variables: the entry points open what the configuration names (file storage) through it.
 */
export function configuredOrExit<T>(open: () => T): T {
  try {
    return open();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(JSON.stringify({ level: 'fatal', msg: 'invalid configuration', error: error.problems.join('; ') }));
    process.exit(1);
  }
}

/** Validates the environment against SETTINGS (throwing a ConfigError that names each bad variable) and reads it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const values = checkedValues(env);
  const port = integer(values.PORT);
  return {
    port,
    host: values.HOST as string,
    apiProcesses: integer(values.API_PROCESSES),
    trustProxy: values.TRUST_PROXY === 'true',
    publicBaseUrl: values.PUBLIC_BASE_URL ?? `http://127.0.0.1:${port}`,
    databaseUrl: values.DATABASE_URL as string,
    temporalAddress: values.TEMPORAL_ADDRESS as string,
    temporalNamespace: values.TEMPORAL_NAMESPACE as string,
    temporalTaskQueue: values.TEMPORAL_TASK_QUEUE as string,
    temporalUiUrl: values.TEMPORAL_UI_URL as string,
    cursorSecret: values.CURSOR_SECRET as string,
    logLevel: values.LOG_LEVEL as string,
    catalogueCache: {
      maxBytes: integer(values.CATALOGUE_CACHE_MB) * 1024 * 1024,
      maxAgeMs: integer(values.CATALOGUE_CACHE_SECONDS) * 1000,
    },
    rateLimits: {
      public: planRateLimits(values, 'RATE_LIMIT_PUBLIC'),
      private: planRateLimits(values, 'RATE_LIMIT_PRIVATE'),
    },
    allowPrivateWebhookTargets: values.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
    webhookRetryScheduleSeconds: (values.WEBHOOK_RETRY_SCHEDULE as string).split(',').map(Number),
    webhookRelayEnabled: values.WEBHOOK_RELAY_ENABLED === 'true',
    workerMetricsAddress: values.WORKER_METRICS_ADDRESS,
    workerCachedWorkflows: values.WORKER_CACHED_WORKFLOWS ? integer(values.WORKER_CACHED_WORKFLOWS) : undefined,
    workerWorkflowBundle: values.WORKER_WORKFLOW_BUNDLE,
    checkoutActionTimeoutSeconds: integer(values.CHECKOUT_ACTION_TIMEOUT_SECONDS),
    subscriptionDaySeconds: integer(values.SUBSCRIPTION_DAY_SECONDS),
    orderActionWaitSeconds: integer(values.ORDER_ACTION_WAIT_SECONDS),
    checkoutKeepStartingSeconds: integer(values.CHECKOUT_KEEP_STARTING_SECONDS),
    pendingSubmitRedriveAfterSeconds: integer(values.PENDING_SUBMIT_REDRIVE_AFTER_SECONDS),
    pendingSubmitGiveUpSeconds: integer(values.PENDING_SUBMIT_GIVE_UP_SECONDS),
    mailDir: values.MAIL_DIR as string,
    importMaxBytes: integer(values.IMPORT_MAX_MB) * 1024 * 1024,
    mediaMaxBytes: integer(values.MEDIA_MAX_MB) * 1024 * 1024,
    smtpUrl: values.SMTP_URL,
    customerAuthRateLimits: {
      email: rateLimit(values.CUSTOMER_AUTH_RATE_LIMIT_EMAIL),
      ip: rateLimit(values.CUSTOMER_AUTH_RATE_LIMIT_IP),
    },
    customerSessionIdleSeconds: integer(values.CUSTOMER_SESSION_IDLE_SECONDS),
    customerSessionMaxSeconds: integer(values.CUSTOMER_SESSION_MAX_SECONDS),
    staffAuthRateLimits: {
      email: rateLimit(values.STAFF_AUTH_RATE_LIMIT_EMAIL),
      ip: rateLimit(values.STAFF_AUTH_RATE_LIMIT_IP),
    },
    staffSessionIdleSeconds: integer(values.STAFF_SESSION_IDLE_SECONDS),
    staffSessionMaxSeconds: integer(values.STAFF_SESSION_MAX_SECONDS),
    mailFrom: values.MAIL_FROM as string,
    widgetDemoPublishableKey: values.WIDGET_DEMO_PUBLISHABLE_KEY,
    secretsKey: values.SECRETS_KEY,
    stripeApiUrl: values.STRIPE_API_URL,
    fileStorage: values.FILE_STORAGE as Config['fileStorage'],
    filesDir: values.FILES_DIR as string,
    s3: {
      endpoint: values.S3_ENDPOINT,
      bucket: values.S3_BUCKET,
      region: values.S3_REGION as string,
      accessKeyId: values.S3_ACCESS_KEY_ID,
      secretAccessKey: values.S3_SECRET_ACCESS_KEY,
    },
    exportLinkSeconds: integer(values.EXPORT_LINK_SECONDS),
    metricsEnabled: values.METRICS_ENABLED === 'true',
    otelExporterEndpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT,
    otelServiceName: values.OTEL_SERVICE_NAME,
    configurationWarnings: configurationWarnings(values),
  };
}
