import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Longest hold: under the sender's 15 s time-out, so a held delivery is never retried. */
const MAX_HOLD_MS = 14_000;

export interface HoldingReceiver {
  url: string;
  /** Requests that arrived, answered or not. */
  arrived(): number;
  /** Requests answered so far (released, or held past MAX_HOLD_MS). */
  answered(): number;
  /** Answers every held request and every later one at once. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A webhook receiver that holds every request unanswered until released, as a slow or hanging subscriber does: the
 * deliveries stay in flight, each holding its worker slot.
 */
export async function startHoldingReceiver(): Promise<HoldingReceiver> {
  const held = new Set<() => void>();
  let arrived = 0;
  let answered = 0;
  let released = false;
  const server = http.createServer((req, res) => {
    arrived += 1;
    req.resume();
    const answer = () => {
      held.delete(answer);
      clearTimeout(timer);
      if (res.writableEnded) return;
      answered += 1;
      res.writeHead(200).end();
    };
    const timer = setTimeout(answer, released ? 0 : MAX_HOLD_MS);
    held.add(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrived: () => arrived,
    answered: () => answered,
    release() {
      released = true;
      for (const answer of [...held]) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
