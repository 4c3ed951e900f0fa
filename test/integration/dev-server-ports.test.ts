import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { freePort } from '../support/ports';
import { startDevServerOnFreePorts, type DevServer } from '../../temporal/dev-server';

const logFile = join(__dirname, '..', '..', '.data', 'test', `temporal-ports-${process.pid}.log`);

let taken: Server;
let server: DevServer | undefined;
beforeAll(async () => {
  // Holds the port and hangs up on whoever connects, as the port of another service would not answer gRPC.
  taken = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => taken.close(resolve));
  rmSync(logFile, { force: true });
});

describe('when the port picked for a dev server is taken before the server binds it', () => {
  it('then the server is started again on new ports and serves', async () => {
    const takenPort = (taken.address() as { port: number }).port;
    const picked: number[] = [];
    const pickPort = async () => {
      const port = picked.length === 0 ? takenPort : await freePort();
      picked.push(port);
      return port;
    };
    server = await startDevServerOnFreePorts(
      { cli: process.env.TEMPORAL_CLI as string, logFile, headless: true },
      pickPort,
    );
    expect(picked).toHaveLength(4);
    expect(server.address).toBe(`127.0.0.1:${picked[2]}`);
    expect(server.process.exitCode).toBeNull();
  }, 120_000);
});
