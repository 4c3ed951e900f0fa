import { makeMediaVariants } from '../src/catalogue/media/media.service';
import type { ActivityDeps } from './deps';

export function createMediaActivities(deps: ActivityDeps) {
  return {
    /** The resized copies of one uploaded image, stored; the image turns ready (see makeMediaVariants). */
    makeMediaVariants: (mediaId: string) => makeMediaVariants(deps.orm.em.fork(), deps.files, deps.config, mediaId),
  };
}
