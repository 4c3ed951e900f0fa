import { batched } from '../../src/shared/batched';

/** A batch runner whose runs end when the test says, recording the inputs of each run. */
function heldRuns() {
  const runs: string[][] = [];
  const ends: Array<(failure?: Error) => void> = [];
  const run = (inputs: string[]) => {
    runs.push(inputs);
    return new Promise<string[]>((resolve, reject) => {
      ends.push((failure) => (failure ? reject(failure) : resolve(inputs.map((input) => `${input}!`))));
    });
  };
  return { runs, ends, run };
}

/** Every callback already due has run (a batch's end, then the next batch's start). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('batched', () => {
  it('sends a call alone at once, and the calls made while it runs together in the next run', async () => {
    const { runs, ends, run } = heldRuns();
    const call = batched(run, 1);
    const first = call('a');
    expect(runs).toEqual([['a']]);
    const later = [call('b'), call('c'), call('d')];
    expect(runs).toHaveLength(1);
    ends[0]();
    expect(await first).toBe('a!');
    await settled();
    expect(runs[1]).toEqual(['b', 'c', 'd']);
    ends[1]();
    expect(await Promise.all(later)).toEqual(['b!', 'c!', 'd!']);
  });

  it('runs up to its concurrency at once, at most maxBatch calls in each', async () => {
    const { runs, ends, run } = heldRuns();
    const call = batched(run, 2, 2);
    const answers = ['a', 'b', 'c', 'd', 'e'].map(call);
    expect(runs).toEqual([['a'], ['b']]);
    ends[0]();
    await settled();
    expect(runs[2]).toEqual(['c', 'd']);
    ends[1]();
    await settled();
    expect(runs[3]).toEqual(['e']);
    ends[2]();
    ends[3]();
    expect(await Promise.all(answers)).toEqual(['a!', 'b!', 'c!', 'd!', 'e!']);
  });

  it('gives each caller of a failed run its error, and the next calls still run', async () => {
    const { runs, ends, run } = heldRuns();
    const call = batched(run, 1);
    const first = call('a');
    const failing = [call('b'), call('c')];
    ends[0]();
    expect(await first).toBe('a!');
    await settled();
    ends[1](new Error('lost'));
    for (const answer of failing) await expect(answer).rejects.toThrow('lost');
    await settled();
    const after = call('d');
    expect(runs[2]).toEqual(['d']);
    ends[2]();
    expect(await after).toBe('d!');
  });
});
