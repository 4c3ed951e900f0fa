import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { listOperations, loadOpenApi, HTTP_METHODS } from '../../src/http/openapi';
import { registeredHandlers } from '../support/handler-registry';

const doc = loadOpenApi();
const handlers = registeredHandlers();
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
    const script =
      "import { Validator } from '@seriousme/openapi-schema-validator'; const r = await new " +
      'Validator().validate(process.argv[1]); console.log(JSON.stringify(r));';
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, join(root, 'openapi.json')], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({ valid: true });
  });

  it('then every operation has a unique operationId and a handler, and every handler an operation', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(handlers).sort()).toEqual([...ids].sort());
  });

  it('then every operation documents a success response, every API operation the errors its middleware answers', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of HTTP_METHODS.filter((m) => item[m])) {
        const responses = (item[method] as unknown as { responses: Record<string, unknown> }).responses;
        expect(Object.keys(responses).some((status) => status.startsWith('2') || status === '304')).toBe(true);
        if (!path.startsWith('/v3/')) continue;
        // Auth, plan, validation, content type, rate limit, Node's refusals and unreachable services on every one;
        // the body parser on methods with a body; the Idempotency-Key middleware on POST and PATCH. Provider webhooks
        // (/v3/webhooks/…) are outside both API surfaces: a signature instead of a key, and no rate limit.
        const onApiSurface = /^\/v3\/(public|private)\//.test(path);
        const expected = ['400', '408', '415', '431', '503', ...(onApiSurface ? ['401', '403', '429'] : [])];
        if (method !== 'get') expected.push('413');
        if (method === 'post' || method === 'patch') expected.push('409', '422');
        missing.push(
          ...expected
            .filter((status) => !responses[status])
            .map((status) => `${method.toUpperCase()} ${path} ${status}`),
        );
      }
    }
    expect(missing).toEqual([]);
  });

  it('then every operation has a summary, a description, a tag and an example of each documented error status', () => {
    const responseOf = (entry: { $ref?: string }) =>
      (entry.$ref ? (doc.components as any).responses[entry.$ref.replace('#/components/responses/', '')] : entry) as {
        content?: Record<string, { example?: unknown }>;
      };
    const gaps: string[] = [];
    for (const item of Object.values(doc.paths)) {
      for (const op of HTTP_METHODS.map((m) => item[m] as any).filter(Boolean)) {
        if (!op.summary || !op.description || !op.tags?.length)
          gaps.push(`${op.operationId}: summary, description or tags`);
        for (const [status, entry] of Object.entries(op.responses as Record<string, { $ref?: string }>)) {
          if (Number(status) >= 400 && responseOf(entry).content?.['application/json']?.example === undefined)
            gaps.push(`${op.operationId} ${status}: no example`);
        }
      }
    }
    expect(gaps).toEqual([]);
  });

  it("then Redocly CLI's recommended rules (and redocly.yaml's) find no error and no warning", () => {
    const redocly = join(root, 'node_modules', '.bin', 'redocly');
    const output = execFileSync(redocly, ['lint', 'openapi.json', '--format=json'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
      stdio: 'pipe',
    });
    const { totals, problems } = JSON.parse(output.slice(output.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; message: string }>;
    };
    expect(problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect([totals.errors, totals.warnings]).toEqual([0, 0]);
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
