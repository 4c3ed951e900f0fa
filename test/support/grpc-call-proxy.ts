import {
  connect,
  constants,
  createServer,
  type Http2Session,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http2';
import type { AddressInfo } from 'node:net';

/**
 * refuse: the call never reaches the server (UNAVAILABLE); dropAnswer: the server does the work, its answer is lost.
 */
/** The update-with-start and the describe, as Temporal's clients name them on the wire. */
export const START = 'ExecuteMultiOperation';
export const DESCRIBE = 'DescribeWorkflowExecution';

export type CallFault = 'refuse' | 'dropAnswer';

export interface GrpcCallProxy {
  /** host:port for a gRPC client. */
  address: string;
  /** Applies fault to every call of the method (say 'ExecuteMultiOperation') until heal(). */
  fault(method: string, fault: CallFault): void;
  /**
   * Holds back calls of the method whose request carries the text (a workflow id, say) until the returned release
   * is called; other calls pass meanwhile. heal() does not release them.
   */
  hold(method: string, text: string): () => void;
  /** How many calls of the method reached the proxy, each retry counted. */
  calls(method: string): number;
  heal(): void;
  close(): Promise<void>;
}

/** Drops the pseudo-headers http2 sets itself; :method and :path pass on. */
const forwarded = (headers: IncomingHttpHeaders, keep: string[]): OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') || keep.includes(name)));

/**
 * A loopback h2c proxy in front of a gRPC server (Temporal's frontend) that fails chosen calls by method name, where
 * a TCP proxy can only cut the one connection every call shares.
 */
export async function startGrpcCallProxy(target: string): Promise<GrpcCallProxy> {
  const upstream = connect(`http://${target}`);
  upstream.on('error', () => undefined);
  const faults = new Map<string, CallFault>();
  const calls = new Map<string, number>();
  const holds: Array<{ method: string; text: string; released: Promise<void> }> = [];
  const server = createServer();
  const sessions = new Set<Http2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    stream.on('error', () => undefined);
    const method = String(headers[':path']).split('/').pop() ?? '';
    calls.set(method, (calls.get(method) ?? 0) + 1);
    const fault = faults.get(method);
    if (fault === 'refuse') {
      stream.resume();
      stream.respond(
        { ':status': 200, 'content-type': 'application/grpc', 'grpc-status': '14', 'grpc-message': 'refused' },
        { endStream: true },
      );
      return;
    }
    const call = upstream.request(forwarded(headers, [':method', ':path']));
    call.on('error', () => stream.close(constants.NGHTTP2_INTERNAL_ERROR));
    if (holds.some((h) => h.method === method)) void forwardUnlessHeld(stream, call, method);
    else stream.pipe(call);
    let trailers: IncomingHttpHeaders = {};
    call.on('trailers', (received) => (trailers = received));
    call.on('response', (received) => {
      if (fault === 'dropAnswer') return void stream.close(constants.NGHTTP2_CANCEL);
      // The caller went away meanwhile (a killed process, a long poll given up): nobody to answer.
      if (stream.destroyed) return void call.destroy();
      // A trailers-only answer (an error status) ends with its headers.
      if (received['grpc-status'] !== undefined)
        return void stream.respond(forwarded(received, []), { endStream: true });
      stream.respond(forwarded(received, [':status']), { waitForTrailers: true });
      stream.on('wantTrailers', () => stream.sendTrailers(forwarded(trailers, [])));
      call.pipe(stream);
    });
  });
  /** Reads the whole request (a unary call's is one message), waits out any hold matching it, then sends it on. */
  async function forwardUnlessHeld(stream: NodeJS.ReadableStream, call: NodeJS.WritableStream, method: string) {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const hold = holds.find((h) => h.method === method && body.includes(h.text));
    if (hold) await hold.released;
    call.end(body);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    fault: (method, fault) => void faults.set(method, fault),
    hold: (method, text) => {
      let release!: () => void;
      holds.push({ method, text, released: new Promise<void>((resolve) => (release = resolve)) });
      return release;
    },
    calls: (method) => calls.get(method) ?? 0,
    heal: () => faults.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        upstream.destroy();
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
