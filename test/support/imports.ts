import { request, type ApiResponse } from './http';

export const CSV_HEADER =
  'Handle,Title,Body (HTML),Vendor,Published,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory ' +
  'Qty,Variant Barcode,Category';

/** The bad value row i gets when it is one of the 3 % bad rows, and the column it is in. */
const BAD_VALUES = [
  { column: 'Variant Price', value: '12,50' },
  { column: 'Variant Inventory Qty', value: '-3' },
  { column: 'Variant Barcode', value: 'not-a-gtin' },
];

/** Whether row i (0-based) of a generated file is bad: three rows in every hundred. */
export const isBadRow = (i: number) => [7, 40, 73].includes(i % 100);

/**
 * A CSV file of `count` one-variant products (`prefix-i`), three in every hundred with a bad value; the problems
 * the dry run must report (line = i + 2: line 1 is the header).
 */
export function generatedCsv(
  count: number,
  prefix = 'gen',
): { text: string; bad: Array<{ line: number; column: string }> } {
  const lines = [CSV_HEADER];
  const bad: Array<{ line: number; column: string }> = [];
  for (let i = 0; i < count; i += 1) {
    const cells: Record<string, string> = {
      'Variant Price': `${10 + (i % 50)}.99`,
      'Variant Inventory Qty': String(i % 20),
      'Variant Barcode': '',
    };
    if (isBadRow(i)) {
      const wrong = BAD_VALUES[Math.floor(i / 100) % BAD_VALUES.length];
      cells[wrong.column] = wrong.value;
      bad.push({ line: i + 2, column: wrong.column });
    }
    lines.push(
      [
        `${prefix}-${i}`,
        `Generated product ${i}`,
        `"<p>Product ${i}, generated.</p>"`,
        'Acme',
        'TRUE',
        'Title',
        'Default Title',
        `${prefix.toUpperCase()}-${i}`,
        `"${cells['Variant Price']}"`,
        cells['Variant Inventory Qty'],
        cells['Variant Barcode'],
        i % 2 ? 'Apparel > Sweaters' : 'Apparel > Shirts',
      ].join(','),
    );
  }
  return { text: `${lines.join('\n')}\n`, bad };
}

export function uploadImport(
  baseUrl: string,
  secretKey: string,
  text: string,
  type = 'text/csv',
): Promise<ApiResponse> {
  return request(baseUrl, 'POST', '/v3/private/imports', {
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': type },
    rawBody: text,
  });
}

export function getImport(baseUrl: string, secretKey: string, id: string): Promise<ApiResponse> {
  return request(baseUrl, 'GET', `/v3/private/imports/${id}`, { headers: { authorization: `Bearer ${secretKey}` } });
}

export function startImport(baseUrl: string, secretKey: string, id: string): Promise<ApiResponse> {
  return request(baseUrl, 'POST', `/v3/private/imports/${id}/start`, {
    headers: { authorization: `Bearer ${secretKey}` },
  });
}

/** Polls the import until its status is one of `statuses` (within limitMs). */
export async function waitForImport(
  baseUrl: string,
  secretKey: string,
  id: string,
  statuses: string[],
  limitMs = 120_000,
): Promise<ApiResponse> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const res = await getImport(baseUrl, secretKey, id);
    if (statuses.includes(res.body?.status) || Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Uploads a file, waits for its dry run, starts it and waits for its end: the dry run's answer and the last one. */
export async function importFile(baseUrl: string, secretKey: string, text: string, type = 'text/csv') {
  const uploaded = await uploadImport(baseUrl, secretKey, text, type);
  if (uploaded.status !== 202) throw new Error(`upload answered ${uploaded.status}: ${uploaded.text}`);
  const validated = await waitForImport(baseUrl, secretKey, uploaded.body.id, ['validated', 'failed']);
  const started = await startImport(baseUrl, secretKey, uploaded.body.id);
  const finished = await waitForImport(baseUrl, secretKey, uploaded.body.id, ['completed', 'failed']);
  return { uploaded, validated, started, finished };
}
