import { readFileSync } from 'node:fs';
import { appFile } from './app-files';

/** The loaded contract. Routes, validation and documentation all come from this one file. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components: { parameters?: Record<string, ParameterObject>; schemas?: Record<string, unknown> };
  [key: string]: unknown;
}

/** `deprecated: true` with the dates of the versioning policy (docs/versioning.md): since when, and until when. */
export interface DeprecationMarks {
  deprecated?: boolean;
  'x-deprecated-at'?: string;
  'x-sunset'?: string;
}

export interface ParameterObject extends DeprecationMarks {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
  $ref?: string;
}

export interface OperationObject extends DeprecationMarks {
  operationId: string;
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, { schema?: unknown }>; required?: boolean };
  [key: string]: unknown;
}

export type Surface = 'public' | 'private' | 'staff' | 'system';
export type Requirement = 'required' | 'optional' | 'none';

/** When a deprecated operation or parameter was deprecated and when it goes away (ISO dates). */
export interface Deprecation {
  deprecatedAt?: string;
  sunset?: string;
}

export interface ResolvedParameter {
  name: string;
  deprecation?: Deprecation;
  in: ParameterObject['in'];
  required: boolean;
  /** JSON pointer of the parameter's schema inside the document. */
  schemaPointer: string;
  componentName?: string;
}

export interface Operation {
  operationId: string;
  method: string;
  openapiPath: string;
  routerPath: string;
  surface: Surface;
  parameters: ResolvedParameter[];
  bodyPointer?: string;
  bodyRequired: boolean;
  /**
   * Media types of a body that is not JSON (a file upload): it is left unparsed for the handler to stream from
   * ctx.req, and a request of another type answers 415.
   */
  uploadTypes?: string[];
  cartToken: Requirement;
  idempotencyKey: Requirement;
  customerSession: Requirement;
  deprecation?: Deprecation;
  /**
   * The staff permission a private operation needs (`x-permission`); a secret key holds them all. A list means any
   * one of them (the search answers only the groups the session's permissions allow).
   */
  permission?: string | string[];
  /**
   * `x-retry-joins`: the operation is idempotent by what it acts on (a submit joins the cart's one checkout), so a
   * retry with the same Idempotency-Key runs again instead of waiting on a running attempt or replaying a 202.
   */
  retryJoins: boolean;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export function loadOpenApi(file = appFile('openapi')): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

function surfaceOf(path: string): Surface {
  if (path.startsWith('/v3/public/')) return 'public';
  if (path.startsWith('/v3/private/')) return 'private';
  if (path.startsWith('/v3/staff/')) return 'staff';
  return 'system';
}

function resolveParameter(doc: OpenApiDocument, param: ParameterObject, pointer: string): ResolvedParameter {
  if (param.$ref) {
    const componentName = param.$ref.replace('#/components/parameters/', '');
    const target = doc.components.parameters?.[componentName];
    if (!target) throw new Error(`openapi.json: unresolved parameter ${param.$ref}`);
    const resolved = resolveParameter(doc, target, `/components/parameters/${escapePointer(componentName)}`);
    return { ...resolved, componentName };
  }
  return {
    name: param.name,
    in: param.in,
    required: param.required === true,
    schemaPointer: `${pointer}/schema`,
    deprecation: deprecationOf(param),
  };
}

function deprecationOf(marks: DeprecationMarks): Deprecation | undefined {
  return marks.deprecated ? { deprecatedAt: marks['x-deprecated-at'], sunset: marks['x-sunset'] } : undefined;
}

function requirementOf(parameters: ResolvedParameter[], headerName: string): Requirement {
  const param = parameters.find((p) => p.in === 'header' && p.name.toLowerCase() === headerName);
  if (!param) return 'none';
  return param.required ? 'required' : 'optional';
}

/** Flattens the document into the operations the router serves. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const opPointer = `/paths/${escapePointer(path)}/${method}`;
      const parameters = (op.parameters ?? []).map((p, i) => resolveParameter(doc, p, `${opPointer}/parameters/${i}`));
      const hasJsonBody = Boolean(op.requestBody?.content?.['application/json']?.schema);
      const permission = op['x-permission'] as string | string[] | undefined;
      if (surfaceOf(path) === 'private' && !permission)
        throw new Error(`openapi.json: private operation ${op.operationId} has no x-permission`);
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        openapiPath: path,
        routerPath: path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1'),
        surface: surfaceOf(path),
        parameters,
        bodyPointer: hasJsonBody ? `${opPointer}/requestBody/content/application~1json/schema` : undefined,
        bodyRequired: op.requestBody?.required === true,
        uploadTypes: op.requestBody && !hasJsonBody ? Object.keys(op.requestBody.content ?? {}) : undefined,
        cartToken: requirementOf(parameters, 'x-cart-token'),
        idempotencyKey: requirementOf(parameters, 'idempotency-key'),
        customerSession: requirementOf(parameters, 'x-customer-session'),
        deprecation: deprecationOf(op),
        permission,
        retryJoins: op['x-retry-joins'] === true,
      });
    }
  }
  return operations;
}
