/** One scrape of a Prometheus text endpoint, read the way Prometheus reads it. */
export interface Scrape {
  text: string;
  /** The value of the sample with this name and (at least) these labels; undefined if there is none. */
  value(name: string, labels?: Record<string, string>): number | undefined;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseScrape(text: string): Scrape {
  const samples = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = SAMPLE.exec(line);
      if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map((m) => [m[1], m[2]]));
      return { name: match[1], labels, value: Number(match[3]) };
    });
  return {
    text,
    value: (name, labels = {}) =>
      samples.find((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
        ?.value,
  };
}

export async function scrape(url: string): Promise<Scrape> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  expectPrometheusText(response.headers.get('content-type') ?? '');
  return parseScrape(await response.text());
}

function expectPrometheusText(contentType: string): void {
  if (!contentType.startsWith('text/plain')) throw new Error(`metrics served as ${contentType}, not Prometheus text`);
}
