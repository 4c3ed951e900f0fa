import type { EntityManager } from '@mikro-orm/postgresql';
import { findReturnPolicy, saveReturnPolicy } from './return-policy.repository';

/** A store's return policy; the AdminStoreSettings `returnPolicy` of openapi.json. */
export interface ReturnPolicy {
  windowDays: number;
  reasons: string[];
  restockingFeeAmount: number;
  restockingFeePercent: number;
  nonReturnableProductIds: string[];
  /** Seconds, not days, so that tests run the return's deadline in seconds. */
  shipWithinSeconds: number;
  reminderBeforeSeconds: number;
  autoApproveMaxAmount: number | null;
}

const DAY_SECONDS = 24 * 3600;

export const DEFAULT_RETURN_POLICY: ReturnPolicy = {
  windowDays: 30,
  reasons: ['damaged', 'wrong_item', 'not_as_described', 'no_longer_needed', 'other'],
  restockingFeeAmount: 0,
  restockingFeePercent: 0,
  nonReturnableProductIds: [],
  shipWithinSeconds: 14 * DAY_SECONDS,
  reminderBeforeSeconds: 3 * DAY_SECONDS,
  autoApproveMaxAmount: null,
};

/** The saved policy over the default, so a field added later has its default for stores that saved before. */
export async function returnPolicyOf(em: EntityManager, storeId: string): Promise<ReturnPolicy> {
  return { ...DEFAULT_RETURN_POLICY, ...(await findReturnPolicy(em, storeId)) };
}

/** Only the fields given change. */
export async function updateReturnPolicy(
  em: EntityManager,
  storeId: string,
  patch: Partial<ReturnPolicy>,
): Promise<void> {
  await saveReturnPolicy(em, storeId, { ...(await returnPolicyOf(em, storeId)), ...patch });
}

/** What the store keeps of a refund or credit of `value`: the fixed fee plus the percentage, never more than value. */
export function restockingFeeOf(policy: ReturnPolicy, value: number): number {
  return Math.min(value, policy.restockingFeeAmount + Math.round((value * policy.restockingFeePercent) / 100));
}
