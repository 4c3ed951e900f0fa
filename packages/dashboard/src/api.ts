/**
 * The private API as the dashboard calls it, through the SDK (@commerce-service/sdk) in its session mode: the browser
 * sends the HttpOnly session cookie, the SDK adds the CSRF token to every write and an Idempotency-Key to every POST
 * and PATCH (reused by its retries, so an action cannot run twice), and failures come back as ApiError.
 */
import { CommerceError, createAdminClient, createStaffClient, type components } from '@commerce-service/sdk';

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

export type Money = components['schemas']['Money'];

/** The store's settings as the API answers them, and the changes one settings form sends. */
export type Settings = components['schemas']['AdminStoreSettings'];
export type SettingsPatch = components['schemas']['AdminStoreSettingsPatch'];

/** A product as the admin API answers it, with its variants. */
export type Product = components['schemas']['AdminProduct'];
export type ProductVariant = Product['variants'][number];

export interface Page<T> {
  data: T[];
  hasMore: boolean;
  nextCursor?: string;
}

export type Session = components['schemas']['StaffSession'];

/** What a member may do: openapi.json's x-permission values. */
export type Permission = Session['permissions'][number];

let csrfToken = '';
let onSignedOut: () => void = () => undefined;

export function useSession(session: Session | undefined, signedOut: () => void): void {
  csrfToken = session?.csrfToken ?? '';
  onSignedOut = signedOut;
}

/** Same origin as the page: the session cookie is SameSite=Strict and HttpOnly, so it never leaves the browser. */
const options = { baseUrl: '', session: { csrfToken: () => csrfToken } };

/** Typed clients: their paths, bodies and answers are openapi.json's. */
export const admin = createAdminClient(options);
export const staff = createStaffClient(options);

/** An SDK failure as the pages show it; a session that ended sends the member back to sign-in. */
function asApiError(error: unknown): ApiError {
  if (!(error instanceof CommerceError)) return new ApiError(0, 'client_error', String(error));
  if (error.status === 401 && error.code === 'session_invalid') onSignedOut();
  const message =
    error.status === undefined
      ? 'The service could not be reached. Check your connection and try again.'
      : error.message;
  return new ApiError(error.status ?? 0, error.code, message, error.details);
}

/** The answer's body of a typed call; a failure rejects with an ApiError. */
export const data = <T>(call: Promise<{ data: T }>): Promise<T> =>
  call.then(
    (answer) => answer.data,
    (error: unknown) => {
      throw asApiError(error);
    },
  );

type Call = (path: string, input: { body?: unknown; idempotencyKey?: string }) => Promise<{ data: unknown }>;

/**
 * A private call by its concrete path (`/orders/ord_…?status=paid`), answered as the page's own type. The typed form
 * (`data(admin.get('/orders/{orderId}', { path: { orderId } }))`) checks the path and body against the spec; the
 * pages not yet moved to it use this one, which goes through the same client.
 */
export const privateApi = <T = unknown>(method: string, path: string, body?: unknown, idempotencyKey?: string) =>
  data((admin as unknown as Record<string, Call>)[method.toLowerCase()](path, { body, idempotencyKey })) as Promise<T>;

/**
 * A file sent as it is (an import's CSV or JSONL): the SDK sends JSON bodies only, so this one call is a plain fetch
 * with the same CSRF token and Idempotency-Key, failing with the same ApiError. No retry: a file of up to 100 MiB is
 * not worth sending twice unasked, and no time limit for the same reason.
 */
export async function uploadFile<T>(path: string, file: Blob, contentType: string, method = 'POST'): Promise<T> {
  const headers = {
    accept: 'application/json',
    'content-type': contentType,
    'x-csrf-token': csrfToken,
    'idempotency-key': crypto.randomUUID(),
  };
  let response: Response;
  try {
    response = await fetch(`/v3/private${path}`, { method, headers, body: file });
  } catch (cause) {
    throw asApiError(new CommerceError('network_error', String(cause)));
  }
  const body = (await response.json().catch(() => undefined)) as { error?: components['schemas']['Error']['error'] };
  if (response.ok) return body as unknown as T;
  const error = body?.error;
  throw asApiError(
    error
      ? new CommerceError(error.code, error.message, response.status, error.details)
      : new CommerceError('invalid_response', `The API answered HTTP ${response.status}.`, response.status),
  );
}

export const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
};
