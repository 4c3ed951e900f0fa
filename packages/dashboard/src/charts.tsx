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
