import { expireDraftOrderLink } from '../src/draft-orders/draft-orders.service';
import { withBusinessFailures } from './business-failure';
import { objectOrPositional } from './activity-arguments';
import type { ActivityDeps } from './deps';

/**
 * A draft order's link expiry: the draft-orders service, with the order's workflow to cancel its order through. It
 * takes one object and still its positional arguments (see objectOrPositional).
 */
export function createDraftOrderActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork();
  return {
    expireDraftOrderLink: objectOrPositional(
      (storeId: string, draftId: string) => ({ storeId, draftId }),
      ({ storeId, draftId }) =>
        withBusinessFailures(() => expireDraftOrderLink(em(), deps.orderWorkflows, storeId, draftId)),
    ),
  };
}
