import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { listOperations, loadOpenApi, HTTP_METHODS } from '../../src/http/openapi';
import { handlers } from '../../src/http/handlers';

const doc = loadOpenApi();
const operations = listOperations(doc);
const root = join(__dirname, '..', '..');

/** Every `example` next to a `schema` in the document, with the JSON pointer of that schema. */
function examples(node: unknown, pointer = ''): Array<{ pointer: string; example: unknown }> {
  if (!node || typeof node !== 'object') return [];
  const found: Array<{ pointer: string; example: unknown }> = [];
  const record = node as Record<string, unknown>;
  if ('schema' in record && 'example' in record) found.push({ pointer: `${pointer}/schema`, example: record.example });
  for (const [key, value] of Object.entries(record)) {
    found.push(...examples(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  }
  return found;
}

describe('when openapi.json is read as the contract', () => {
  it('then an independent OpenAPI 3.1 validator accepts it', () => {
    const script = "import { Validator } from '@seriousme/openapi-schema-validator'; const r = await new Validator().validate(process.argv[1]); console.log(JSON.stringify(r));";
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, join(root, 'openapi.json')], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual({ valid: true });
  });

  it('then every operation has a unique operationId and a handler, and every handler an operation', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(handlers).sort()).toEqual([...ids].sort());
  });

  it('then every operation documents a success response, and every API operation its auth and rate-limit errors', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of HTTP_METHODS.filter((m) => item[m])) {
        const responses = (item[method] as unknown as { responses: Record<string, unknown> }).responses;
        expect(Object.keys(responses).some((status) => status.startsWith('2') || status === '304')).toBe(true);
        // Provider webhooks (/v3/webhooks/…) are outside both API surfaces: no key and no rate limit, a signature.
        const onApiSurface = /^\/v3\/(public|private)\//.test(path);
        if (onApiSurface) expect(Object.keys(responses)).toEqual(expect.arrayContaining(['401', '429']));
      }
    }
  });

  it('then every example matches the schema beside it', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(doc, 'openapi.json');
    const found = examples(doc);
    expect(found.length).toBeGreaterThan(10);
    const failures = found
      .map(({ pointer, example }) => {
        const validate = ajv.compile({ $ref: `openapi.json#${pointer}` });
        return validate(example) ? undefined : `${pointer}: ${ajv.errorsText(validate.errors)}`;
      })
      .filter(Boolean);
    expect(failures).toEqual([]);
  });
});
