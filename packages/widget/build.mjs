// Bundles the two embeds with esbuild into content-hashed files, precompresses them (gzip, brotli) for the
// service, writes dist/manifest.json (stable name -> hashed file) and prints each size against its budget.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, 'dist');
const ENTRIES = [
  { name: 'commerce.js', entry: 'src/commerce.ts', budgetKb: 35, what: 'whole shop' },
  { name: 'product.js', entry: 'src/product.ts', budgetKb: 15, what: 'product-only embed' },
];

/** In css`…` templates, a line break after `;`, `{`, `}` or `,`, or before `}`, means nothing: dropped. */
const withoutCssLineBreaks = (source) =>
  source.replace(/\bcss`[^`]*`/g, (template) => template.replace(/([;{},])\n|\n(?=})/g, '$1'));

/**
 * esbuild leaves template literals as written, so Lit's html`` and css`` would ship their indentation. Dropping
 * the spaces that start a line is safe in this source: outside templates esbuild minifies anyway, and inside
 * them (HTML and CSS only; no <pre>) the newline that stays is whitespace enough.
 */
const templateIndentation = {
  name: 'template-indentation',
  setup(bundle) {
    bundle.onLoad({ filter: /[\\/]widget[\\/]src[\\/].*\.ts$/ }, async ({ path }) => ({
      contents: withoutCssLineBreaks((await readFile(path, 'utf8')).replace(/\n[ \t]+/g, '\n')),
      loader: 'ts',
    }));
  },
};

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
const manifest = {};
let over = 0;
for (const { name, entry, budgetKb, what } of ENTRIES) {
  const result = await build({
    entryPoints: [join(import.meta.dirname, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    charset: 'utf8',
    write: false,
    legalComments: 'none',
    plugins: [templateIndentation],
  });
  const code = Buffer.from(result.outputFiles[0].contents);
  const hashed = name.replace('.js', `.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`);
  const gzip = gzipSync(code, { level: 9 });
  const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(join(dist, hashed), code);
  writeFileSync(join(dist, `${hashed}.gz`), gzip);
  writeFileSync(join(dist, `${hashed}.br`), brotli);
  manifest[name] = hashed;
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const verdict = gzip.length <= budgetKb * 1024 ? 'within budget' : 'OVER BUDGET';
  if (verdict !== 'within budget') over += 1;
  const sizes = `${kb(code.length)} KB minified, ${kb(gzip.length)} KB gzip, ${kb(brotli.length)} KB brotli`;
  console.log(`[widget] ${hashed} (${what}): ${sizes}; budget ${budgetKb} KB gzip: ${verdict}`);
}
writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
if (over) console.log(`[widget] ${over} bundle(s) over budget`);
