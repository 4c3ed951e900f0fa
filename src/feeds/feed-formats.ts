import { toDecimalString } from '../shared/money';
import type { FeedItemRow } from '../catalogue/products/feed-items.query';

export interface FeedContext {
  storeName: string;
  storeUrl: string;
  currency: string;
  language: string;
  productUrl: (row: FeedItemRow) => string;
}

// Characters XML 1.0 does not allow at all; they are dropped rather than escaped.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(INVALID_XML, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

const itemTitle = (row: FeedItemRow) =>
  row.has_options ? `${row.product_title} - ${row.variant_title}` : row.product_title;
const price = (row: FeedItemRow, currency: string) => `${toDecimalString(Number(row.amount), currency)} ${currency}`;

/** Google Merchant Center RSS 2.0: one <item> per variant, grouped by product through item_group_id. */
export const googleFeed = {
  contentType: 'application/rss+xml; charset=utf-8',
  head: (c: FeedContext) =>
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    `<title>${xml(c.storeName)}</title>\n<link>${xml(c.storeUrl)}</link>\n` +
    `<description>${xml(`${c.storeName} products (${c.language})`)}</description>\n`,
  item: (row: FeedItemRow, c: FeedContext) =>
    [
      '<item>',
      `<g:id>${xml(row.sku)}</g:id>`,
      `<g:title>${xml(itemTitle(row))}</g:title>`,
      `<g:description>${xml(row.description || row.product_title)}</g:description>`,
      `<g:link>${xml(c.productUrl(row))}</g:link>`,
      `<g:image_link>${xml(row.image_url ?? '')}</g:image_link>`,
      `<g:availability>${row.available > 0 ? 'in_stock' : 'out_of_stock'}</g:availability>`,
      `<g:price>${price(row, c.currency)}</g:price>`,
      '<g:condition>new</g:condition>',
      `<g:brand>${xml(row.vendor ?? c.storeName)}</g:brand>`,
      row.gtin ? `<g:gtin>${xml(row.gtin)}</g:gtin>` : `<g:mpn>${xml(row.sku)}</g:mpn>`,
      `<g:item_group_id>${xml(row.product_id)}</g:item_group_id>`,
      '</item>\n',
    ].join(''),
  tail: () => '</channel>\n</rss>\n',
};

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'item_group_id',
  'gtin',
];

/** Meta (Facebook/Instagram) catalogue CSV with its required columns, one row per variant. */
export const metaFeed = {
  contentType: 'text/csv; charset=utf-8',
  head: () => `${META_COLUMNS.join(',')}\r\n`,
  item: (row: FeedItemRow, c: FeedContext) =>
    `${[
      row.sku,
      itemTitle(row),
      row.description || row.product_title,
      row.available > 0 ? 'in stock' : 'out of stock',
      'new',
      price(row, c.currency),
      c.productUrl(row),
      row.image_url ?? '',
      row.vendor ?? c.storeName,
      row.product_id,
      row.gtin ?? '',
    ]
      .map((v) => csvField(v.replace(INVALID_XML, '')))
      .join(',')}\r\n`,
  tail: () => '',
};

export type FeedFormat = typeof googleFeed | typeof metaFeed;
