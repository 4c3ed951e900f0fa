import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ResponseDroppingProxy {
  /** The API's base URL through the proxy. */
  baseUrl: string;
  /** The next `count` responses never reach the client: the server did the work, the client sees a cut connection. */
  dropNextResponses(count: number): void;
  close(): Promise<void>;
}

/** A loopback TCP proxy in front of the API that can lose answers on the way back, as a flaky network does. */
export async function startResponseDroppingProxy(apiBaseUrl: string): Promise<ResponseDroppingProxy> {
  const target = new URL(apiBaseUrl);
  const sockets = new Set<Socket>();
  let drops = 0;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      if (drops === 0) return void client.write(chunk);
      drops -= 1;
      client.destroy();
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dropNextResponses(count) {
      drops = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
