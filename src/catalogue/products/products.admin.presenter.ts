import { money } from '../../shared/money';
import { isoTimestamp } from '../../shared/timestamps';
import type { AdminVariantRow, ProductGraph } from './products.admin.repository';

/** `stockTracked` is false for a gift card whose stock the store does not count: it is never out of stock. */
export function presentAdminVariant(v: AdminVariantRow, language: string, stockTracked: boolean) {
  return {
    id: v.id,
    sku: v.sku,
    title: v.title,
    optionValues: v.option_values,
    gtin: v.gtin,
    weightGrams: v.weight_grams,
    prices: v.prices.map((p) => money(Number(p.amount), p.currency, language)),
    stock: {
      onHand: v.stock_on_hand,
      reserved: v.stock_reserved,
      available: v.stock_on_hand - v.stock_reserved,
      tracked: stockTracked,
      locations: v.locations,
    },
    position: v.position,
    createdAt: isoTimestamp(v.created_at),
    updatedAt: isoTimestamp(v.updated_at),
  };
}

/** Whether buying the product's variants takes stock: not for a gift card unless the store counts it. */
export const stockCounted = (p: { gift_card: boolean; gift_card_tracks_stock: boolean }) =>
  !p.gift_card || p.gift_card_tracks_stock;

/** The AdminProduct resource of openapi.json; also the object of product.* events. */
export function presentAdminProduct(graph: ProductGraph, language: string) {
  const p = graph.product;
  return {
    id: p.id,
    status: p.status,
    title: p.title,
    description: p.description,
    handle: p.handle,
    vendor: p.vendor,
    giftCard: p.gift_card,
    giftCardTracksStock: p.gift_card_tracks_stock,
    categoryIds: graph.categoryIds,
    options: p.options,
    variants: graph.variants.map((v) => presentAdminVariant(v, language, stockCounted(p))),
    media: graph.media.map((m) => ({
      id: m.id,
      url: m.url,
      alt: m.alt,
      position: m.position,
      status: m.status,
      uploaded: m.uploaded,
      width: m.width,
      height: m.height,
      variants: m.variants,
    })),
    createdAt: isoTimestamp(p.created_at),
    updatedAt: isoTimestamp(p.updated_at),
  };
}

export type AdminProductView = ReturnType<typeof presentAdminProduct>;
