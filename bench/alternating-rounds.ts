import type { StartedApi } from './api-process';
import { measure, medianOfRounds, type Measurement, type Scenario } from './scenarios';

/**
 * Two APIs (two ways of running the same service) measured on the same scenarios in alternating rounds: A then B,
 * then B then A, and so on, so that the drift of a shared machine over the run favours neither. Each round's two runs
 * follow each other, so the median of the rounds' own differences is the figure that drifts least; the API's CPU time
 * per request is the one to trust on a busy machine, where req/s follows the other processes.
 */

export interface RoundsOptions {
  rounds: number;
  /** Seconds per run. */
  duration: number;
  /** Seconds each API serves each scenario before the rounds, untimed. */
  warmup: number;
  connections: number;
  /** After the warm-up, before the rounds (for example ANALYZE of the tables the warm-up filled). */
  afterWarmup?: () => Promise<void>;
  log: (line: string) => void;
}

export interface Compared {
  a: Measurement;
  b: Measurement;
  /** Median over rounds of how much less B served than A, in % of A. */
  pairedThroughputCost: number;
  /** Median over rounds of how much more API CPU a request cost with B than with A, in % of A. */
  pairedCpuCost: number;
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/** How much less B served than A, in % of A. */
export const throughputCostOf = (b: Measurement, a: Measurement) =>
  ((a.requestsPerSecond - b.requestsPerSecond) / a.requestsPerSecond) * 100;

/** How much more API CPU a request cost with B than with A, in % of A; a CPU-bound API loses about this throughput. */
export const cpuCostOf = (b: Measurement, a: Measurement) =>
  b.cpu.apiMs === null || a.cpu.apiMs === null ? NaN : ((b.cpu.apiMs - a.cpu.apiMs) / a.cpu.apiMs) * 100;

export async function alternatingRounds(
  apis: { a: StartedApi; b: StartedApi },
  labels: { a: string; b: string },
  scenarios: Scenario[],
  options: RoundsOptions,
): Promise<Compared[]> {
  const run = (arm: 'a' | 'b', scenario: Scenario, seconds: number) =>
    measure(apis[arm].url, labels[arm], scenario, options.connections, seconds, {
      apiPid: apis[arm].child.pid,
      postgres: true,
    });
  for (const scenario of scenarios) for (const arm of ['a', 'b'] as const) await run(arm, scenario, options.warmup);
  await options.afterWarmup?.();

  const results: Compared[] = [];
  for (const scenario of scenarios) {
    const byArm: Record<'a' | 'b', Measurement[]> = { a: [], b: [] };
    for (let round = 0; round < options.rounds; round += 1) {
      for (const arm of round % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const)) {
        const m = await run(arm, scenario, options.duration);
        options.log(
          `${scenario.name}, ${arm.toUpperCase()} ${labels[arm]} (round ${round + 1}): ${m.requestsPerSecond} req/s, ` +
            `p99 ${m.p99} ms, API CPU ${m.cpu.apiMs?.toFixed(3)} ms/req`,
        );
        byArm[arm].push(m);
      }
    }
    results.push({
      a: medianOfRounds(byArm.a),
      b: medianOfRounds(byArm.b),
      pairedThroughputCost: median(byArm.b.map((b, round) => throughputCostOf(b, byArm.a[round]))),
      pairedCpuCost: median(byArm.b.map((b, round) => cpuCostOf(b, byArm.a[round]))),
    });
  }
  return results;
}

/** One line per scenario: req/s and API CPU per request of each, and what B costs against A, overall and paired. */
export function comparisonTable(results: Compared[], labels: { a: string; b: string }): string {
  const percent = (value: number, width: number) => `${value.toFixed(1)} %`.padStart(width);
  const cpu = (m: Measurement) => (m.cpu.apiMs === null ? '-' : m.cpu.apiMs.toFixed(3));
  const lines = [
    `B (${labels.b}) against A (${labels.a}); cost: how much less B served, ` +
      `how much more API CPU a request cost with B`,
    'scenario                            req/s A  req/s B  throughput cost  paired' +
      '  API CPU ms/req A      B  CPU cost  paired',
  ];
  for (const { a, b, pairedThroughputCost, pairedCpuCost } of results) {
    lines.push(
      `${a.scenario.padEnd(36)}${String(a.requestsPerSecond).padStart(7)}${String(b.requestsPerSecond).padStart(9)}` +
        `${percent(throughputCostOf(b, a), 17)}${percent(pairedThroughputCost, 8)}` +
        `${cpu(a).padStart(18)}${cpu(b).padStart(7)}${percent(cpuCostOf(b, a), 10)}${percent(pairedCpuCost, 8)}`,
    );
  }
  return lines.join('\n');
}
