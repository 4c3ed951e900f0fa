import { expireDraftOrderLink } from '../src/draft-orders/draft-orders.service';
import { withBusinessFailures } from './business-failure';
import type { ActivityDeps } from './deps';

/** A draft order's link expiry: the draft-orders service, with the order's workflow to cancel its order through. */
export function createDraftOrderActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork();
  return {
    expireDraftOrderLink: (storeId: string, draftId: string) =>
      withBusinessFailures(() => expireDraftOrderLink(em(), deps.orderWorkflows, storeId, draftId)),
  };
}
