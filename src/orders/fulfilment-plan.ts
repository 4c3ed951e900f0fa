import { validationFailed } from '../shared/errors';

/** One allocation of the order: units of a variant taken from a location, and how many of them shipped. */
export interface AllocatedUnits {
  variantId: string;
  locationId: string;
  locationPriority: number;
  quantity: number;
  fulfilledQuantity: number;
}

export interface PickedLine {
  lineId: string;
  /** Null for a custom line: no allocation covers it, so it ships with the unallocated units. */
  variantId: string | null;
  quantity: number;
  /** Where the request named the line (its index in `items`), for the error's field; absent when it named none. */
  index?: number;
}

export interface PlannedFulfilment {
  /** Null for units that no allocation covers (an order paid before locations, or its units beyond them). */
  locationId: string | null;
  items: Array<{ lineId: string; quantity: number }>;
}

/**
 * Splits the units to ship into one fulfilment per location, each line's units taken from its variant's allocations
 * with units still to ship, in location priority order. With `locationId` only that location ships: lines picked by
 * the request must be covered there whole (else a 400 naming the line), and lines picked as "everything left" ship
 * what the location holds for them. Fulfilments come in location priority order, the unallocated last.
 */
export function planFulfilments(
  picked: PickedLine[],
  allocations: AllocatedUnits[],
  locationId?: string,
): PlannedFulfilment[] {
  const open = new Map(allocations.map((a) => [`${a.variantId} ${a.locationId}`, a.quantity - a.fulfilledQuantity]));
  const byLocation = new Map<string | null, PlannedFulfilment['items']>();
  const ship = (at: string | null, lineId: string, quantity: number) => {
    const items = byLocation.get(at) ?? [];
    items.push({ lineId, quantity });
    byLocation.set(at, items);
  };
  for (const line of picked) {
    let remaining = line.quantity;
    const sources = allocations.filter(
      (a) => a.variantId === line.variantId && (locationId === undefined || a.locationId === locationId),
    );
    for (const source of sources) {
      const key = `${source.variantId} ${source.locationId}`;
      const take = Math.min(remaining, open.get(key) ?? 0);
      if (take <= 0) continue;
      ship(source.locationId, line.lineId, take);
      open.set(key, (open.get(key) ?? 0) - take);
      remaining -= take;
    }
    if (remaining === 0) continue;
    if (locationId === undefined) ship(null, line.lineId, remaining);
    else if (line.index !== undefined)
      throw validationFailed(
        `Line ${line.lineId} has only ${line.quantity - remaining} units allocated at ${locationId} left to ship.`,
        [
          {
            field: `body.items.${line.index}.quantity`,
            code: 'maximum',
            message: `at most ${line.quantity - remaining}`,
          },
        ],
      );
  }
  const priority = new Map(allocations.map((a) => [a.locationId, a.locationPriority]));
  const rank = (id: string | null) => (id === null ? Number.POSITIVE_INFINITY : (priority.get(id) ?? 0));
  return [...byLocation.entries()]
    .map(([at, items]) => ({ locationId: at, items }))
    .sort(
      (a, b) => rank(a.locationId) - rank(b.locationId) || String(a.locationId).localeCompare(String(b.locationId)),
    );
}
