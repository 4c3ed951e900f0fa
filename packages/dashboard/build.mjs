// Bundles the dashboard into dist/ (one script, one stylesheet, one page) and prints its size against the budget.
import { build } from 'esbuild';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const BUDGET_BYTES = 350 * 1024;

await rm(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });
await build({
  entryPoints: [join(root, 'src', 'main.tsx')],
  outfile: join(dist, 'app.js'),
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  legalComments: 'none',
  logLevel: 'warning',
});
await copyFile(join(root, 'src', 'index.html'), join(dist, 'index.html'));
await copyFile(join(root, 'src', 'styles.css'), join(dist, 'styles.css'));

const js = await readFile(join(dist, 'app.js'));
const gzipped = gzipSync(js).length;
console.log(
  `dashboard: app.js ${(js.length / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB gzip)`,
);
if (gzipped > BUDGET_BYTES) {
  console.error('dashboard: the JavaScript is over its budget');
  process.exit(1);
}
