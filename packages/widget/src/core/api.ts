/** The public API as the widget sees it: one fetch per call; failures as ApiError or NetworkError, never raw text. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The request never got an answer (offline, DNS, connection reset): it may or may not have reached the service. */
export class NetworkError extends Error {
  readonly code = 'network_error';
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
}

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

export interface ApiClientOptions {
  base: string;
  publishableKey: string;
  fetch: Fetch;
  /** Headers every call carries (cart token, customer session), read at call time. */
  headers: () => Record<string, string>;
}

function queryString(query: CallOptions['query']): string {
  const pairs = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== '');
  return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&')}` : '';
}

async function errorFrom(response: Response): Promise<ApiError> {
  const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
  try {
    const { error } = (await response.json()) as { error: { code: string; message: string; details?: unknown } };
    return new ApiError(response.status, error.code, error.message, error.details, retryAfter);
  } catch {
    return new ApiError(
      response.status,
      response.status >= 500 ? 'internal_error' : 'unknown_error',
      response.statusText,
      undefined,
      retryAfter,
    );
  }
}

export class ApiClient {
  constructor(private readonly options: ApiClientOptions) {}

  async call<T>(method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
    const { base, publishableKey, fetch } = this.options;
    const headers: Record<string, string> = { ...this.options.headers(), ...options.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(
        `${base}/v3/public/${encodeURIComponent(publishableKey)}${path}${queryString(options.query)}`,
        {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        },
      );
    } catch (error) {
      throw new NetworkError(error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw await errorFrom(response);
    const body = response.status === 204 ? undefined : await response.json();
    return { status: response.status, body: body as T };
  }

  async get<T>(path: string, query?: CallOptions['query']): Promise<T> {
    return (await this.call<T>('GET', path, { query })).body;
  }
}
