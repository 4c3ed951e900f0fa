import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { recordEvent } from '../events/outbox';
import { isoTimestamp, isoTimestampOrNull } from '../shared/timestamps';
import { setPriceListsLive } from '../stores/stores.repository';
import {
  anyActivePriceList,
  lockPriceListIfAny,
  setPriceListStatus,
  type PriceListRow,
  type PriceListStatus,
} from './price-lists.repository';

const timeOf = (value: string | Date | null) => (value === null ? null : new Date(value).getTime());

/** Where the list stands at `now` by its dates: before startsAt scheduled, from endsAt ended, active between. */
export function statusAt(list: Pick<PriceListRow, 'starts_at' | 'ends_at'>, now: Date): PriceListStatus {
  const startsAt = timeOf(list.starts_at);
  const endsAt = timeOf(list.ends_at);
  if (endsAt !== null && now.getTime() >= endsAt) return 'ended';
  if (startsAt !== null && now.getTime() < startsAt) return 'scheduled';
  return 'active';
}

/** The price list as its events carry it. */
export const presentPriceListEvent = (list: PriceListRow, status: PriceListStatus) => ({
  id: list.id,
  name: list.name,
  kind: list.kind,
  customerGroupId: list.customer_group_id,
  status,
  startsAt: isoTimestampOrNull(list.starts_at),
  endsAt: isoTimestampOrNull(list.ends_at),
  updatedAt: isoTimestamp(new Date()),
});

/**
 * Records that the store's prices changed: whether any list is active now, on the store row, whose update tells
 * every process's catalogue answers and publishable-key cache (so the next read prices with the lists as they are).
 */
export async function pricesChanged(tx: EntityManager, storeId: string): Promise<void> {
  await setPriceListsLive(tx, storeId, await anyActivePriceList(tx, storeId));
}

/**
 * Records that shoppers' customer groups may have moved (a member placed or removed, a group's e-mail domains): the
 * store row's update tells every process to drop the groups it keeps per session (price-book.ts) at the commit.
 */
export const groupsChanged = pricesChanged;

/**
 * Moves a locked list to its status at `now`, raising `price_list.started` when it becomes active and
 * `price_list.ended` when an active list stops; answers the status.
 */
export async function moveToStatusAt(tx: EntityManager, list: PriceListRow, now: Date): Promise<PriceListStatus> {
  const status = statusAt(list, now);
  if (status === list.status) return status;
  await setPriceListStatus(tx, list.id, status);
  if (status === 'active')
    await recordEvent(tx, list.store_id, 'price_list.started', presentPriceListEvent(list, status));
  else if (list.status === 'active') {
    await recordEvent(tx, list.store_id, 'price_list.ended', presentPriceListEvent(list, status));
  }
  return status;
}

/**
 * The step of a list's workflow: puts the list in its status for now (at most once however often it is retried:
 * the row is locked and a status already reached changes nothing) and answers when the next change is due, or null
 * when none is (ended, no end date, or deleted).
 */
export async function syncPriceList(
  em: EntityManager,
  input: { storeId: string; priceListId: string },
  now = new Date(),
): Promise<{ nextAt: string | null }> {
  return inTransaction(em, async (tx) => {
    const list = await lockPriceListIfAny(tx, input.storeId, input.priceListId);
    if (!list) return { nextAt: null };
    const before = list.status;
    const status = await moveToStatusAt(tx, list, now);
    if (status !== before) await pricesChanged(tx, input.storeId);
    if (status === 'scheduled') return { nextAt: isoTimestampOrNull(list.starts_at) };
    if (status === 'active') return { nextAt: isoTimestampOrNull(list.ends_at) };
    return { nextAt: null };
  });
}
