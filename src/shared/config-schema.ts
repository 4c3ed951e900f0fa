import { PLANS } from './plans';

/** The forms a setting's value takes; each has a JSON-schema check (src/config.ts) and words for its error. */
export type SettingKind =
  | 'integer'
  | 'positiveInteger'
  | 'boolean'
  | 'rateLimit'
  | 'secondsList'
  | 'url'
  | 'hostPort'
  | 'text'
  | 'secretsKey'
  | 'logLevel'
  | 'nodeEnv'
  | 'fileStorage';

export interface Setting {
  kind: SettingKind;
  /** What it sets, for .env.example and docs/configuration.md. */
  description: string;
  /** The value an unset (or empty) variable takes, as it would be written; none: unset leaves it off. */
  default?: string;
  /**
   * A secret that production must set itself: under NODE_ENV=production it is refused when unset, when it is the
   * development default or when it holds a placeholder (`change-me`).
   */
  productionSecret?: boolean;
}

const rateLimitPerPlan = (name: string, what: string): Record<string, Setting> =>
  Object.fromEntries(
    PLANS.map((plan) => [
      `${name}_${plan.toUpperCase()}`,
      { kind: 'rateLimit', description: `${what} for stores on the ${plan} plan (unset: ${name}).` },
    ]),
  );

/**
 * Every environment variable the service reads, in the order .env.example lists them. src/config.ts validates the
 * environment against this once at start (a bad value fails start with one line naming the variable) and reads it
 * into a Config; scripts/env-example.ts writes .env.example from it.
 */
export const SETTINGS: Record<string, Setting> = {
  NODE_ENV: {
    kind: 'nodeEnv',
    default: 'development',
    description: 'development, test or production; production refuses development and placeholder secrets.',
  },
  PORT: { kind: 'integer', default: '3000', description: 'The port the API listens on.' },
  HOST: { kind: 'text', default: '127.0.0.1', description: 'The address the API listens on (0.0.0.0 in a container).' },
  API_PROCESSES: { kind: 'positiveInteger', default: '1', description: 'API processes sharing the port.' },
  TRUST_PROXY: {
    kind: 'boolean',
    default: 'false',
    description: 'Behind a reverse proxy: the client IP (rate limits) comes from X-Forwarded-For.',
  },
  PUBLIC_BASE_URL: {
    kind: 'url',
    description: 'The address clients reach the API at, for links it hands out (unset: http://127.0.0.1:<PORT>).',
  },
  DATABASE_URL: {
    kind: 'url',
    default: 'postgresql://postgres@127.0.0.1:5432/commerce',
    description: "The service's PostgreSQL database.",
  },
  TEMPORAL_ADDRESS: { kind: 'hostPort', default: '127.0.0.1:7233', description: "Temporal's frontend (host:port)." },
  TEMPORAL_NAMESPACE: { kind: 'text', default: 'default', description: 'The Temporal namespace.' },
  TEMPORAL_TASK_QUEUE: { kind: 'text', default: 'commerce', description: "The workers' task queue." },
  TEMPORAL_UI_URL: {
    kind: 'url',
    default: 'http://127.0.0.1:8233',
    description: "The Temporal UI, linked from the dashboard's order pages.",
  },
  CURSOR_SECRET: {
    kind: 'text',
    default: 'development-cursor-secret-change-me',
    description: 'Signs pagination cursors: 32 random bytes or more in production.',
    productionSecret: true,
  },
  SECRETS_KEY: {
    kind: 'secretsKey',
    description:
      'Seals stored secrets (payment keys, webhook and TOTP secrets): <keyId>:<32 random bytes in base64>, ' +
      'several comma-separated, the first sealing (unset: no secret can be stored; npm start makes a development key).',
    productionSecret: true,
  },
  LOG_LEVEL: { kind: 'logLevel', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  CATALOGUE_CACHE_MB: {
    kind: 'integer',
    default: '64',
    description: 'Storefront catalogue answers each API process keeps, in MB of JSON (0: none).',
  },
  CATALOGUE_CACHE_SECONDS: { kind: 'integer', default: '30', description: 'How long a kept answer lives at most.' },
  RATE_LIMIT_PUBLIC: {
    kind: 'rateLimit',
    default: '60,20',
    description: 'The storefront API rate limit per publishable key: burst,perSecond.',
  },
  ...rateLimitPerPlan('RATE_LIMIT_PUBLIC', 'The storefront API rate limit'),
  RATE_LIMIT_PRIVATE: {
    kind: 'rateLimit',
    default: '100,50',
    description: 'The private API rate limit per secret key: burst,perSecond.',
  },
  ...rateLimitPerPlan('RATE_LIMIT_PRIVATE', 'The private API rate limit'),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: {
    kind: 'boolean',
    default: 'false',
    description: 'Webhook endpoints may be private addresses (development and tests only).',
  },
  WEBHOOK_RETRY_SCHEDULE: {
    kind: 'secondsList',
    default: '5,300,1800,7200,18000,36000,50400,72000,86400',
    description: "The waits between a webhook delivery's attempts, in seconds.",
  },
  WEBHOOK_RELAY_ENABLED: {
    kind: 'boolean',
    default: 'true',
    description: 'The worker relays the event outbox to webhook deliveries.',
  },
  WORKER_METRICS_ADDRESS: {
    kind: 'hostPort',
    description: "host:port where the worker serves Prometheus metrics (unset: the worker's metrics are off).",
  },
  WORKER_CACHED_WORKFLOWS: {
    kind: 'integer',
    description:
      "Workflows each of the worker's two task queues keeps in memory between tasks (unset: the Temporal " +
      "SDK's 250 per GB of heap above 400 MB); one left out is replayed from its history at its next task.",
  },
  WORKER_WORKFLOW_BUNDLE: {
    kind: 'text',
    description:
      'A workflow bundle the worker loads instead of bundling the workflows at its start (unset: the one `npm run ' +
      'build` wrote beside the compiled worker, or the sources bundled at start); the tests share one this way.',
  },
  CHECKOUT_ACTION_TIMEOUT_SECONDS: {
    kind: 'integer',
    default: '900',
    description: "How long a checkout waits for the shopper's payment action (3-D Secure).",
  },
  SUBSCRIPTION_DAY_SECONDS: {
    kind: 'integer',
    default: '86400',
    description:
      "How long a day of a selling plan's interval and of the dunning schedule lasts (a month is 30 of them when set).",
  },
  ORDER_ACTION_WAIT_SECONDS: {
    kind: 'integer',
    default: '30',
    description: "How long an admin's order action or return step waits for its workflow before answering 503.",
  },
  CHECKOUT_KEEP_STARTING_SECONDS: {
    kind: 'integer',
    default: '120',
    description:
      'How long the API keeps starting a submitted checkout (answered 202) before the worker re-drives it instead.',
  },
  PENDING_SUBMIT_REDRIVE_AFTER_SECONDS: {
    kind: 'positiveInteger',
    default: '30',
    description: 'A recorded submit with no checkout run this long is started again by the worker.',
  },
  PENDING_SUBMIT_GIVE_UP_SECONDS: {
    kind: 'positiveInteger',
    default: '900',
    description: 'A recorded submit that could not be started this long is marked failed (service_unavailable).',
  },
  MAIL_DIR: {
    kind: 'text',
    default: '.data/mail',
    description: 'Where mail is written as files when SMTP_URL is unset.',
  },
  SMTP_URL: { kind: 'url', description: 'The SMTP server mail is sent through (unset: mail goes to MAIL_DIR).' },
  MAIL_FROM: { kind: 'text', default: 'Commerce <no-reply@localhost>', description: 'The sender of every mail.' },
  IMPORT_MAX_MB: { kind: 'positiveInteger', default: '100', description: 'The largest product import file, in MB.' },
  MEDIA_MAX_MB: { kind: 'positiveInteger', default: '10', description: 'The largest product image upload, in MB.' },
  CUSTOMER_AUTH_RATE_LIMIT_EMAIL: {
    kind: 'rateLimit',
    default: '10,0.02',
    description: 'Customer sign-in attempts per e-mail address and store: burst,perSecond.',
  },
  CUSTOMER_AUTH_RATE_LIMIT_IP: {
    kind: 'rateLimit',
    default: '60,0.2',
    description: 'Customer sign-in attempts per client IP and store: burst,perSecond.',
  },
  CUSTOMER_SESSION_IDLE_SECONDS: {
    kind: 'integer',
    default: String(7 * 86400),
    description: "A customer session's idle lifetime.",
  },
  CUSTOMER_SESSION_MAX_SECONDS: {
    kind: 'integer',
    default: String(30 * 86400),
    description: "A customer session's whole lifetime.",
  },
  STAFF_AUTH_RATE_LIMIT_EMAIL: {
    kind: 'rateLimit',
    default: '10,0.02',
    description: 'Staff sign-in attempts per e-mail address: burst,perSecond.',
  },
  STAFF_AUTH_RATE_LIMIT_IP: {
    kind: 'rateLimit',
    default: '30,0.1',
    description: 'Staff sign-in attempts per client IP: burst,perSecond.',
  },
  STAFF_SESSION_IDLE_SECONDS: {
    kind: 'positiveInteger',
    default: String(2 * 3600),
    description: "A dashboard session's idle lifetime.",
  },
  STAFF_SESSION_MAX_SECONDS: {
    kind: 'positiveInteger',
    default: String(12 * 3600),
    description: "A dashboard session's whole lifetime.",
  },
  WIDGET_DEMO_PUBLISHABLE_KEY: { kind: 'text', description: 'The store /widget/demo shows (npm start sets it).' },
  STRIPE_API_URL: { kind: 'url', description: 'Where Stripe requests go (stripe-mock in tests; unset: Stripe).' },
  FILE_STORAGE: {
    kind: 'fileStorage',
    default: 's3',
    description: 'Where export files and import uploads live: s3 (object storage) or folder (one machine only).',
  },
  FILES_DIR: {
    kind: 'text',
    default: '.data/files',
    description: 'The folder of FILE_STORAGE=folder (the worker writes, the API streams: both must see it).',
  },
  S3_ENDPOINT: {
    kind: 'url',
    description: 'An S3-compatible server (MinIO, versitygw); path-style addressing (unset: AWS S3).',
  },
  S3_BUCKET: { kind: 'text', description: 'The bucket of FILE_STORAGE=s3 (required with it).' },
  S3_REGION: { kind: 'text', default: 'us-east-1', description: "The bucket's region." },
  S3_ACCESS_KEY_ID: {
    kind: 'text',
    description: "The S3 access key, set with S3_SECRET_ACCESS_KEY (unset: the AWS SDK's own credential chain).",
  },
  S3_SECRET_ACCESS_KEY: { kind: 'text', description: 'The secret of S3_ACCESS_KEY_ID.' },
  EXPORT_LINK_SECONDS: {
    kind: 'positiveInteger',
    default: '3600',
    description: "How long an export's signed download link stays valid.",
  },
  METRICS_ENABLED: {
    kind: 'boolean',
    default: 'true',
    description: 'The API records request metrics for /metrics.',
  },
  OTEL_EXPORTER_OTLP_ENDPOINT: {
    kind: 'url',
    description: 'The OpenTelemetry collector traces are exported to over OTLP/HTTP (unset: tracing off).',
  },
  OTEL_SERVICE_NAME: {
    kind: 'text',
    description: 'The service.name of exported spans (unset: commerce-api or commerce-worker).',
  },
};
