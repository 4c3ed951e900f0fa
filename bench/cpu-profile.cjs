/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload, loaded by node --require */
/**
 * Preloaded into the processes a benchmark starts, writes a V8 CPU profile of the worker (src/worker.ts), or of the API
 * (src/server.ts) with BENCH_PROFILE_PROCESS=server, to $BENCH_PROFILE_DIR/<process>-<pid>.cpuprofile when it exits
 * (`--cpu-prof` is refused in NODE_OPTIONS, which is how the benches reach their processes). Sampled every 0.5 ms of
 * wall time: a process descheduled on a loaded machine shows the time in whatever it was running. Open it in Chrome's
 * DevTools, or sum it by function.
 *   BENCH_PROFILE_DIR=/tmp/prof NODE_OPTIONS="--require $PWD/bench/cpu-profile.cjs" npm run bench:checkout -- 20 100
 */
const { isMainThread } = require('node:worker_threads');

const profiled = process.env.BENCH_PROFILE_PROCESS === 'server' ? 'server' : 'worker';
const entry = new RegExp(`${profiled}\\.(ts|js)$`);
if (isMainThread && process.env.BENCH_PROFILE_DIR && process.argv.some((arg) => entry.test(arg)))
  profileUntilExit(process.env.BENCH_PROFILE_DIR);

function profileUntilExit(dir) {
  const inspector = require('node:inspector');
  const { writeFileSync } = require('node:fs');
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  // The in-process session answers synchronously, so the profile is written before the process ends.
  process.on('exit', () =>
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(`${dir}/${profiled}-${process.pid}.cpuprofile`, JSON.stringify(result.profile));
    }),
  );
}
