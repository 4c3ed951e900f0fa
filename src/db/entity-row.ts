import type { InferEntity } from '@mikro-orm/core';

type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Name;

/**
 * MikroORM's connection leaves timestamps in PostgreSQL's text form (src/shared/timestamps.ts reads them);
 * node-postgres answers bytea as a Buffer.
 */
type RowValue<Value> = Value extends Date
  ? string
  : Value extends Uint8Array
    ? Buffer
    : Value extends undefined
      ? null
      : Value;

/**
 * A table's row as SQL through MikroORM's connection answers `SELECT *`: each property of its entity under its column
 * name (the entities keep MikroORM's snake_case naming), timestamps as text, bytea as a Buffer, null where the column
 * is nullable. Repositories derive their row types from it rather than repeat the columns by hand.
 */
export type EntityRow<Schema> = {
  -readonly [
    Property in keyof InferEntity<Schema> as Property extends string ? SnakeCase<Property> : never
  ]-?: RowValue<InferEntity<Schema>[Property]>;
};
