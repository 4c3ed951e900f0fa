// The generated types of openapi.json, shared with the SDK; imported as types only, so the compiled service never
// loads the SDK package (eslint.config.mjs refuses a value import from packages/).
import type { operations, parameterDefaults } from '../../packages/sdk/src/generated/openapi';

/** Every operationId of openapi.json. */
export type OperationId = keyof operations;

type ParametersOf<Id extends OperationId> = operations[Id]['parameters'];
/** The names of the operation's parameters in one location that openapi.json gives a default. */
type DefaultedIn<Id extends OperationId, Location extends string> = Id extends keyof parameterDefaults
  ? Location extends keyof parameterDefaults[Id]
    ? parameterDefaults[Id][Location]
    : never
  : never;
/** A location the operation declares nothing in arrives as an empty object. */
type Declared<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;
/** The validator fills defaults in, so a parameter with a default is always there. */
type Filled<T, Names> = Omit<T, Names & keyof T> & Required<Pick<T, Names & keyof T>>;
/** The parameters of one location as the validator passes them on. */
type ParametersIn<Id extends OperationId, Location extends 'path' | 'query' | 'header'> = Filled<
  Declared<ParametersOf<Id>[Location]>,
  DefaultedIn<Id, Location>
>;
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
 * values coerced to their types, and defaults filled in.
 */
export interface OperationInput<Id extends OperationId> {
  params: ParametersIn<Id, 'path'>;
  query: ParametersIn<Id, 'query'>;
  headers: LowerCased<ParametersIn<Id, 'header'>>;
  body: BodyOf<operations[Id]>;
}
