/**
 * Calls of `run` gathered into batches: a call made while `concurrency` batches are under way waits for one of them to
 * end and then goes with every call that came meanwhile (at most `maxBatch`), so under a burst N calls cost one round
 * trip where they cost N, and a call alone goes at once. Each caller gets its own result, or the batch's error.
 */
export function batched<Input, Output>(
  run: (inputs: Input[]) => Promise<Output[]>,
  concurrency: number,
  maxBatch = 500,
): (input: Input) => Promise<Output> {
  let waiting: Array<{ input: Input; resolve: (output: Output) => void; reject: (error: unknown) => void }> = [];
  let running = 0;
  const flush = (): void => {
    if (running >= concurrency || waiting.length === 0) return;
    const batch = waiting.slice(0, maxBatch);
    waiting = waiting.slice(maxBatch);
    running += 1;
    run(batch.map((call) => call.input))
      .then(
        (outputs) => batch.forEach((call, i) => call.resolve(outputs[i])),
        (error: unknown) => batch.forEach((call) => call.reject(error)),
      )
      .finally(() => {
        running -= 1;
        flush();
      });
  };
  return (input) =>
    new Promise<Output>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      flush();
    });
}
