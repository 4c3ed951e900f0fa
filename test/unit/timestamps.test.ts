import { isoTimestamp } from '../../src/shared/timestamps';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A timestamp as PostgreSQL writes it in a UTC session, with 0 to 6 fraction digits. */
function postgresText(date: Date, micros: number, digits: number): string {
  const fraction = digits
    ? `.${String(date.getUTCMilliseconds() * 1000 + micros)
        .padStart(6, '0')
        .slice(0, digits)}`
    : '';
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}${fraction}+00`
  );
}

describe('isoTimestamp', () => {
  it('rewrites PostgreSQL UTC text exactly as Date would parse and print it', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 5000; i += 1) {
      const date = new Date(Date.UTC(1970, 0, 1) + (next() % 4_000_000_000) * 1000 + (next() % 1000));
      const text = postgresText(date, next() % 1000, next() % 7);
      expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
      const json = `${text.replace(' ', 'T')}:00`;
      expect(isoTimestamp(json)).toBe(new Date(json).toISOString());
    }
  });

  it('leaves other forms to Date: offsets, dates and Date objects', () => {
    expect(isoTimestamp('2026-11-23 05:20:11.5+01')).toBe('2026-11-23T04:20:11.500Z');
    expect(isoTimestamp('2026-11-23T04:20:11Z')).toBe('2026-11-23T04:20:11.000Z');
    expect(isoTimestamp(new Date(Date.UTC(2026, 10, 23, 4, 20, 11, 7)))).toBe('2026-11-23T04:20:11.007Z');
    expect(isoTimestamp('2026-11-23 04:20:11.102159+00')).toBe('2026-11-23T04:20:11.102Z');
  });
});
