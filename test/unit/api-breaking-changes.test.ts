import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { breakingChanges } from '../../scripts/api-breaking-changes';
import { loadOpenApi } from '../../src/http/openapi';

const revisionFile = (edit: (doc: any) => void) => {
  const doc = loadOpenApi() as any;
  edit(doc);
  const file = join(mkdtempSync(join(tmpdir(), 'api-revision-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(doc));
  return file;
};

describe('when openapi.json is compared with the last released spec (oasdiff)', () => {
  it('then the spec as committed breaks no client', async () => {
    expect(await breakingChanges(join(__dirname, '..', '..', 'openapi.json'))).toEqual({ report: '', breaking: false });
  }, 300_000);

  it('then a removed operation or a newly required request field is reported as breaking', async () => {
    const removed = await breakingChanges(
      revisionFile((doc) => delete doc.paths['/v3/public/{publishableKey}/categories/{id}']),
    );
    expect(removed.breaking).toBe(true);
    expect(removed.report).toContain('GET /v3/public/{publishableKey}/categories/{id}');
    const required = await breakingChanges(
      revisionFile((doc) => doc.components.schemas.TaxCalculationRequest.required.push('currency')),
    );
    expect(required.breaking).toBe(true);
    expect(required.report).toContain('currency');
  }, 300_000);
});
