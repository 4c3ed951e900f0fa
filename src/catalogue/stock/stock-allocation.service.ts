import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, notFound } from '../../shared/errors';
import { lockLocationForStock, moveLocationStock } from './location-stock.repository';
import { allocationsOfOrder, moveAllocation } from './stock-allocation.repository';

export interface Reallocation {
  variantId: string;
  fromLocationId: string;
  toLocationId: string;
  quantity: number;
}

/** The order's allocations as the fulfilment plan reads them (src/orders/fulfilment-plan.ts). */
export async function allocatedUnitsOfOrder(em: EntityManager, orderId: string) {
  return (await allocationsOfOrder(em, orderId)).map((row) => ({
    variantId: row.variant_id,
    locationId: row.location_id,
    locationPriority: row.location_priority,
    quantity: row.quantity,
    fulfilledQuantity: row.fulfilled_quantity,
  }));
}

export async function presentAllocations(em: EntityManager, orderId: string) {
  const rows = await allocationsOfOrder(em, orderId);
  return {
    data: rows.map((row) => ({
      variantId: row.variant_id,
      locationId: row.location_id,
      quantity: row.quantity,
      fulfilledQuantity: row.fulfilled_quantity,
    })),
  };
}

/**
 * Moves units of a paid order's line from one location to another, in the caller's transaction (which holds the
 * order): back on the shelf at the former location, off the new one, each with its ledger row; the variant's sum
 * follows (it changes only when just one of the two fulfils online orders).
 */
export async function reallocateStock(em: EntityManager, storeId: string, orderId: string, move: Reallocation) {
  // Locations before the variant, in id order, as every stock writer takes them.
  const ids = [move.fromLocationId, move.toLocationId].sort();
  const locked = new Map();
  for (const id of ids) {
    const location = await lockLocationForStock(em, storeId, id);
    if (!location) throw notFound('location', id);
    locked.set(id, location);
  }
  const held = (await allocationsOfOrder(em, orderId)).find(
    (row) => row.variant_id === move.variantId && row.location_id === move.fromLocationId,
  );
  if (!held || held.quantity < move.quantity)
    throw new DomainError(
      'insufficient_stock',
      `The order has ${held?.quantity ?? 0} units of variant ${move.variantId} allocated at ${move.fromLocationId}.`,
      { variantId: move.variantId, locationId: move.fromLocationId, allocated: held?.quantity ?? 0 },
    );
  if (move.fromLocationId === move.toLocationId) return presentAllocations(em, orderId);
  const common = { storeId, variantId: move.variantId, reason: 'reallocation', reference: orderId };
  await moveLocationStock(em, { ...common, location: locked.get(move.fromLocationId), delta: move.quantity });
  await moveLocationStock(em, { ...common, location: locked.get(move.toLocationId), delta: -move.quantity });
  await moveAllocation(em, {
    storeId,
    orderId,
    variantId: move.variantId,
    from: move.fromLocationId,
    to: move.toLocationId,
    quantity: move.quantity,
  });
  return presentAllocations(em, orderId);
}
