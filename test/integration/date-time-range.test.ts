import { startHarness, type Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { privateClient } from '../support/http';
import { expectContract } from '../support/contract';
import { listOperations, loadOpenApi } from '../../src/http/openapi';

let h: Harness;
let api: ReturnType<typeof privateClient>;
let n = 0;
const code = () => `RANGE${Date.now().toString(36)}${n++}`.toUpperCase();

/** Valid RFC 3339 that PostgreSQL cannot store (year 0, an offset past ±15:59) or JavaScript cannot print back. */
const UNSTORABLE = [
  '0000-01-01T00:00:00Z',
  '2024-01-01T00:00:00-23:59',
  '2024-01-01T00:00:00+16:00',
  '9999-12-31T23:00:00-02:00',
];
/** The edges of the documented range, which must still be accepted. */
const STORABLE = [
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2024-01-01T00:00:00-15:59',
  '2024-01-01T00:00:00+15:59',
];

const doc = loadOpenApi();
const schemaAt = (pointer: string): any => {
  const node = pointer
    .split('/')
    .slice(1)
    .reduce<any>((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  return node?.$ref ? schemaAt(node.$ref.slice(1)) : node;
};

/** Every date-time query parameter, read from openapi.json so a new one is covered too. */
const dateTimeQueries = listOperations(doc).flatMap((op) =>
  op.parameters
    .filter((p) => p.in === 'query' && schemaAt(p.schemaPointer)?.format === 'date-time')
    .map((p) => ({ operationId: op.operationId, path: op.openapiPath.replace('/v3/private', ''), name: p.name })),
);

beforeAll(async () => {
  h = await startHarness();
  api = privateClient(h.baseUrl, (await makeStore(h.orm.em)).secretKey);
});
afterAll(() => h.close());

describe('when a date-time is valid RFC 3339 but outside what the database can hold', () => {
  it('then every list filter taking one answers 400 validation_failed naming the parameter, not 500', async () => {
    expect(dateTimeQueries.map((q) => `${q.path}?${q.name}`)).toEqual(
      expect.arrayContaining(['/products?updatedFrom', '/customers?createdTo', '/orders?createdFrom']),
    );
    for (const { operationId, path, name } of dateTimeQueries) {
      for (const value of UNSTORABLE) {
        const res = await api.get(`${path}?${name}=${encodeURIComponent(value)}`);
        expectContract(operationId, res, 400);
        expect([name, value, res.body.error.code, res.body.error.details[0].field]).toEqual([
          name,
          value,
          'validation_failed',
          `query.${name}`,
        ]);
        expect(res.body.error.message).toContain('0001 to 9999');
      }
      for (const value of STORABLE)
        expectContract(operationId, await api.get(`${path}?${name}=${encodeURIComponent(value)}`), 200);
    }
  });

  it('then a discount created or updated with such a startsAt or endsAt answers 400 naming the field', async () => {
    const discount = (await api.post('/discounts', { code: code(), type: 'percentage', value: 10 })).body;
    for (const field of ['startsAt', 'endsAt']) {
      for (const value of UNSTORABLE) {
        const created = await api.post('/discounts', { code: code(), type: 'percentage', value: 10, [field]: value });
        expectContract('adminCreateDiscount', created, 400);
        expect(created.body.error.details.map((d: { field: string }) => d.field)).toContain(`body.${field}`);
        const updated = await api.patch(`/discounts/${discount.id}`, { [field]: value });
        expectContract('adminUpdateDiscount', updated, 400);
        expect(updated.body.error.details.map((d: { field: string }) => d.field)).toContain(`body.${field}`);
      }
    }
    const edges = await api.post('/discounts', {
      code: code(),
      type: 'percentage',
      value: 10,
      startsAt: STORABLE[0],
      endsAt: STORABLE[1],
    });
    expectContract('adminCreateDiscount', edges, 201);
    expect([edges.body.startsAt, edges.body.endsAt]).toEqual(['0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.000Z']);
  });
});
