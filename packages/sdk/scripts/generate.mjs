// Generates the SDK's types from the root openapi.json, or with --check fails when the committed files differ from
// what the spec gives now (CI's drift check).
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

const specUrl = new URL('../../../openapi.json', import.meta.url);
const generatedDir = new URL('../src/generated/', import.meta.url);
const PUBLIC_PREFIX = '/v3/public/{publishableKey}';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const BANNER = [
  '// Generated from the root openapi.json by packages/sdk/scripts/generate.mjs (npm run generate -w packages/sdk).',
  '// Do not edit: the drift check (npm run check -w packages/sdk) fails when this differs from the spec.',
  '',
  '',
].join('\n');

/** The public operations ("METHOD /path" after the publishable key) that declare a header parameter of that name. */
function publicOperationsWithHeader(spec, headerName) {
  const resolve = (parameter) =>
    parameter.$ref ? spec.components.parameters[parameter.$ref.split('/').pop()] : parameter;
  const found = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    if (!path.startsWith(PUBLIC_PREFIX)) continue;
    for (const method of METHODS) {
      const parameters = [...(item.parameters ?? []), ...(item[method]?.parameters ?? [])].map(resolve);
      if (
        item[method] &&
        parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === headerName.toLowerCase())
      ) {
        found.push(`${method.toUpperCase()} ${path.slice(PUBLIC_PREFIX.length)}`);
      }
    }
  }
  return found.sort();
}

async function generatedFiles() {
  const spec = JSON.parse(await readFile(specUrl, 'utf8'));
  const list = (values) => `[\n${values.map((v) => `  '${v}',\n`).join('')}]`;
  const headers = [
    "/** Public operations (method and path after the publishable key) that take the visitor's cart token. */",
    `export const cartTokenOperations: readonly string[] = ${list(publicOperationsWithHeader(spec, 'X-Cart-Token'))};`,
    '',
    "/** Public operations that take a signed-in customer's session token. */",
    `export const customerSessionOperations: readonly string[] = ${list(
      publicOperationsWithHeader(spec, 'X-Customer-Session'),
    )};`,
    '',
  ].join('\n');
  return {
    'openapi.ts': BANNER + astToString(await openapiTS(specUrl)),
    'public-headers.ts': BANNER + headers,
  };
}

async function main() {
  const files = await generatedFiles();
  if (process.argv.includes('--check')) {
    const stale = [];
    for (const [name, text] of Object.entries(files)) {
      const committed = await readFile(new URL(name, generatedDir), 'utf8').catch(() => '');
      if (committed !== text) stale.push(`packages/sdk/src/generated/${name}`);
    }
    if (stale.length > 0) {
      console.error(
        `SDK drift: ${stale.join(', ')} differ from what openapi.json gives; ` +
          'run npm run generate -w packages/sdk and commit.',
      );
      process.exit(1);
    }
    console.log('SDK types match openapi.json.');
    return;
  }
  await mkdir(generatedDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(new URL(name, generatedDir), text);
  console.log(`SDK types generated from openapi.json: ${Object.keys(files).join(', ')}.`);
}

await main();
