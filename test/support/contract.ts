import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { listOperations, loadOpenApi } from '../../src/http/openapi';
import type { ApiResponse } from './http';

const doc = loadOpenApi();
const operations = new Map(listOperations(doc).map((op) => [op.operationId, op]));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(doc, 'openapi.json');
const cache = new Map<string, ValidateFunction>();

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function responsePointer(operationId: string, status: number): string {
  const op = operations.get(operationId);
  if (!op) throw new Error(`openapi.json has no operation ${operationId}`);
  const responses = (
    doc.paths[op.openapiPath][op.method.toLowerCase()] as unknown as { responses: Record<string, { $ref?: string }> }
  ).responses;
  const entry = responses[String(status)];
  if (!entry) throw new Error(`openapi.json does not document status ${status} for ${operationId}`);
  if (entry.$ref) return `${entry.$ref.slice(1)}/content/application~1json/schema`;
  return (
    `/paths/${escape(op.openapiPath)}/${op.method.toLowerCase()}` +
    `/responses/${status}/content/application~1json/schema`
  );
}

/** The compiled validator of the schema at this JSON pointer into openapi.json, compiled once. */
function validatorAt(pointer: string): ValidateFunction {
  let validate = cache.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi.json#${pointer}` });
    cache.set(pointer, validate);
  }
  return validate;
}

/** Asserts the response has the given status and a body that openapi.json documents for that status. */
export function expectContract(operationId: string, response: ApiResponse, status: number): void {
  if (response.status !== status) {
    throw new Error(`${operationId}: expected HTTP ${status}, got ${response.status}: ${response.text.slice(0, 500)}`);
  }
  const validate = validatorAt(responsePointer(operationId, status));
  if (!validate(response.body)) {
    throw new Error(
      `${operationId} ${status}: body does not match ` +
        `openapi.json: ${ajv.errorsText(validate.errors)}\n${response.text.slice(0, 800)}`,
    );
  }
}

/** Asserts a value matches a schema of openapi.json's components, for example an event's data.object. */
export function expectSchema(schemaName: string, value: unknown): void {
  const validate = validatorAt(`/components/schemas/${schemaName}`);
  if (!validate(value))
    throw new Error(
      `${schemaName} does not match ` +
        `openapi.json: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 800)}`,
    );
}

/** One answer the API gave a test, as the recorder in answer-recorder.ts keeps it. */
export interface RecordedAnswer {
  method: string;
  url: string;
  status: number;
  body: unknown;
}

const routeMatchers = [...operations.values()]
  .map((op) => ({
    op,
    pattern: new RegExp(
      `^${op.openapiPath.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[A-Za-z0-9_]+\\?\}/g, '[^/]+')}$`,
    ),
  }))
  // The path with the most literal characters wins: /products/search before /products/{id}.
  .sort(
    (a, b) => b.op.openapiPath.replace(/\{[^}]+\}/g, '').length - a.op.openapiPath.replace(/\{[^}]+\}/g, '').length,
  );

/**
 * What the API answers for a path no operation serves (written in the spec's Errors section): 404 for an unknown
 * route or version, 405 for a known path with another method, and the preflight of the public surface.
 */
const ANSWERS_OUTSIDE_OPERATIONS: Record<number, string[] | 'no body'> = {
  204: 'no body',
  404: ['route_not_found', 'unsupported_api_version'],
  405: ['method_not_allowed'],
};

const errorCodeOf = (body: unknown) => (body as { error?: { code?: unknown } } | undefined)?.error?.code;

function outsideOperations(answer: RecordedAnswer, where: string): string | undefined {
  const allowed = ANSWERS_OUTSIDE_OPERATIONS[answer.status];
  if (!allowed) return `${where}: HTTP ${answer.status} is not an answer the API documents outside its operations`;
  if (allowed !== 'no body' && !allowed.includes(String(errorCodeOf(answer.body))))
    return `${where}: ${answer.status} ${String(errorCodeOf(answer.body))} is undocumented`;
  return undefined;
}

/**
 * Why openapi.json does not describe this answer, or undefined when it does: the operation (found from the spec, so
 * operations added later are covered) must list the status, and an error body must match that status's schema,
 * whose `code` is an enumeration.
 */
export function undocumentedAnswer(answer: RecordedAnswer): string | undefined {
  const { pathname } = new URL(answer.url);
  if (!pathname.startsWith('/v3/')) return undefined;
  const where = `${answer.method} ${pathname}`;
  const atPath = routeMatchers.filter((m) => m.pattern.test(pathname));
  const match = atPath.find((m) => m.op.method === answer.method);
  if (!match) return outsideOperations(answer, where);
  const { operationId } = match.op;
  const responses = (
    doc.paths[match.op.openapiPath][answer.method.toLowerCase()] as unknown as { responses: Record<string, unknown> }
  ).responses;
  if (!responses[String(answer.status)])
    return `${operationId} (${where}): HTTP ${answer.status} ${String(errorCodeOf(answer.body) ?? '')} is not listed`;
  if (answer.status < 400) return undefined;
  const validate = validatorAt(responsePointer(operationId, answer.status));
  if (validate(answer.body)) return undefined;
  return (
    `${operationId} (${where}): the ${answer.status} body does not match the ` +
    `spec: ${ajv.errorsText(validate.errors)} ${JSON.stringify(answer.body).slice(0, 300)}`
  );
}
