import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { validationFailed } from '../shared/errors';
import { requireStorableInput } from './storable-input';
import { isStorableDateTime, STORABLE_DATE_TIME_RULE } from './storable-date-time';
import type { OpenApiDocument, Operation, ResolvedParameter } from './openapi';

export interface ValidatedInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

export interface RawInput {
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** Headers that have their own error codes and are checked by their own middleware. */
const SPECIAL_HEADERS = new Set(['x-cart-token', 'x-customer-session', 'authorization', 'idempotency-key']);
const DOC_ID = 'openapi.json';

function newAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    discriminator: true,
  });
  addFormats(ajv);
  // Every date-time a request carries must fit PostgreSQL, whichever operation and field it comes in.
  ajv.addFormat('date-time', { type: 'string', validate: isStorableDateTime });
  return ajv;
}

function describe(location: string, error: ErrorObject) {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing =
    error.keyword === 'required' ? (error.params as { missingProperty: string }).missingProperty : undefined;
  const field = [location, path, missing].filter(Boolean).join('.');
  const additional =
    error.keyword === 'additionalProperties'
      ? (error.params as { additionalProperty: string }).additionalProperty
      : undefined;
  const dateTime = error.keyword === 'format' && (error.params as { format: string }).format === 'date-time';
  const problem = dateTime ? `must be ${STORABLE_DATE_TIME_RULE}` : (error.message ?? 'is invalid');
  const message = additional ? `unknown field "${additional}"` : `${field} ${problem}`;
  return { field: additional ? `${field}.${additional}` : field, code: error.keyword, message };
}

function fail(location: string, errors: ErrorObject[] | null | undefined): never {
  const details = (errors ?? []).map((e) => describe(location, e));
  const summary = details
    .slice(0, 3)
    .map((d) => d.message)
    .join('; ');
  throw validationFailed(`The request is invalid: ${summary}.`, details);
}

interface CompiledOperation {
  params?: ValidateFunction;
  query?: ValidateFunction;
  headers?: ValidateFunction;
  body?: ValidateFunction;
  bodyRequired: boolean;
}

/** The value at a JSON pointer of the document. */
function resolvePointer(doc: OpenApiDocument, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, segment) =>
        (node as Record<string, unknown> | undefined)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')],
      doc,
    );
}

/** A parameter's schema by reference, with its default beside the $ref: ajv applies defaults only from there. */
function parameterSchema(doc: OpenApiDocument, param: ResolvedParameter) {
  const target = resolvePointer(doc, param.schemaPointer) as { default?: unknown } | undefined;
  return {
    $ref: `${DOC_ID}#${param.schemaPointer}`,
    ...(target?.default !== undefined ? { default: target.default } : {}),
  };
}

function objectSchema(doc: OpenApiDocument, params: ResolvedParameter[]) {
  return {
    type: 'object',
    properties: Object.fromEntries(
      params.map((p) => [p.in === 'header' ? p.name.toLowerCase() : p.name, parameterSchema(doc, p)]),
    ),
    required: params.filter((p) => p.required).map((p) => (p.in === 'header' ? p.name.toLowerCase() : p.name)),
  };
}

/** Compiles each operation's parameter and body schemas once, straight from openapi.json. */
export class RequestValidator {
  private readonly compiled = new Map<string, CompiledOperation>();

  constructor(doc: OpenApiDocument, operations: Operation[]) {
    const coercing = newAjv(true);
    const strict = newAjv(false);
    coercing.addSchema(doc, DOC_ID);
    strict.addSchema(doc, DOC_ID);
    for (const op of operations) {
      const pick = (where: ResolvedParameter['in']) =>
        op.parameters.filter(
          (p) =>
            p.in === where &&
            !(where === 'path' && p.name === 'publishableKey') &&
            !SPECIAL_HEADERS.has(p.name.toLowerCase()),
        );
      const compileParams = (where: ResolvedParameter['in']) => {
        const list = pick(where);
        return list.length ? coercing.compile(objectSchema(doc, list)) : undefined;
      };
      this.compiled.set(op.operationId, {
        params: compileParams('path'),
        query: compileParams('query'),
        headers: compileParams('header'),
        body: op.bodyPointer ? strict.compile({ $ref: `${DOC_ID}#${op.bodyPointer}` }) : undefined,
        bodyRequired: op.bodyRequired,
      });
    }
  }

  validate(operationId: string, raw: RawInput): ValidatedInput {
    const compiled = this.compiled.get(operationId);
    if (!compiled) throw new Error(`No validator for operation ${operationId}`);
    const params: Record<string, unknown> = { ...raw.params };
    const query: Record<string, unknown> = { ...raw.query };
    const headers: Record<string, unknown> = { ...raw.headers };
    requireStorableInput('path', params);
    requireStorableInput('query', query);
    requireStorableInput('body', raw.body);
    if (compiled.params && !compiled.params(params)) fail('path', compiled.params.errors);
    if (compiled.query && !compiled.query(query)) fail('query', compiled.query.errors);
    if (compiled.headers && !compiled.headers(headers)) fail('header', compiled.headers.errors);
    let body = raw.body;
    if (compiled.body) {
      if (body === undefined) {
        if (compiled.bodyRequired)
          throw validationFailed('This operation needs a JSON request body.', [
            { field: 'body', code: 'required', message: 'body is required' },
          ]);
        body = {};
      }
      if (!compiled.body(body)) fail('body', compiled.body.errors);
    }
    return { params, query, headers, body };
  }
}

/**
 * Checks values against one component schema of the document, for data that arrives other than as a request body
 * (a line of an imported JSONL file): the problems as `{ field, message }`, none when it matches.
 */
export function componentChecker(
  doc: OpenApiDocument,
  name: string,
): (value: unknown) => Array<{ field: string; message: string }> {
  const ajv = newAjv(false);
  ajv.addSchema(doc, DOC_ID);
  const check = ajv.compile({ $ref: `${DOC_ID}#/components/schemas/${name}` });
  return (value) => (check(value) ? [] : (check.errors ?? []).map((e) => describe('', e)));
}
