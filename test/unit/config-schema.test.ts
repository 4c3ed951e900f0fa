import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ConfigError, loadConfig } from '../../src/config';
import { SETTINGS } from '../../src/shared/config-schema';
import { parseSecretsKey } from '../../src/shared/secrets-key';
import { ENV_EXAMPLE, renderEnvExample } from '../../scripts/env-example';

const root = join(__dirname, '..', '..');
const productionKey = `k1:${randomBytes(32).toString('base64')}`;
const production = {
  NODE_ENV: 'production',
  CURSOR_SECRET: randomBytes(32).toString('hex'),
  SECRETS_KEY: productionKey,
};

/** The one line start fails with, or undefined when the environment is accepted. */
function refusal(env: Record<string, string>): string | undefined {
  try {
    loadConfig(env);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('when the environment is checked against the configuration schema', () => {
  it('then .env.example is what the schema writes (npm run generate:env-example)', () => {
    expect(readFileSync(ENV_EXAMPLE, 'utf8')).toBe(renderEnvExample());
  });

  it('then every variable the service reads is in the schema', () => {
    const read = sourceFiles(join(root, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z0-9_]+)|values\.([A-Z0-9_]+)/g)].map(
        (m) => m[1] ?? m[2],
      ),
    );
    expect([...new Set(read)].filter((name) => !(name in SETTINGS))).toEqual([]);
  });

  it('then every default passes its own check, and the defaults start a development process', () => {
    expect(refusal({})).toBeUndefined();
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.rateLimits.public.pro).toEqual({ burst: 60, perSecond: 20 });
    expect(config.configurationWarnings.join(' ')).toMatch(/SECRETS_KEY is not set/);
  });

  it('then a malformed value is refused with one line naming the variable', () => {
    expect(refusal({ SECRETS_KEY: 'k1:not-32-bytes' })).toMatch(/^invalid configuration: SECRETS_KEY must be/);
    expect(refusal({ PORT: 'eighty' })).toBe(
      'invalid configuration: PORT must be a non-negative integer, got "eighty"',
    );
    expect(refusal({ RATE_LIMIT_PUBLIC_PRO: '0,5' })).toMatch(/RATE_LIMIT_PUBLIC_PRO must be "burst,perSecond"/);
    expect(refusal({ TEMPORAL_ADDRESS: 'temporal' })).toMatch(/TEMPORAL_ADDRESS must be host:port/);
    expect(refusal({ WEBHOOK_RELAY_ENABLED: 'yes', LOG_LEVEL: 'loud' })).toMatch(
      /LOG_LEVEL must be fatal, .*; WEBHOOK_RELAY_ENABLED must be "true" or "false", got "yes"/,
    );
    expect(refusal({ API_PROCESSES: '0' })).toMatch(/API_PROCESSES must be an integer of at least 1/);
  });

  it('then a secret is never echoed in the refusal', () => {
    expect(refusal({ SECRETS_KEY: 'k1:hunter2' })).not.toContain('hunter2');
    expect(refusal({ DATABASE_URL: 'not a url with hunter2' })).not.toContain('hunter2');
  });

  it('then production refuses unset, development and placeholder secrets, and starts with real ones', () => {
    expect(refusal(production)).toBeUndefined();
    expect(loadConfig(production).configurationWarnings).toEqual([]);
    expect(refusal({ ...production, CURSOR_SECRET: '' })).toMatch(
      /CURSOR_SECRET must be set under NODE_ENV=production/,
    );
    expect(refusal({ ...production, CURSOR_SECRET: SETTINGS.CURSOR_SECRET.default as string })).toMatch(
      /CURSOR_SECRET is the development default/,
    );
    expect(refusal({ ...production, CURSOR_SECRET: 'short' })).toMatch(/CURSOR_SECRET must be 32 characters/);
    expect(refusal({ ...production, SECRETS_KEY: '' })).toMatch(/SECRETS_KEY must be set/);
    const developmentKey = `dev20261128:${randomBytes(32).toString('base64')}`;
    expect(refusal({ ...production, SECRETS_KEY: developmentKey })).toMatch(/SECRETS_KEY holds a development key/);
    expect(refusal({ ...production, SMTP_URL: 'smtp://user:change-me@smtp.example.com:587' })).toMatch(
      /SMTP_URL holds a placeholder/,
    );
    // The same values are accepted in development, where they are the defaults npm start and the tests use.
    expect(refusal({ SECRETS_KEY: developmentKey })).toBeUndefined();
  });

  it("then the Helm chart's placeholder secrets are valid values that production refuses", () => {
    const values = parse(
      readFileSync(join(root, 'deploy', 'helm', 'commerce-service', 'ci', 'test-values.yaml'), 'utf8'),
    ) as { secrets: { values: Record<string, string> } };
    const secrets = values.secrets.values;
    expect(() => parseSecretsKey(secrets.SECRETS_KEY)).not.toThrow();
    expect(refusal(secrets)).toBeUndefined();
    const refused = refusal({ ...secrets, NODE_ENV: 'production' }) ?? '';
    for (const name of Object.keys(secrets)) expect(refused).toContain(name);
    expect(refused).toMatch(/SECRETS_KEY is the deploy manifests' placeholder/);
  });
});
