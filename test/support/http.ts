export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** A thin fetch wrapper: every test talks to the real HTTP server. */
export async function request<T = any>(baseUrl: string, method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined = options.rawBody;
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

/** Clients bound to one store's keys. */
export function publicClient(baseUrl: string, publishableKey: string, cartToken?: string) {
  const prefix = `/v3/public/${publishableKey}`;
  const withToken = (options: RequestOptions = {}) => ({ ...options, headers: { ...(cartToken ? { 'x-cart-token': cartToken } : {}), ...options.headers } });
  return {
    get: <T = any>(path: string, options?: RequestOptions) => request<T>(baseUrl, 'GET', prefix + path, withToken(options)),
    post: <T = any>(path: string, body?: unknown, options?: RequestOptions) => request<T>(baseUrl, 'POST', prefix + path, withToken({ ...options, body })),
    patch: <T = any>(path: string, body?: unknown, options?: RequestOptions) => request<T>(baseUrl, 'PATCH', prefix + path, withToken({ ...options, body })),
    put: <T = any>(path: string, body?: unknown, options?: RequestOptions) => request<T>(baseUrl, 'PUT', prefix + path, withToken({ ...options, body })),
    delete: <T = any>(path: string, options?: RequestOptions) => request<T>(baseUrl, 'DELETE', prefix + path, withToken(options)),
  };
}

export function privateClient(baseUrl: string, secretKey: string) {
  const prefix = '/v3/private';
  const auth = (options: RequestOptions = {}) => ({ ...options, headers: { authorization: `Bearer ${secretKey}`, ...options.headers } });
  return {
    get: <T = any>(path: string, options?: RequestOptions) => request<T>(baseUrl, 'GET', prefix + path, auth(options)),
    post: <T = any>(path: string, body?: unknown, options?: RequestOptions) => request<T>(baseUrl, 'POST', prefix + path, auth({ ...options, body })),
    patch: <T = any>(path: string, body?: unknown, options?: RequestOptions) => request<T>(baseUrl, 'PATCH', prefix + path, auth({ ...options, body })),
    put: <T = any>(path: string, body?: unknown, options?: RequestOptions) => request<T>(baseUrl, 'PUT', prefix + path, auth({ ...options, body })),
    delete: <T = any>(path: string, options?: RequestOptions) => request<T>(baseUrl, 'DELETE', prefix + path, auth(options)),
  };
}

export function newCartToken(): string {
  return `cart-token-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}
