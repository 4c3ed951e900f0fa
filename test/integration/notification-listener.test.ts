import { NotificationListener } from '../../src/db/notification-listener';
import { createLogger } from '../../src/logger';
import { TcpProxy } from '../support/tcp-proxy';
import { eventually } from '../support/webhook-receiver';
import { connected } from '../support/interleave';

const HEARTBEAT_MS = 300;
let proxy: TcpProxy;
let proxiedUrl: string;

beforeAll(async () => {
  const url = new URL(process.env.DATABASE_URL as string);
  proxy = new TcpProxy(url.hostname, Number(url.port || 5432));
  await proxy.start();
  url.host = `127.0.0.1:${proxy.port}`;
  proxiedUrl = url.toString();
});
afterAll(() => proxy.stop());

/** A listener on a channel of its own through the proxy, and what it told its handlers, in order. */
async function listening(channel: string) {
  const told: string[] = [];
  const listener = new NotificationListener(
    proxiedUrl,
    channel,
    {
      onNotify: (payload) => told.push(`notify ${payload}`),
      onListening: () => told.push('listening'),
      onDeaf: () => told.push('deaf'),
    },
    createLogger('fatal', 'test'),
    HEARTBEAT_MS,
  );
  await listener.start();
  return { listener, told };
}

const notify = (channel: string, payload: string) =>
  connected(process.env.DATABASE_URL as string, async (db) => {
    await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
  });

describe('when the notification connection goes silent without an error (half-open)', () => {
  it('then the listener gives up on its heartbeat, says it is deaf, listens again once the path answers', async () => {
    const channel = `test_listener_${Date.now()}`;
    const { listener, told } = await listening(channel);
    try {
      await notify(channel, 'before');
      await eventually(async () => told.includes('notify before'), 'the first notice', 5_000);
      expect(told).toEqual(['listening', 'notify before']);

      proxy.stall();
      // TCP alone would take minutes to tell; the heartbeat gives up after two of its periods.
      await eventually(async () => told.includes('deaf'), 'the listener to give the silent connection up', 5_000);

      // Reconnecting through a path that still swallows everything times out and is tried again, not waited on forever.
      await new Promise((resolve) => setTimeout(resolve, 3 * HEARTBEAT_MS + 1_000));
      expect(told.filter((event) => event === 'listening')).toHaveLength(1);

      proxy.resume();
      await eventually(
        async () => told.filter((event) => event === 'listening').length === 2,
        'listening again',
        10_000,
      );
      await notify(channel, 'after');
      await eventually(async () => told.includes('notify after'), 'a notice after the reconnect', 5_000);
      // The connections given up end meanwhile; their late errors must not make the new one count as deaf.
      await new Promise((resolve) => setTimeout(resolve, 2 * HEARTBEAT_MS));
      expect(told.slice(told.lastIndexOf('listening'))).toEqual(['listening', 'notify after']);
    } finally {
      proxy.resume();
      await listener.stop();
    }
  });
});
