import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadOpenApi } from '../../src/http/openapi';
import { undocumentedAnswer } from '../support/contract';

const base = 'http://127.0.0.1:3000';
const error = (code: string) => ({ error: { code, message: 'm', requestId: 'req_1' } });

describe('when the answer recorder judges an answer against openapi.json', () => {
  it('then a listed status with a listed code passes, on any path the spec matches', () => {
    expect(
      undocumentedAnswer({
        method: 'GET',
        url: `${base}/v3/public/pk_live_x/products/prod_1`,
        status: 404,
        body: error('resource_not_found'),
      }),
    ).toBeUndefined();
    expect(
      undocumentedAnswer({
        method: 'POST',
        url: `${base}/v3/public/pk_live_x/cart/items`,
        status: 409,
        body: error('cart_item_out_of_stock'),
      }),
    ).toBeUndefined();
    expect(undocumentedAnswer({ method: 'GET', url: `${base}/health`, status: 500, body: undefined })).toBeUndefined();
  });

  it('then a status the operation does not list fails, naming the operation', () => {
    expect(
      undocumentedAnswer({
        method: 'GET',
        url: `${base}/v3/public/pk_live_x/store`,
        status: 402,
        body: error('payment_declined'),
      }),
    ).toMatch(/^getStore .*HTTP 402/);
    expect(
      undocumentedAnswer({
        method: 'GET',
        url: `${base}/v3/private/orders`,
        status: 500,
        body: error('internal_error'),
      }),
    ).toMatch(/^adminListOrders .*HTTP 500/);
  });

  it('then a code the status does not list fails, and so does a body without the envelope', () => {
    expect(
      undocumentedAnswer({
        method: 'GET',
        url: `${base}/v3/public/pk_live_x/store`,
        status: 401,
        body: error('session_invalid'),
      }),
    ).toMatch(/getStore .* 401 body does not match/);
    expect(
      undocumentedAnswer({
        method: 'GET',
        url: `${base}/v3/public/pk_live_x/store`,
        status: 400,
        body: error('made_up_code'),
      }),
    ).toMatch(/must be equal to one of the allowed values/);
    expect(
      undocumentedAnswer({
        method: 'GET',
        url: `${base}/v3/public/pk_live_x/store`,
        status: 400,
        body: { message: 'bare' },
      }),
    ).toMatch(/must have required property 'error'/);
  });

  it('then outside the operations only 404 route_not_found or unsupported_api_version and 405 are documented', () => {
    expect(
      undocumentedAnswer({
        method: 'GET',
        url: `${base}/v3/public/pk_live_x/nothing-here`,
        status: 404,
        body: error('route_not_found'),
      }),
    ).toBeUndefined();
    expect(
      undocumentedAnswer({
        method: 'PUT',
        url: `${base}/v3/public/pk_live_x/store`,
        status: 405,
        body: error('method_not_allowed'),
      }),
    ).toBeUndefined();
    expect(
      undocumentedAnswer({
        method: 'GET',
        url: `${base}/v3/public/pk_live_x/nothing-here`,
        status: 500,
        body: error('internal_error'),
      }),
    ).toMatch(/HTTP 500 is not an answer/);
    expect(
      undocumentedAnswer({
        method: 'GET',
        url: `${base}/v3/public/pk_live_x/nothing-here`,
        status: 404,
        body: error('resource_not_found'),
      }),
    ).toMatch(/404 resource_not_found is undocumented/);
  });
});

describe("when the Error schema's code enumeration is read", () => {
  it('then it names every code the service emits', () => {
    const emitted = new Set<string>();
    const files = ['src', 'workflows', 'activities'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f)),
    );
    for (const file of files.filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(
        /DomainError\(\s*'([a-z_]+)'|status: \d{3},\s*(?:reason: '[^']*',\s*)?code: '([a-z_]+)'/g,
      ))
        emitted.add(m[1] ?? m[2]);
    }
    const codes = (loadOpenApi().components.schemas as any).Error.properties.error.properties.code.enum as string[];
    expect(emitted.size).toBeGreaterThan(30);
    expect([...emitted].filter((code) => !codes.includes(code))).toEqual([]);
  });
});
