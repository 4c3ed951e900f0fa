// Bundles the integration into dist/index.js (CommonJS, Node 20), the SDK's verifyWebhook included, so `zapier push`
// uploads one file beside zapier-platform-core and needs no unpublished workspace package.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(import.meta.dirname, 'dist');
rmSync(dist, { recursive: true, force: true });
const result = await build({
  entryPoints: [join(import.meta.dirname, 'src/index.ts')],
  outfile: join(dist, 'index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: ['zapier-platform-core'],
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs)[0].bytes;
console.log(`[zapier] dist/index.js: ${(bytes / 1024).toFixed(1)} KB`);
