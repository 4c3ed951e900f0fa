// Builds dist/esm (ES modules) and dist/cjs (CommonJS), both with declarations, then prints the storefront
// client's size as an application's browser bundle gets it (minified, gzip) against its 8 KB budget.
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

/**
 * What an application's bundler ships for one import from the package root: minified, gzip. Bundled for the browser
 * from the built ES modules, so a Node-only import would fail here, and the unused exports must be shaken off.
 */
async function shippedBytes(importLine) {
  const bundle = await build({
    stdin: { contents: `${importLine}\nconsole.log(used);`, resolveDir: `${root}dist/esm`, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
  });
  const bytes = bundle.outputFiles[0].contents;
  return { minified: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const storefront = await shippedBytes("import { createStorefrontClient as used } from './index.js';");
const webhooks = await shippedBytes("import { verifyWebhook as used } from './index.js';");
const verdict = storefront.gzip <= STOREFRONT_BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `SDK built (ESM and CommonJS). Storefront client: ${storefront.minified} B minified, ${storefront.gzip} B gzip, ` +
    `${verdict} its ${STOREFRONT_BUDGET_BYTES} B budget; verifyWebhook alone: ${webhooks.gzip} B gzip.`,
);
