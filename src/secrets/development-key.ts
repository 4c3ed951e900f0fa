import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { newSecretsKey } from './secret-box';

/**
 * The start command's master key when SECRETS_KEY is not set: made once into a git-ignored file (mode 600) and
 * reused, so the secrets a development database holds stay readable across restarts. Production sets SECRETS_KEY.
 */
export function ensureDevelopmentSecretsKey(file: string, log: (line: string) => void): void {
  if (process.env.SECRETS_KEY) return;
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${newSecretsKey(`dev${new Date().toISOString().slice(0, 10).replace(/-/g, '')}`)}\n`, {
      mode: 0o600,
    });
    log(
      `SECRETS_KEY is not set: made a development master key for stored secrets in ${file} ` +
        '(set SECRETS_KEY in production)',
    );
  } else {
    log(`SECRETS_KEY is not set: using the development master key in ${file}`);
  }
  process.env.SECRETS_KEY = readFileSync(file, 'utf8').trim();
}
