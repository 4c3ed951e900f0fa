import { request as httpRequest } from 'node:http';
import { parse } from 'csv-parse/sync';
import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { privateClient, request } from '../support/http';
import { expectContract } from '../support/contract';
import { makeCustomer } from '../support/customers';
import { eventually } from '../support/webhook-receiver';

let h: Harness;
let storeId: string;
let secretKey: string;
let api: ReturnType<typeof privateClient>;

type Row = Record<string, any>;

beforeAll(async () => {
  h = await startHarness({ worker: true });
  const store = await makeStore(h.orm.em);
  storeId = store.store.id;
  secretKey = store.secretKey;
  api = privateClient(h.baseUrl, secretKey);
});
afterAll(() => h?.close());

const em = () => h.orm.em.fork();

/** Sends a CSV file as the body of a PUT, as it is. */
const putCsv = (path: string, csv: string, contentType = 'text/csv') =>
  request(h.baseUrl, 'PUT', `/v3/private${path}`, {
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': contentType },
    rawBody: csv,
  });

/**
 * A file over the limit, on a connection of its own that closes after it: the server answers 413 before it has read
 * the body, and a kept-alive connection would be left with the unread rest (the next request on it is reset).
 */
function putTooLarge(path: string, csv: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${h.baseUrl}/v3/private${path}`, {
      method: 'PUT',
      agent: false,
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'text/csv', connection: 'close' },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    // The server may stop reading and close before the whole body is sent; its answer has come by then.
    req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'EPIPE' ? undefined : reject(error)));
    req.end(csv);
  });
}

/** Runs an export to CSV to its end and answers its file's rows. */
async function exported(path: string, operations: [string, string], filters: Row): Promise<Row[]> {
  const started = await api.post(path, { format: 'csv', filters });
  expectContract(operations[0], started, 202);
  const done = await eventually(async () => {
    const res = await api.get(`${path}/${started.body.id}`);
    expectContract(operations[1], res, 200);
    return res.body.status === 'completed' && res.body;
  }, `the export ${path} to complete`);
  const link = new URL(done.download.url);
  const file = await request(h.baseUrl, 'GET', `${link.pathname}${link.search}`);
  expect(file.status).toBe(200);
  return parse(file.text, { columns: true });
}

describe('when a price list’s prices are exported and imported as CSV', () => {
  let variants: Array<{ id: string; sku: string }>;
  let source: Row;

  beforeAll(async () => {
    variants = [];
    for (const sku of ['CSV-A', 'CSV-B']) {
      const made = await makeProduct(em(), storeId, {
        variants: [{ sku: `${sku}-${storeId}`, prices: { USD: 3000 } }],
      });
      variants.push({ id: made.variantIds[0], sku: `${sku}-${storeId}` });
    }
    const created = await api.post('/price-lists', {
      name: 'Trade',
      kind: 'override',
      prices: [
        { variantId: variants[0].id, currency: 'USD', amount: 2000, compareAtAmount: 3000 },
        { variantId: variants[0].id, currency: 'USD', minQuantity: 10, amount: 1500 },
        { variantId: variants[1].id, currency: 'EUR', amount: 2500 },
      ],
    });
    expectContract('adminCreatePriceList', created, 201);
    source = created.body;
  });

  it('then the export’s file imports into another list as it is, giving it the same prices', async () => {
    const rows = await exported('/price-list-exports', ['adminExportPriceLists', 'adminGetPriceListsExport'], {
      priceListId: source.id,
    });
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.variantId === variants[0].id && row.minQuantity === '1')).toEqual({
      priceListId: source.id,
      priceListName: 'Trade',
      variantId: variants[0].id,
      sku: variants[0].sku,
      currency: 'USD',
      minQuantity: '1',
      amount: '2000',
      compareAtAmount: '3000',
    });
    const target = await api.post('/price-lists', { name: 'Copy', kind: 'override' });
    const header = Object.keys(rows[0]).join(',');
    const csv = [header, ...rows.map((row) => Object.values(row).join(','))].join('\n');
    const imported = await putCsv(`/price-lists/${target.body.id}/prices`, csv);
    expectContract('adminImportPriceListPrices', imported, 200);
    const strip = (prices: Row[]) =>
      prices.map(({ variantId, currency, minQuantity, amount, compareAtAmount }) => ({
        variantId,
        currency,
        minQuantity,
        amount: amount.amount,
        compareAt: compareAtAmount?.amount ?? null,
      }));
    expect(strip(imported.body.prices)).toEqual(strip(source.prices));
    // The same file again changes nothing.
    const again = await putCsv(`/price-lists/${target.body.id}/prices`, csv);
    expect(strip(again.body.prices)).toEqual(strip(source.prices));
  });

  it('then a file naming variants by SKU replaces the prices, and a bad file changes nothing', async () => {
    const bySku = await putCsv(
      `/price-lists/${source.id}/prices`,
      `sku,currency,amount\n${variants[1].sku},USD,1999\n`,
    );
    expectContract('adminImportPriceListPrices', bySku, 200);
    expect(bySku.body.prices).toEqual([
      expect.objectContaining({
        variantId: variants[1].id,
        currency: 'USD',
        amount: expect.objectContaining({ amount: 1999 }),
      }),
    ]);

    const bad = await putCsv(
      `/price-lists/${source.id}/prices`,
      [
        'variantId,sku,currency,minQuantity,amount,compareAtAmount',
        `,NO-SUCH-SKU,USD,,100,`,
        `${variants[0].id},,JPY,,100,`,
        `${variants[0].id},,USD,0,1.5,`,
        `,,USD,,100,`,
      ].join('\n'),
    );
    expectContract('adminImportPriceListPrices', bad, 400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(bad.body.error.details.map((d: Row) => [d.field, d.code])).toEqual([
      ['body.line.2.sku', 'not_found'],
      ['body.line.3.currency', 'currency_not_supported'],
      ['body.line.4.amount', 'invalid'],
      ['body.line.4.minQuantity', 'invalid'],
      ['body.line.5.variantId', 'required'],
    ]);
    const crossChecked = await putCsv(
      `/price-lists/${source.id}/prices`,
      `variantId,currency,amount,compareAtAmount\n${variants[0].id},USD,100,\n${variants[0].id},USD,200,150\n`,
    );
    expectContract('adminImportPriceListPrices', crossChecked, 400);
    expect(crossChecked.body.error.details.map((d: Row) => [d.field, d.code])).toEqual([
      ['body.line.3.(row)', 'duplicate'],
      ['body.line.3.compareAtAmount', 'not_above_price'],
    ]);
    const unchanged = await api.get(`/price-lists/${source.id}`);
    expect(unchanged.body.prices).toHaveLength(1);
    expect(unchanged.body.prices[0].amount.amount).toBe(1999);
  });

  it('then every other bad upload answers its envelope', async () => {
    const noColumns = await putCsv(`/price-lists/${source.id}/prices`, 'name,price\nx,1\n');
    expectContract('adminImportPriceListPrices', noColumns, 400);
    expect(noColumns.body.error.details.map((d: Row) => d.field)).toEqual([
      'body.line.1.variantId',
      'body.line.1.currency',
      'body.line.1.amount',
    ]);
    const percentage = await api.post('/price-lists', { name: 'Sale', kind: 'percentage', percentOff: 5 });
    const onPercentage = await putCsv(
      `/price-lists/${percentage.body.id}/prices`,
      `variantId,currency,amount\n${variants[0].id},USD,100\n`,
    );
    expectContract('adminImportPriceListPrices', onPercentage, 400);
    expect(onPercentage.body.error.details[0]).toMatchObject({ field: 'body', code: 'not_allowed' });
    const json = await putCsv(`/price-lists/${source.id}/prices`, '{}', 'application/json');
    expectContract('adminImportPriceListPrices', json, 415);
    const big = await putTooLarge(
      `/price-lists/${source.id}/prices`,
      `sku,currency,amount\n${'x,USD,1\n'.repeat(300_000)}`,
    );
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('payload_too_large');
    const missing = await putCsv('/price-lists/plist_nope/prices', 'sku,currency,amount\n');
    expectContract('adminImportPriceListPrices', missing, 404);
    const other = await makeStore(h.orm.em);
    const foreign = await request(h.baseUrl, 'PUT', `/v3/private/price-lists/${source.id}/prices`, {
      headers: { authorization: `Bearer ${other.secretKey}`, 'content-type': 'text/csv' },
      rawBody: 'sku,currency,amount\n',
    });
    expectContract('adminImportPriceListPrices', foreign, 404);
  });
});

describe('when a customer group’s members are imported and exported as CSV', () => {
  it('then customers named by e-mail or id are placed, the export lists them, an unknown one refuses all', async () => {
    const group = await api.post('/customer-groups', { name: 'Wholesale' });
    expectContract('adminCreateCustomerGroup', group, 201);
    const other = await api.post('/customer-groups', { name: 'Retail' });
    const adaEmail = `ada-${Date.now()}@example.com`;
    const ada = await makeCustomer(em(), storeId, adaEmail);
    const bob = await makeCustomer(em(), storeId, `bob-${Date.now()}@example.com`);
    await api.put(`/customer-groups/${other.body.id}/customers/${bob}`);

    const refused = await putCsv(
      `/customer-groups/${group.body.id}/customers`,
      `email,customerId\n${adaEmail.toUpperCase()},\nnobody@example.com,\n,cus_nope\n`,
    );
    expectContract('adminImportCustomerGroupMembers', refused, 400);
    expect(refused.body.error.details.map((d: Row) => [d.field, d.code])).toEqual([
      ['body.line.3.email', 'not_found'],
      ['body.line.4.customerId', 'not_found'],
    ]);
    expect((await api.get(`/customer-groups/${group.body.id}/customers`)).body.data).toEqual([]);

    const csv = `email,customerId\n${adaEmail.toUpperCase()},\n,${bob}\n${adaEmail},\n`;
    const placed = await putCsv(`/customer-groups/${group.body.id}/customers`, csv);
    expectContract('adminImportCustomerGroupMembers', placed, 200);
    expect(placed.body).toEqual({ customerGroupId: group.body.id, placed: 2 });
    // Bob moved out of Retail: a customer is in one group.
    expect((await api.get(`/customer-groups/${other.body.id}/customers`)).body.data).toEqual([]);

    const rows = await exported(
      '/customer-group-exports',
      ['adminExportCustomerGroups', 'adminGetCustomerGroupsExport'],
      { customerGroupId: group.body.id },
    );
    expect(rows.map((row) => row.customerId).sort()).toEqual([ada, bob].sort());
    expect(rows.find((row) => row.customerId === ada)).toEqual({
      customerGroupId: group.body.id,
      customerGroupHandle: group.body.handle,
      customerId: ada,
      email: adaEmail,
    });
    // The export's file imports as it is.
    const header = Object.keys(rows[0]).join(',');
    const again = await putCsv(
      `/customer-groups/${group.body.id}/customers`,
      [header, ...rows.map((row) => Object.values(row).join(','))].join('\n'),
    );
    expect(again.body.placed).toBe(2);

    const foreign = await api.post('/customer-group-exports', {
      format: 'csv',
      filters: { customerGroupId: 'cgrp_nope' },
    });
    expectContract('adminExportCustomerGroups', foreign, 404);
  });
});
