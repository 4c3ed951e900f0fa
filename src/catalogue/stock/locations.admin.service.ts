import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../../db/sql';
import { DomainError, notFound } from '../../shared/errors';
import { newId } from '../../shared/ids';
import { isoTimestamp } from '../../shared/timestamps';
import {
  deleteLocationRow,
  findLocation,
  insertLocation,
  listLocations,
  locationInUse,
  makeDefaultLocation,
  updateLocationRow,
  type LocationColumns,
  type LocationValues,
} from './locations.repository';
import { refreshSumsAtLocation } from './location-stock.repository';
import { allocationStrategyOf, saveAllocationStrategy, type AllocationStrategy } from './stock-allocation.repository';

export function presentLocation(row: LocationColumns) {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    address: row.address,
    priority: row.priority,
    fulfilsOnlineOrders: row.fulfils_online_orders,
    offersPickup: row.offers_pickup,
    isDefault: row.is_default,
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  };
}

export interface LocationInput extends Partial<LocationValues> {
  isDefault?: true;
}

export async function listStoreLocations(em: EntityManager, storeId: string) {
  return { data: (await listLocations(em, storeId)).map(presentLocation), hasMore: false };
}

export async function getLocation(em: EntityManager, storeId: string, id: string) {
  const row = await findLocation(em, storeId, id);
  if (!row) throw notFound('location', id);
  return presentLocation(row);
}

export async function createLocation(em: EntityManager, storeId: string, input: LocationInput) {
  const row = await insertLocation(em, storeId, newId('loc'), {
    name: input.name as string,
    kind: input.kind ?? 'warehouse',
    address: input.address ?? {},
    priority: input.priority ?? 0,
    fulfilsOnlineOrders: input.fulfilsOnlineOrders ?? true,
    offersPickup: input.offersPickup ?? false,
  });
  return presentLocation(row);
}

const isDefaultRefusal = (id: string, message: string) =>
  new DomainError('location_is_default', message, { locationId: id });

/**
 * Changes a location. Turning "fulfils online orders" on or off moves the location's stock into or out of every
 * variant's sum in the same transaction (refused whole when a sum would drop below what checkouts reserved). The
 * default location always fulfils online orders: stock changes that name no location land there and move the sum.
 */
export function updateLocation(em: EntityManager, storeId: string, id: string, input: LocationInput) {
  return inTransaction(em, async (tx) => {
    const current = await findLocation(tx, storeId, id, 'change');
    if (!current) throw notFound('location', id);
    const values: LocationValues = {
      name: input.name ?? current.name,
      kind: input.kind ?? current.kind,
      address: input.address ?? current.address,
      priority: input.priority ?? current.priority,
      fulfilsOnlineOrders: input.fulfilsOnlineOrders ?? current.fulfils_online_orders,
      offersPickup: input.offersPickup ?? current.offers_pickup,
    };
    const staysDefault = current.is_default || input.isDefault === true;
    if (staysDefault && !values.fulfilsOnlineOrders)
      throw isDefaultRefusal(id, 'The default location always fulfils online orders.');
    let row = await updateLocationRow(tx, id, values);
    if (values.fulfilsOnlineOrders !== current.fulfils_online_orders) await refreshSumsAtLocation(tx, id);
    if (input.isDefault && !current.is_default) {
      await makeDefaultLocation(tx, storeId, id);
      row = (await findLocation(tx, storeId, id)) as LocationColumns;
    }
    return presentLocation(row);
  });
}

export function deleteLocation(em: EntityManager, storeId: string, id: string) {
  return inTransaction(em, async (tx) => {
    const current = await findLocation(tx, storeId, id, 'delete');
    if (!current) throw notFound('location', id);
    if (current.is_default)
      throw isDefaultRefusal(id, 'The default location cannot be deleted: make another location the default first.');
    if (await locationInUse(tx, id))
      throw new DomainError(
        'location_in_use',
        'The location holds stock or is named by an allocation or a transfer: move its stock away first.',
        { locationId: id },
      );
    await deleteLocationRow(tx, id);
  });
}

export async function getInventorySettings(em: EntityManager, storeId: string) {
  return { allocationStrategy: await allocationStrategyOf(em, storeId) };
}

export async function updateInventorySettings(
  em: EntityManager,
  storeId: string,
  input: { allocationStrategy: AllocationStrategy },
) {
  await saveAllocationStrategy(em, storeId, input.allocationStrategy);
  return getInventorySettings(em, storeId);
}
