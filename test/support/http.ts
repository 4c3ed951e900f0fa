export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
}

/** A thin fetch wrapper: every test talks to the real HTTP server. */
export async function request<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | Uint8Array | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

type Decorate = (options?: RequestOptions) => RequestOptions;

function boundClient(baseUrl: string, prefix: string, decorate: Decorate) {
  const send = <T>(method: string, path: string, options?: RequestOptions) =>
    request<T>(baseUrl, method, prefix + path, decorate(options));
  return {
    get: <T = any>(path: string, options?: RequestOptions) => send<T>('GET', path, options),
    post: <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
      send<T>('POST', path, { ...options, body }),
    patch: <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
      send<T>('PATCH', path, { ...options, body }),
    put: <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
      send<T>('PUT', path, { ...options, body }),
    delete: <T = any>(path: string, options?: RequestOptions) => send<T>('DELETE', path, options),
  };
}

/** A storefront client: publishable key in the path and, when given, the visitor's cart token. */
export function publicClient(baseUrl: string, publishableKey: string, cartToken?: string) {
  return boundClient(baseUrl, `/v3/public/${publishableKey}`, (options = {}) => ({
    ...options,
    headers: { ...(cartToken ? { 'x-cart-token': cartToken } : {}), ...options.headers },
  }));
}

/** A back-office client: the secret key as a bearer token. */
export function privateClient(baseUrl: string, secretKey: string) {
  return boundClient(baseUrl, '/v3/private', (options = {}) => ({
    ...options,
    headers: { authorization: `Bearer ${secretKey}`, ...options.headers },
  }));
}

export function newCartToken(): string {
  return `cart-token-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}
