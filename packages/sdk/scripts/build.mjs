// Builds dist/esm (ES modules) and dist/cjs (CommonJS), both with declarations, then prints the storefront
// client's size as a browser bundle gets it (minified, gzip) against its 8 KB budget.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const STOREFRONT_BUDGET_BYTES = 8 * 1024;
const root = new URL('..', import.meta.url).pathname;
const sources = readdirSync(`${root}src`, { recursive: true })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => `${root}src/${file}`);

rmSync(`${root}dist`, { recursive: true, force: true });
const common = {
  entryPoints: sources,
  outbase: `${root}src`,
  platform: 'neutral',
  target: 'es2022',
  logLevel: 'warning',
};
await build({ ...common, format: 'esm', outdir: `${root}dist/esm` });
await build({ ...common, format: 'cjs', outdir: `${root}dist/cjs` });
writeFileSync(`${root}dist/cjs/package.json`, '{ "type": "commonjs" }\n');

// Declarations once, beside the ES modules; the CommonJS copy reads as CommonJS through dist/cjs/package.json.
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', `${root}tsconfig.json`], { stdio: 'inherit' });
cpSync(`${root}dist/esm`, `${root}dist/cjs`, { recursive: true, filter: (path) => !path.endsWith('.js') });

const bundle = await build({
  entryPoints: [`${root}src/storefront.ts`],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  write: false,
});
const bytes = bundle.outputFiles[0].contents;
const gzipped = gzipSync(bytes, { level: 9 }).length;
const verdict = gzipped <= STOREFRONT_BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `SDK built (ESM and CommonJS). Storefront client: ${bytes.length} B minified, ${gzipped} B gzip, ${verdict} its ` +
    `${STOREFRONT_BUDGET_BYTES} B budget.`,
);
