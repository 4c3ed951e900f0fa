// Generates the types of the root openapi.json, or with --check fails when the committed files differ from what the
// spec gives now (the test command's drift check). They are the one copy: the SDK publishes them, and the service
// (src/http/operation-input.ts, as types only) and the dashboard and widget import them from here.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

const specUrl = new URL('../../../openapi.json', import.meta.url);
const generatedDir = new URL('../src/generated/', import.meta.url);
const PUBLIC_PREFIX = '/v3/public/{publishableKey}';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const BANNER = [
  '// Generated from the root openapi.json by packages/sdk/scripts/generate.mjs (npm run generate:types).',
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

const isNode = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node a `$ref` names in the spec, or the node itself. */
function resolve(spec, node) {
  if (typeof node.$ref !== 'string') return node;
  const found = node.$ref
    .slice(2)
    .split('/')
    .reduce((at, key) => (isNode(at) ? at[key] : undefined), spec);
  return isNode(found) ? found : node;
}

/**
 * `allOf: [{ $ref }, { required: [...] }]` makes fields of the referenced schema required; openapi-typescript reads the
 * second member as `unknown`, so it gets those fields' schemas copied from its siblings and types them as required.
 */
function spellOutRequiredFields(spec, node) {
  if (Array.isArray(node)) return node.forEach((item) => spellOutRequiredFields(spec, item));
  if (!isNode(node)) return;
  if (Array.isArray(node.allOf)) {
    const members = node.allOf.filter(isNode);
    const known = Object.assign({}, ...members.map((member) => resolve(spec, member).properties).filter(isNode));
    for (const member of members) {
      if (!Array.isArray(member.required) || member.properties || member.$ref) continue;
      member.type = 'object';
      member.properties = Object.fromEntries(
        member.required.filter((name) => name in known).map((name) => [name, known[name]]),
      );
    }
  }
  for (const child of Object.values(node)) spellOutRequiredFields(spec, child);
}

/**
 * The parameters with a default, by operationId and location. A client may leave them out; the API's validator fills
 * them in (ajv useDefaults: a default beside or behind the parameter schema's $ref), so its handlers see them present.
 */
function parameterDefaults(spec) {
  const lines = [];
  for (const item of Object.values(spec.paths)) {
    for (const method of METHODS.filter((m) => item[m])) {
      const byLocation = {};
      for (const parameter of [...(item.parameters ?? []), ...(item[method].parameters ?? [])].map((p) =>
        resolve(spec, p),
      )) {
        if (!isNode(parameter.schema)) continue;
        if (parameter.schema.default === undefined && resolve(spec, parameter.schema).default === undefined) continue;
        (byLocation[parameter.in] ??= []).push(JSON.stringify(parameter.name));
      }
      const locations = Object.entries(byLocation).map(([where, names]) => `${where}: ${names.join(' | ')}`);
      if (locations.length > 0) lines.push(`    ${item[method].operationId}: { ${locations.join('; ')} };`);
    }
  }
  return [
    '',
    '/**',
    " * The parameters openapi.json gives a default, by operationId and location: a client may leave them out, the API's",
    ' * validator fills them in (src/http/operation-input.ts types handler inputs with them present).',
    ' */',
    'export interface parameterDefaults {',
    ...lines.sort(),
    '}',
    '',
  ].join('\n');
}

const MAX_LINE = 120;

/** A comment line of the generated code (` * …`) over MAX_LINE wrapped at spaces, each part under the same prefix. */
function wrapCommentLine(line) {
  const single = /^(\s*)\/\*\* (.*) \*\/$/.exec(line);
  if (single && line.length > MAX_LINE) {
    const [, indent, text] = single;
    return [`${indent}/**`, ...wrapCommentLine(`${indent} * ${text}`), `${indent} */`];
  }
  const prefix = /^(\s*\* )/.exec(line)?.[1];
  if (!prefix || line.length <= MAX_LINE) return [line];
  const lines = [];
  let current = prefix.replace(/ $/, '');
  for (const word of line.slice(prefix.length).split(' ')) {
    if (current.length + 1 + word.length > MAX_LINE && current.trim() !== '*') {
      lines.push(current);
      current = prefix.replace(/ $/, '');
    }
    current += ` ${word}`;
  }
  lines.push(current);
  return lines;
}

/**
 * A union of string literals over MAX_LINE (`status: "a" | "b" | …;`) as one member a line, as Prettier prints a
 * long union: the error codes and event types grow with every capability.
 */
function wrapUnionLine(line) {
  // `key: "a" | "b";` or an array of such a union, `key: ("a" | "b")[];`
  const union = /^(\s*)([\w"]+\??): (\()?("[^"]*"(?: \| "[^"]*")+)(\)\[\])?;$/.exec(line);
  if (!union || line.length <= MAX_LINE || Boolean(union[3]) !== Boolean(union[5])) return [line];
  const [, indent, key, open, members, close] = union;
  const parts = members.split(' | ');
  const inner = open ? `${indent}    ` : indent;
  const last = open ? `${indent})[];` : undefined;
  return [
    `${indent}${key}:${open ? ' (' : ''}`,
    ...parts.map((part, i) => `${inner}    | ${part}${i === parts.length - 1 && !open ? ';' : ''}`),
    ...(last ? [last] : []),
  ];
}

const wrapLongLines = (text) => text.split('\n').flatMap(wrapCommentLine).flatMap(wrapUnionLine).join('\n');

async function generatedFiles() {
  const spec = JSON.parse(await readFile(specUrl, 'utf8'));
  const typed = structuredClone(spec);
  spellOutRequiredFields(typed, typed);
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
    'openapi.ts':
      BANNER + wrapLongLines(astToString(await openapiTS(typed, { silent: true }))) + parameterDefaults(spec),
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
          'run npm run generate:types and commit.',
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
