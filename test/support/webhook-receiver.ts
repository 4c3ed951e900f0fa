import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  receivedAt: number;
  headers: Record<string, string>;
  body: string;
  json: any;
  /** The status this receiver answered. */
  status: number;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** Decides the answer to the n-th request (0-based) carrying a given webhook-id. */
export type Responder = (attemptForEvent: number, request: ReceivedWebhook) => Reply;

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  respond: Responder;
  successesOf(eventId: string): ReceivedWebhook[];
  close(): Promise<void>;
}

/** A real HTTP receiver on loopback that records every request and answers as told. */
export async function startReceiver(respond: Responder = () => ({ status: 200 })): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const receiver: WebhookReceiver = {
    url: '',
    received,
    respond,
    successesOf: (eventId) =>
      received.filter((r) => r.headers['webhook-id'] === eventId && r.status >= 200 && r.status < 300),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const record: ReceivedWebhook = {
        receivedAt: Date.now(),
        headers: req.headers as Record<string, string>,
        body,
        json: JSON.parse(body),
        status: 0,
      };
      const attempt = received.filter((r) => r.headers['webhook-id'] === record.headers['webhook-id']).length;
      const reply = receiver.respond(attempt, record);
      record.status = reply.status;
      received.push(record);
      res.writeHead(reply.status, reply.headers ?? {});
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}

/** Polls until check returns a value other than undefined/false, or fails after the time limit. */
export async function eventually<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  limitMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
