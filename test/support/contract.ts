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
  const responses = (doc.paths[op.openapiPath][op.method.toLowerCase()] as unknown as { responses: Record<string, { $ref?: string }> }).responses;
  const entry = responses[String(status)];
  if (!entry) throw new Error(`openapi.json does not document status ${status} for ${operationId}`);
  if (entry.$ref) return `${entry.$ref.slice(1)}/content/application~1json/schema`;
  return `/paths/${escape(op.openapiPath)}/${op.method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
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
    throw new Error(`${operationId} ${status}: body does not match openapi.json: ${ajv.errorsText(validate.errors)}\n${response.text.slice(0, 800)}`);
  }
}

/** Asserts a value matches a schema of openapi.json's components, for example an event's data.object. */
export function expectSchema(schemaName: string, value: unknown): void {
  const validate = validatorAt(`/components/schemas/${schemaName}`);
  if (!validate(value)) throw new Error(`${schemaName} does not match openapi.json: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 800)}`);
}
