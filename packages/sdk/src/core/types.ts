import type { components, operations, paths } from '../generated/openapi.js';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

type Defined<T> = Exclude<T, undefined>;

/** The spec's paths under one surface's prefix, keyed by the rest of the path. */
export type SurfacePaths<Prefix extends string> = {
  [P in keyof paths as P extends `${Prefix}${infer Rest}` ? Rest : never]: paths[P];
};

/** The paths of a surface that have an operation for this method. */
export type PathsWithMethod<S, M extends HttpMethod> = {
  [P in keyof S]: [Defined<S[P][M & keyof S[P]]>] extends [never] ? never : P;
}[keyof S];

export type OperationOf<S, P extends keyof S, M extends HttpMethod> = Defined<S[P][M & keyof S[P]]>;

type JsonContent<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** A response's body: the JSON one when there is one, else the text one (feeds), else nothing. */
type ResponseData<R> = R extends { content: infer C }
  ? 'application/json' extends keyof C
    ? C['application/json']
    : string
  : undefined;

/** What every call may add: headers, its own Idempotency-Key, cancellation, its own time-out and retry bound. */
export interface RequestControl {
  headers?: Record<string, string>;
  /** The Idempotency-Key of a POST or PATCH; by default a new random one, reused by every retry of the call. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  maxRetries?: number;
}

type PathParams<Op, Injected extends string> = Op extends { parameters: { path?: infer Path } }
  ? [Defined<Path>] extends [never]
    ? Record<never, never>
    : Omit<Defined<Path>, Injected>
  : Record<never, never>;

type PathPart<Op, Injected extends string> = keyof PathParams<Op, Injected> extends never
  ? { path?: undefined }
  : { path: PathParams<Op, Injected> };

type QueryPart<Op> = Op extends { parameters: infer Parameters }
  ? Pick<Parameters, 'query' & keyof Parameters>
  : { query?: undefined };

/** A file an operation takes as it is (a product image, an import), sent with its `contentType`. */
export type FileBody = Blob | ArrayBuffer | Uint8Array | string;

/** The content types of a body that is not JSON; never for a JSON body. */
type FileTypes<R> = R extends { content: infer C } ? ('application/json' extends keyof C ? never : keyof C) : never;

type RequiredBody<R> = [FileTypes<R>] extends [never]
  ? { body: JsonContent<R> }
  : { body: FileBody; contentType: FileTypes<R> };

type BodyPart<Op> = Op extends { requestBody: infer R }
  ? RequiredBody<R>
  : Op extends { requestBody?: infer R }
    ? [Defined<R>] extends [never]
      ? { body?: undefined }
      : { body?: JsonContent<Defined<R>> }
    : { body?: undefined };

/** The options of one operation: its path parameters (less those the client fills in), query and body, typed. */
export type RequestOptions<Op, Injected extends string = never> = RequestControl &
  PathPart<Op, Injected> &
  QueryPart<Op> &
  BodyPart<Op>;

/** Options may be left out only when nothing in them is required. */
export type OptionsArgs<Options> = Record<string, never> extends Options ? [options?: Options] : [options: Options];

/** One successful answer: `status` tells the documented outcomes apart (for example 201 order or 202 checkout). */
export interface ApiResponse<Status = number, Data = unknown> {
  status: Status;
  data: Data;
  headers: Headers;
  requestId: string | undefined;
  /** True when the API replayed the stored answer of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206 | 304;

export type ApiResult<Op> = Op extends { responses: infer Responses }
  ? { [S in keyof Responses & SuccessStatus]: ApiResponse<S, ResponseData<Responses[S]>> }[keyof Responses &
      SuccessStatus]
  : never;

/** One typed call of a surface: the path as the spec writes it after the surface's prefix. */
export type Call<S, M extends HttpMethod, Injected extends string> = <P extends PathsWithMethod<S, M>>(
  path: P,
  ...options: OptionsArgs<RequestOptions<OperationOf<S, P, M>, Injected>>
) => Promise<ApiResult<OperationOf<S, P, M>>>;

type FirstPage<Op> = Op extends { responses: { 200: infer R } } ? ResponseData<R> : never;

/** The GET paths of a surface that answer a cursor page `{ data, hasMore, nextCursor }`. */
export type PagedPaths<S> = {
  [P in PathsWithMethod<S, 'get'>]: FirstPage<OperationOf<S, P, 'get'>> extends { data: unknown[]; hasMore: boolean }
    ? P
    : never;
}[PathsWithMethod<S, 'get'>];

export type PageItem<S, P extends keyof S> =
  FirstPage<OperationOf<S, P, 'get'>> extends { data: Array<infer Item> } ? Item : never;

/** Iterates every item of every page: `for await (const product of client.paginate('/products'))`. */
export type Paginate<S, Injected extends string> = <P extends PagedPaths<S>>(
  path: P,
  ...options: OptionsArgs<RequestOptions<OperationOf<S, P, 'get'>, Injected>>
) => AsyncIterable<PageItem<S, P>>;

export interface SurfaceClient<S, Injected extends string = never> {
  get: Call<S, 'get', Injected>;
  post: Call<S, 'post', Injected>;
  put: Call<S, 'put', Injected>;
  patch: Call<S, 'patch', Injected>;
  delete: Call<S, 'delete', Injected>;
  paginate: Paginate<S, Injected>;
}

/** A schema of the spec by name, for example `Schema<'Product'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The successful answers of an operation by its operationId, for example `OperationResult<'getProduct'>`. */
export type OperationResult<Id extends keyof operations> = ApiResult<operations[Id]>;
