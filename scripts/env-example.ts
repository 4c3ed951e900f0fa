import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SETTINGS } from '../src/shared/config-schema';

/** .env.example: written from the configuration's schema, so it cannot list a variable the service does not read. */
export const ENV_EXAMPLE = join(__dirname, '..', '.env.example');

const HEADER = `# Every environment variable the service reads, with its default (docs/configuration.md explains each).
# Generated from src/shared/config-schema.ts by \`npm run generate:env-example\`; do not edit by hand.
# The service validates them at start: a bad value, or under NODE_ENV=production a development or placeholder
# secret, stops it with one line naming the variable. A commented line is unset by default.
`;

export function renderEnvExample(): string {
  const lines = Object.entries(SETTINGS).map(([name, setting]) => {
    const value = setting.default === undefined ? `# ${name}=` : `${name}=${setting.default}`;
    return `\n# ${setting.description}\n${value}\n`;
  });
  return HEADER + lines.join('');
}

if (require.main === module) {
  const wanted = renderEnvExample();
  if (process.argv.includes('--check')) {
    if (readFileSync(ENV_EXAMPLE, 'utf8') !== wanted) {
      console.error('.env.example differs from src/shared/config-schema.ts: run npm run generate:env-example');
      process.exit(1);
    }
  } else writeFileSync(ENV_EXAMPLE, wanted);
}
