import { money } from '../shared/money';
import { isoTimestamp } from '../shared/timestamps';
import type { ProductListRow } from './products/product-list.query';
import type { ProductDetailRow } from './catalogue.repository';

/** A product's lowest and highest variant price at the shopper's prices (null min: unpriced in the currency). */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

/**
 * A product as a catalogue page lists it: the "from" price, the price range (null without a price in the currency),
 * stock and the first image.
 */
export function presentProductSummary(row: ProductListRow, currency: string, language: string, listed?: PriceRange) {
  const range = listed ?? { min: row.min_amount === null ? null : Number(row.min_amount), max: Number(row.max_amount) };
  const from = range.min === null ? null : money(range.min, currency, language);
  return {
    id: row.id,
    title: row.title,
    handle: row.handle,
    vendor: row.vendor,
    description: row.description,
    price: from,
    priceRange: from && { min: from, max: money(range.max ?? range.min ?? 0, currency, language) },
    inStock: row.in_stock === true,
    image: row.image_url ? { url: row.image_url, alt: row.image_alt } : null,
    createdAt: isoTimestamp(row.created_at),
  };
}

/** One product with options, variants (price in the currency, availability), media and categories. */
export function presentProduct(row: ProductDetailRow, currency: string, language: string) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    handle: row.handle,
    vendor: row.vendor,
    giftCard: row.gift_card,
    options: row.options,
    variants: row.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      title: v.title,
      optionValues: v.option_values,
      gtin: v.gtin,
      weightGrams: v.weight_grams,
      price: v.amount === null ? null : money(Number(v.amount), currency, language),
      compareAtPrice: v.compare_at_amount ? money(v.compare_at_amount, currency, language) : null,
      available: v.available,
      inStock: v.available > 0,
    })),
    media: row.media.map((m) => ({
      id: m.id,
      url: m.url,
      alt: m.alt,
      position: m.position,
      width: m.width,
      height: m.height,
      variants: m.variants,
    })),
    categories: row.categories.map((c) => ({ id: c.id, name: c.name, handle: c.handle, parentId: c.parent_id })),
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  };
}
