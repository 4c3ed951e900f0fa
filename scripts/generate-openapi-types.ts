/**
 * Writes src/http/openapi-types.ts, the TypeScript types of openapi.json, with openapi-typescript:
 *   npm run generate:types            (after changing openapi.json)
 *   npm run generate:types -- --check (the test command: fails when the file is not what openapi.json gives)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const root = join(__dirname, '..');
const target = join(root, 'src', 'http', 'openapi-types.ts');

const HEADER = `/**
 * Generated from openapi.json by scripts/generate-openapi-types.ts (npm run generate:types); do not edit.
 * Types of requests as handlers see them after validation: a parameter or body field with a default is present.
 */

`;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(doc: Node, node: Node): Node {
  if (typeof node.$ref !== 'string') return node;
  const found = node.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (isNode(at) ? at[key] : undefined), doc);
  return isNode(found) ? found : node;
}

/**
 * The validator fills defaults in (ajv useDefaults) where ajv applies them: a property's own default, not one behind
 * its $ref nor inside anyOf/oneOf; a parameter's default beside or behind its schema's $ref (see validator.ts).
 */
function markDefaultsPresent(doc: Node, node: unknown): void {
  if (Array.isArray(node)) return node.forEach((item) => markDefaultsPresent(doc, item));
  if (!isNode(node)) return;
  delete node.example;
  delete node.examples;
  if (typeof node.in === 'string' && isNode(node.schema)) {
    if (node.schema.default !== undefined || resolve(doc, node.schema).default !== undefined) node.required = true;
  }
  if (isNode(node.properties)) {
    const withDefaults = Object.entries(node.properties).filter(
      ([, property]) => isNode(property) && property.default !== undefined,
    );
    const required = new Set([
      ...((node.required as string[] | undefined) ?? []),
      ...withDefaults.map(([name]) => name),
    ]);
    if (required.size > 0) node.required = [...required];
  }
  for (const [key, child] of Object.entries(node))
    if (key !== 'anyOf' && key !== 'oneOf' && key !== 'not') markDefaultsPresent(doc, child);
}

/**
 * `allOf: [{ $ref }, { required: [...] }]` makes fields of the referenced schema required; openapi-typescript reads the
 * second member as `unknown`, so it gets those fields' schemas copied from its siblings and types them as required.
 */
function spellOutRequiredFields(doc: Node, node: unknown): void {
  if (Array.isArray(node)) return node.forEach((item) => spellOutRequiredFields(doc, item));
  if (!isNode(node)) return;
  if (Array.isArray(node.allOf)) {
    const members = node.allOf.filter(isNode);
    const known = Object.assign({}, ...members.map((member) => resolve(doc, member).properties).filter(isNode)) as Node;
    for (const member of members) {
      if (!Array.isArray(member.required) || member.properties || member.$ref) continue;
      member.type = 'object';
      member.properties = Object.fromEntries(
        (member.required as string[]).filter((name) => name in known).map((name) => [name, known[name]]),
      );
    }
  }
  for (const child of Object.values(node)) spellOutRequiredFields(doc, child);
}

async function generate(): Promise<string> {
  const doc = JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8')) as Node;
  spellOutRequiredFields(doc, doc);
  markDefaultsPresent(doc, doc);
  return HEADER + astToString(await openapiTS(doc as never, { silent: true }));
}

async function main(): Promise<void> {
  const generated = await generate();
  if (!process.argv.includes('--check')) {
    writeFileSync(target, generated);
    return;
  }
  if (readFileSync(target, 'utf8') !== generated) {
    console.error(
      'src/http/openapi-types.ts is not what openapi.json gives: run `npm run generate:types` and commit it.',
    );
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
