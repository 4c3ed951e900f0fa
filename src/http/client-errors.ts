import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { newRequestId } from './request-id';

/** Requests Node's HTTP parser refuses before Koa sees them, answered in the error envelope instead of bare. */
const REFUSALS: Record<string, { status: number; reason: string; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'headers_too_large',
    message:
      'The request line and headers exceed 16 KiB; send long input in a JSON body instead of the URL or headers.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'request_timeout',
    message: 'The request did not arrive in time; send it again.',
  },
};
const MALFORMED = {
  status: 400,
  reason: 'Bad Request',
  code: 'validation_failed',
  message: 'The request is not valid HTTP/1.1.',
};

/** No request was parsed, so no incoming X-Request-Id can be echoed: the answer gets an id of its own. */
function refuse(socket: Duplex, refusal: typeof MALFORMED): void {
  const requestId = newRequestId();
  const body = JSON.stringify({ error: { code: refusal.code, message: refusal.message, requestId } });
  socket.end(
    `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\n` +
      `Access-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** As Node's own handler does, but with a JSON body; a socket already answering or gone is only closed. */
export function answerClientErrors(server: Server): Server {
  server.on(
    'clientError',
    (error: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: { headersSent?: boolean } }) => {
      if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
        socket.destroy();
        return;
      }
      refuse(socket, REFUSALS[error.code ?? ''] ?? MALFORMED);
    },
  );
  return server;
}
