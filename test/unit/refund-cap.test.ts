import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { refundRefusal } from '../../src/orders/refund-cap';
import { statusOf } from '../../src/http/error-status';

describe('when a refund amount is judged against what is still refundable', () => {
  it('then up to the refundable amount passes', () => {
    expect(refundRefusal(1, 5000)).toBeUndefined();
    expect(refundRefusal(5000, 5000)).toBeUndefined();
  });

  it('then more than that is refused 422 refund_exceeds_captured with both figures', () => {
    expect(statusOf('refund_exceeds_captured')).toBe(422);
    expect(refundRefusal(5001, 5000)).toEqual({
      code: 'refund_exceeds_captured',
      message: 'At most 5000 (minor units) can still be refunded.',
      details: { requested: 5001, refundable: 5000 },
    });
  });

  it('then nothing, or less, is refused 400 validation_failed on body.amount', () => {
    expect(statusOf('validation_failed')).toBe(400);
    expect(refundRefusal(0, 5000)).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'body.amount', code: 'minimum' }],
    });
  });
});

describe('when the code that judges refunds is searched', () => {
  const root = join(__dirname, '..', '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? sources(path) : name.endsWith('.ts') ? [path] : [];
    });

  it('then the cap is written once, in the pure planner the service and the order workflow both call', () => {
    const files = ['src', 'workflows', 'activities'].flatMap((dir) => sources(join(root, dir)));
    // The list of error codes names every code; it judges nothing.
    const codeList = join(root, 'src', 'shared', 'errors.ts');
    const writers = files.filter(
      (file) => file !== codeList && readFileSync(file, 'utf8').includes("'refund_exceeds_captured'"),
    );
    expect(writers.map((file) => file.slice(root.length + 1))).toEqual(['src/orders/refund-cap.ts']);
  });
});
