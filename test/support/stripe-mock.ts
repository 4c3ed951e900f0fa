import { spawn, type ChildProcess } from 'node:child_process';
import type { StripeMockInstall } from '../../temporal/stripe-mock';
import { freePort } from './ports';

export interface RunningStripeMock {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** stripe-mock on free loopback ports (HTTP for the SDK, HTTPS only because it always opens one). */
export async function startStripeMock(install: StripeMockInstall): Promise<RunningStripeMock> {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(
    install.binary,
    ['-http-addr', `127.0.0.1:${httpPort}`, '-https-addr', `127.0.0.1:${httpsPort}`, '-fixtures', install.fixtures],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`stripe-mock did not start within 20 s:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Listening for HTTP at address')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`stripe-mock exited (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${httpPort}`,
    pid: child.pid as number,
    stop: () =>
      new Promise((resolve) =>
        child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
      ),
  };
}
