import { makeMediaVariants } from '../src/catalogue/media/media.service';
import { objectOrPositional } from './activity-arguments';
import type { ActivityDeps } from './deps';

export function createMediaActivities(deps: ActivityDeps) {
  return {
    /**
     * The resized copies of one uploaded image, stored; the image turns ready (see makeMediaVariants). Takes
     * `{ mediaId }` and still the id alone (see objectOrPositional).
     */
    makeMediaVariants: objectOrPositional(
      (mediaId: string) => ({ mediaId }),
      ({ mediaId }) => makeMediaVariants(deps.orm.em.fork(), deps.files, deps.config, mediaId),
    ),
  };
}
