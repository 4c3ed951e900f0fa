import { createServer, connect, type Server, type Socket } from 'node:net';

/** A loopback TCP proxy a test can cut and restore, to take PostgreSQL or Temporal away from the API for real. */
export class TcpProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  private stalled = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      // Written by hand rather than piped, so that stall() can swallow what passes.
      client.on('data', (chunk) => this.stalled || upstream.write(chunk));
      upstream.on('data', (chunk) => this.stalled || client.write(chunk));
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : this.port;
  }

  /**
   * Keeps every connection open but lets nothing through, new connections included, as a path that went half-open
   * (a firewall dropping state, a failover without resets) would: neither end is told anything.
   */
  stall(): void {
    this.stalled = true;
  }

  /** Lets data through again; what was swallowed stays lost, so a stalled connection is of no further use. */
  resume(): void {
    this.stalled = false;
  }

  /** Refuses new connections and drops the open ones, as a crashed server would. */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}
