import type { operations } from './openapi-types';

/** Every operationId of openapi.json. */
export type OperationId = keyof operations;

type ParametersOf<Id extends OperationId> = operations[Id]['parameters'];
/** A location the operation declares nothing in arrives as an empty object. */
type Declared<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;
/** The validator reads headers as Node gives them, lower-cased. */
type LowerCased<T> = { [K in keyof T as K extends string ? Lowercase<K> : K]: T[K] };
type JsonOf<Body> = Body extends { content: infer Content }
  ? Content extends { 'application/json': infer Json }
    ? Json
    : Content[keyof Content]
  : never;
/** An optional request body may be absent; a required one is always there. */
type BodyOf<Operation extends { requestBody?: unknown }> =
  JsonOf<NonNullable<Operation['requestBody']>> | (undefined extends Operation['requestBody'] ? undefined : never);

/**
 * A request of one operation as the validator passes it on: checked against openapi.json, query and path
 * values coerced to their types, and defaults filled in (src/http/openapi-types.ts is generated from openapi.json).
 */
export interface OperationInput<Id extends OperationId> {
  params: Declared<ParametersOf<Id>['path']>;
  query: Declared<ParametersOf<Id>['query']>;
  headers: LowerCased<Declared<ParametersOf<Id>['header']>>;
  body: BodyOf<operations[Id]>;
}
