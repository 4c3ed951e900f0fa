/**
 * Small charts drawn as SVG by hand (no chart library: two polylines and some bars are less code than adapting one,
 * and cost nothing of the bundle budget). Each chart is hidden from screen readers and followed by a table of the
 * same numbers that only they read.
 */
const WIDTH = 600;
const HEIGHT = 160;
const PAD = 4;

const pointsOf = (values: number[], max: number) =>
  values
    .map((value, i) => {
      const x = PAD + (i * (WIDTH - 2 * PAD)) / Math.max(values.length - 1, 1);
      const y = HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** "+12%" against the previous period; nothing to compare against without a previous figure. */
export function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'no change' : 'new';
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

export interface Series {
  title: string;
  labels: string[];
  current: number[];
  previous: number[];
  format: (value: number) => string;
}

/** This period as a line, the period before as a dashed one, the days as a table for screen readers. */
export function LineChart({ title, labels, current, previous, format }: Series) {
  const max = Math.max(1, ...current, ...previous);
  const slug = title.toLowerCase().replace(/[^a-z]+/g, '-');
  return (
    <figure class="chart" data-chart={slug}>
      <figcaption>
        <strong>{title}</strong>: <span class="chart-total">{format(sum(current))}</span> (
        {change(sum(current), sum(previous))} against {format(sum(previous))} the 30 days before)
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        class="chart-svg"
      >
        <line x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} class="chart-axis" />
        <polyline points={pointsOf(previous, max)} class="chart-previous" />
        <polyline points={pointsOf(current, max)} class="chart-current" />
      </svg>
      <p class="chart-legend" aria-hidden="true">
        <span class="key-current">— last 30 days</span> <span class="key-previous">- - the 30 days before</span>
        <span class="chart-max">peak {format(max)}</span>
      </p>
      <table class="visually-hidden">
        <caption>{title} by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Last 30 days</th>
            <th scope="col">The 30 days before</th>
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{format(current[i])}</td>
              <td>{format(previous[i] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** A bar per row beside its number, scaled to the largest. */
export function Bar({ value, max }: { value: number; max: number }) {
  return (
    <svg viewBox="0 0 100 10" class="bar" aria-hidden="true" focusable="false" preserveAspectRatio="none">
      <rect x="0" y="0" height="10" width={max > 0 ? (value / max) * 100 : 0} />
    </svg>
  );
}

export interface FunnelStep {
  label: string;
  value: number;
}

/** "40%" of the step before; a dash when the step before had none. */
export const share = (value: number, of: number) => (of === 0 ? '—' : `${Math.round((value / of) * 100)}%`);

/**
 * The funnel's steps as bars scaled to the first, each with its count and its share of the step before; a table of
 * the same numbers for screen readers.
 */
export function FunnelChart({ title, steps }: { title: string; steps: FunnelStep[] }) {
  const max = Math.max(1, ...steps.map((s) => s.value));
  const rowHeight = 28;
  return (
    <figure class="chart" data-chart="funnel">
      <figcaption>
        <strong>{title}</strong>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${steps.length * rowHeight}`}
        aria-hidden="true"
        focusable="false"
        class="chart-funnel"
      >
        {steps.map((step, i) => (
          <g key={step.label}>
            <rect
              x={0}
              y={i * rowHeight + 4}
              height={rowHeight - 8}
              width={(step.value / max) * (WIDTH * 0.6)}
              class="funnel-bar"
            />
            <text x={WIDTH * 0.62} y={i * rowHeight + rowHeight / 2 + 5} class="chart-text">
              {`${step.label}: ${step.value}${i > 0 ? ` (${share(step.value, steps[i - 1].value)})` : ''}`}
            </text>
          </g>
        ))}
      </svg>
      <table class="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Count</th>
            <th scope="col">Of the step before</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step, i) => (
            <tr key={step.label} data-step={step.label}>
              <th scope="row">{step.label}</th>
              <td>{step.value}</td>
              <td>{i === 0 ? '—' : share(step.value, steps[i - 1].value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export interface StackedSeries {
  title: string;
  labels: string[];
  /** Two series stacked per label: the lower one first. */
  names: [string, string];
  values: [number[], number[]];
  /** What the caption says of the whole range (the columns' sums when absent). */
  summary?: string;
}

/** A column per label, two series stacked in it, with a table of the numbers for screen readers. */
export function StackedBars({ title, labels, names, values, summary }: StackedSeries) {
  const max = Math.max(1, ...labels.map((_, i) => values[0][i] + values[1][i]));
  const slot = (WIDTH - 2 * PAD) / Math.max(labels.length, 1);
  const height = (value: number) => (value / max) * (HEIGHT - 2 * PAD);
  const slug = title.toLowerCase().replace(/[^a-z]+/g, '-');
  return (
    <figure class="chart" data-chart={slug}>
      <figcaption>
        <strong>{title}</strong>:{' '}
        {summary ?? `${sum(values[0])} ${names[0].toLowerCase()}, ${sum(values[1])} ${names[1].toLowerCase()}`}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        class="chart-svg"
      >
        <line x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} class="chart-axis" />
        {labels.map((label, i) => {
          const x = PAD + i * slot + slot * 0.15;
          const lower = height(values[0][i]);
          const upper = height(values[1][i]);
          return (
            <g key={label}>
              <rect x={x} width={slot * 0.7} y={HEIGHT - PAD - lower} height={lower} class="stack-lower" />
              <rect x={x} width={slot * 0.7} y={HEIGHT - PAD - lower - upper} height={upper} class="stack-upper" />
            </g>
          );
        })}
      </svg>
      <p class="chart-legend" aria-hidden="true">
        <span class="key-lower">■ {names[0]}</span> <span class="key-upper">■ {names[1]}</span>
      </p>
      <table class="visually-hidden">
        <caption>{title} by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{names[0]}</th>
            <th scope="col">{names[1]}</th>
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{values[0][i]}</td>
              <td>{values[1][i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
