import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The environment variables src/config.ts reads: the configuration surface of every process. */
export const CONFIG_VARIABLES = [
  ...readFileSync(join(__dirname, '..', '..', 'src', 'config.ts'), 'utf8').matchAll(
    /env\.([A-Z0-9_]+)|\(env, '([A-Z0-9_]+)'/g,
  ),
].map((m) => m[1] ?? m[2]);
