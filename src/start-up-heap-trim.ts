import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const TRIES = 10;
const EVERY_MS = 2_000;

const youngGenerationBytes = () =>
  getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;

/**
 * Gives back the young generation that start-up grew. Loading the contract, compiling its validators and the ORM's
 * metadata allocate much that lives on, so V8 grows the young generation to its limit (2 × --max-semi-space-size)
 * during start-up and keeps it, committed, while the process idles: with 32 MiB semi-spaces that was 50 of 158 MiB
 * idle RSS. V8
 * shrinks it only in a garbage collection at a low allocation rate, which an idle process never runs; so a few
 * collections are asked for in the seconds after start, until one shrinks it (it grows again under load, where it
 * earns its keep). The collector is borrowed from a fresh context, not exposed to the program as a global.
 */
export function trimYoungGenerationAfterStart(): void {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const grown = youngGenerationBytes();
  let tries = 0;
  const timer = setInterval(() => {
    collect();
    tries += 1;
    if (youngGenerationBytes() < grown || tries === TRIES) clearInterval(timer);
  }, EVERY_MS);
  timer.unref();
}
