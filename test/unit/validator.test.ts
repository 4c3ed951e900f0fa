import { listOperations, loadOpenApi } from '../../src/http/openapi';
import { RequestValidator } from '../../src/http/validator';

const doc = loadOpenApi();
const operations = listOperations(doc);
const validator = new RequestValidator(doc, operations);
const input = (query: Record<string, string>) => ({ params: {}, query, headers: {}, body: undefined });

describe('when a request leaves out a parameter that openapi.json gives a default', () => {
  const lists = operations.filter(
    (op) =>
      op.method === 'GET' &&
      op.parameters.some((p) => p.componentName === 'Limit') &&
      !op.parameters.some((p) => p.in === 'path' && p.name !== 'publishableKey'),
  );

  it('then every list operation sees the documented default limit of 20, through the shared parameter', () => {
    expect(lists.length).toBeGreaterThan(5);
    for (const op of lists) {
      expect([op.operationId, validator.validate(op.operationId, input({})).query.limit]).toEqual([op.operationId, 20]);
    }
  });

  it('then a limit that was sent is kept and coerced to an integer', () => {
    expect(validator.validate(lists[0].operationId, input({ limit: '7' })).query.limit).toBe(7);
  });
});
