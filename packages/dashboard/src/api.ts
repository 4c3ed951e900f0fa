/** The private API as the dashboard calls it: the session cookie (sent by the browser) and the CSRF token. */
export interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  /** The validation problems, keyed by field without the `body.` prefix (`variants.0.sku`). */
  fieldProblems(): Record<string, string> {
    if (!Array.isArray(this.details)) return {};
    const out: Record<string, string> = {};
    for (const d of this.details as FieldProblem[]) out[d.field.replace(/^(body|query)\.?/, '')] ??= d.message;
    return out;
  }
}

export interface Money {
  amount: number;
  currency: string;
  formatted: string;
}

export interface Page<T> {
  data: T[];
  hasMore: boolean;
  nextCursor?: string;
}

export interface Session {
  staff: { id: string; email: string; name: string; role: string; permissions: string[]; totpEnabled: boolean };
  store: { id: string; name: string; currencies: string[]; defaultCurrency: string };
  permissions: string[];
  csrfToken: string;
  expiresAt: string;
}

let csrfToken = '';
let onSignedOut: () => void = () => undefined;

export function useSession(session: Session | undefined, signedOut: () => void): void {
  csrfToken = session?.csrfToken ?? '';
  onSignedOut = signedOut;
}

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * One request. Every POST and PATCH carries a fresh Idempotency-Key unless the caller passes one (an action retried
 * after a network failure reuses its key, so it cannot run twice).
 */
export async function api<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (WRITES.has(method)) headers['x-csrf-token'] = csrfToken;
  if (method === 'POST' || method === 'PATCH') headers['idempotency-key'] = idempotencyKey ?? crypto.randomUUID();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network_error', 'The service could not be reached. Check your connection and try again.');
  }
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const error = (parsed as { error?: { code: string; message: string; details?: unknown } } | undefined)?.error;
    if (response.status === 401 && error?.code === 'session_invalid') onSignedOut();
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? `The service answered HTTP ${response.status}.`,
      error?.details,
    );
  }
  return parsed as T;
}

export const privateApi = <T = unknown>(method: string, path: string, body?: unknown, idempotencyKey?: string) =>
  api<T>(method, `/v3/private${path}`, body, idempotencyKey);

export const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
};
