import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the SDK sent, as Stripe would read it (form-encoded parameters). */
export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey?: string;
  params: URLSearchParams;
}

export interface ScriptedAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface Script {
  matches: (request: RecordedRequest) => boolean;
  answer: (request: RecordedRequest) => ScriptedAnswer;
  times: number;
}

/** Stripe's documented error body (stripe.com/docs/api/errors). */
export const stripeError = (
  status: number,
  error: Record<string, unknown>,
  headers?: Record<string, string>,
): ScriptedAnswer => ({ status, body: { error }, headers });

/**
 * Between the SDK and stripe-mock: records every request (with its Idempotency-Key) and passes it on, unless a
 * script answers it instead with what stripe-mock cannot produce (declines, 3-D Secure, outages, a refused key).
 */
export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  private readonly scripts: Script[] = [];
  private readonly delays: Array<{ matches: (request: RecordedRequest) => boolean; ms: number }> = [];
  private server?: Server;
  url = '';

  constructor(private readonly upstream: string) {}

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Answers the next `times` matching requests itself. */
  script(
    matches: (request: RecordedRequest) => boolean,
    answer: ScriptedAnswer | ((request: RecordedRequest) => ScriptedAnswer),
    times = 1,
  ): void {
    this.scripts.push({ matches, answer: typeof answer === 'function' ? answer : () => answer, times });
  }

  /** Passes matching requests on only after a wait, so a test can act while they are in flight. */
  delay(matches: (request: RecordedRequest) => boolean, ms: number): void {
    this.delays.push({ matches, ms });
  }

  /** The requests whose path (without query) is this, by method. */
  sent(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const [path, query = ''] = (req.url ?? '/').split('?');
    const key = req.headers['idempotency-key'];
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      params: new URLSearchParams(req.method === 'GET' ? query : body.toString()),
    };
    this.requests.push(request);
    const script = this.scripts.find((s) => s.times > 0 && s.matches(request));
    if (script) {
      script.times -= 1;
      const answer = script.answer(request);
      res
        .writeHead(answer.status, {
          'content-type': 'application/json',
          'request-id': `req_standin${this.requests.length}`,
          ...answer.headers,
        })
        .end(JSON.stringify(answer.body));
      return;
    }
    const delay = this.delays.find((d) => d.matches(request));
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay.ms));
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'content-length'),
    ) as Record<string, string>;
    const upstream = await fetch(`${this.upstream}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'DELETE' ? undefined : body,
    });
    res
      .writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' })
      .end(Buffer.from(await upstream.arrayBuffer()));
  }
}
