import { startHarness, type Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { publicClient, request } from '../support/http';
import { expectContract } from '../support/contract';
import { loadOpenApi, type OpenApiDocument } from '../../src/http/openapi';

/**
 * A fixture spec: openapi.json with GET /store deprecated and the `sort` query parameter of GET /products
 * deprecated, served by the real app, so the real middleware reads the marks as it would from openapi.json.
 */
function fixtureSpec(): OpenApiDocument {
  const doc = loadOpenApi();
  Object.assign(doc.paths['/v3/public/{publishableKey}/store'].get, {
    deprecated: true,
    'x-deprecated-at': '2026-12-01',
    'x-sunset': '2027-06-01',
  });
  const products = doc.paths['/v3/public/{publishableKey}/products'].get;
  products.parameters = products.parameters?.map((p) =>
    p.name === 'sort' ? { ...p, deprecated: true, 'x-deprecated-at': '2026-12-15', 'x-sunset': '2027-07-01' } : p,
  );
  return doc;
}

let h: Harness;
let api: ReturnType<typeof publicClient>;

beforeAll(async () => {
  h = await startHarness({ openApi: fixtureSpec() });
  api = publicClient(h.baseUrl, (await makeStore(h.orm.em)).publishableKey);
});
afterAll(() => h.close());

const changelogLinks =
  '</docs/api-changelog>; rel="deprecation"; type="text/markdown", ' +
  '</docs/api-changelog>; rel="sunset"; type="text/markdown"';

describe('when an operation is deprecated in the spec', () => {
  it('then every answer carries Deprecation (RFC 9745), Sunset (RFC 8594) and a changelog Link, exposed', async () => {
    const res = await api.get('/store');
    expectContract('getStore', res, 200);
    expect(res.headers.get('deprecation')).toBe(`@${Date.UTC(2026, 11, 1) / 1000}`);
    expect(res.headers.get('sunset')).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
    expect(res.headers.get('link')).toBe(changelogLinks);
    expect(res.headers.get('access-control-expose-headers')).toEqual(
      expect.stringContaining('Deprecation, Sunset, Link'),
    );
  });

  it('then the changelog the Link points to is served', async () => {
    const changelog = await request(h.baseUrl, 'GET', '/docs/api-changelog');
    expect([changelog.status, changelog.headers.get('content-type')]).toEqual([200, 'text/markdown; charset=utf-8']);
    expect(changelog.text).toContain('# API changelog');
  });
});

describe('when a parameter is deprecated in the spec', () => {
  it('then a request that uses it gets the headers, and one that does not gets none', async () => {
    const sorted = await api.get('/products?sort=price_asc');
    expectContract('listProducts', sorted, 200);
    expect([sorted.headers.get('deprecation'), sorted.headers.get('sunset')]).toEqual([
      `@${Date.UTC(2026, 11, 15) / 1000}`,
      'Thu, 01 Jul 2027 00:00:00 GMT',
    ]);
    const plain = await api.get('/products');
    expectContract('listProducts', plain, 200);
    expect([plain.headers.get('deprecation'), plain.headers.get('sunset'), plain.headers.get('link')]).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('when openapi.json itself is read', () => {
  it('then whatever it deprecates says since when and until when, at least 6 months apart (docs/versioning.md)', () => {
    const marks: Array<{ where: string; deprecatedAt?: string; sunset?: string }> = [];
    for (const [path, item] of Object.entries(loadOpenApi().paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (op.deprecated)
          marks.push({ where: `${method} ${path}`, deprecatedAt: op['x-deprecated-at'], sunset: op['x-sunset'] });
        for (const p of op.parameters ?? [])
          if (p.deprecated)
            marks.push({
              where: `${method} ${path} ${p.name}`,
              deprecatedAt: p['x-deprecated-at'],
              sunset: p['x-sunset'],
            });
      }
    }
    const sixMonths = 182 * 24 * 3600 * 1000;
    const short = marks.filter(
      (m) => !m.deprecatedAt || !m.sunset || Date.parse(m.sunset) - Date.parse(m.deprecatedAt) < sixMonths,
    );
    expect(short).toEqual([]);
  });
});
