import type { EntityManager } from '@mikro-orm/postgresql';
import { toPage, type CursorCodec, type Page } from '../shared/pagination';
import { isoTimestamp } from '../shared/timestamps';
import type { Store } from '../stores/store.entity';
import { getLocation } from '../catalogue/stock/locations.admin.service';
import { openAllocationsAt } from '../catalogue/stock/stock-allocation.repository';
import { pickListNames } from './orders.repository';

export interface PickListQuery {
  locationId: string;
  cursor?: string;
  limit: number;
}

export interface PickListLine {
  orderId: string;
  orderNumber: string;
  orderCreatedAt: string;
  lineIds: string[];
  variantId: string;
  sku: string;
  title: string;
  variantTitle: string;
  quantity: number;
}

/**
 * What a location still has to ship: each paid order's units of a variant allocated there and not yet fulfilled
 * (cancelled orders' allocations are closed), oldest allocation first, a page at a time. The allocations are the
 * catalogue's; the orders domain names them (order number, lines, SKU and title as the order recorded them).
 */
export async function listPickList(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  query: PickListQuery,
): Promise<Page<PickListLine>> {
  await getLocation(em, store.id, query.locationId);
  const fingerprint = `pickList:${query.locationId}`;
  const position = query.cursor ? cursors.decode(fingerprint, query.cursor) : undefined;
  const after = position
    ? { createdAt: String(position[0]), orderId: String(position[1]), variantId: String(position[2]) }
    : undefined;
  const rows = await openAllocationsAt(em, query.locationId, { after, limit: query.limit + 1 });
  const names = await pickListNames(
    em,
    store.id,
    rows.map((row) => ({ orderId: row.order_id, variantId: row.variant_id })),
  );
  const byPair = new Map(names.map((n) => [`${n.order_id} ${n.variant_id}`, n]));
  const page = toPage(
    rows,
    query.limit,
    (row) => ({ row, name: byPair.get(`${row.order_id} ${row.variant_id}`) }),
    (last) => cursors.encode(fingerprint, [last.created_key, last.order_id, last.variant_id]),
  );
  return {
    ...page,
    data: page.data.map(({ row, name }) => ({
      orderId: row.order_id,
      orderNumber: name?.order_number ?? '',
      orderCreatedAt: name ? isoTimestamp(name.order_created_at) : '',
      lineIds: name?.line_ids ?? [],
      variantId: row.variant_id,
      sku: name?.sku ?? '',
      title: name?.title ?? '',
      variantTitle: name?.variant_title ?? '',
      quantity: row.open,
    })),
  };
}
