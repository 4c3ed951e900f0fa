import { purgeExpiredData, type PurgeResult } from '../src/maintenance/purge.service';
import type { ActivityDeps } from './deps';

export function createMaintenanceActivities(deps: ActivityDeps) {
  return {
    async purgeExpiredData(): Promise<PurgeResult> {
      const result = await purgeExpiredData(deps.orm.em.fork());
      deps.logger.info({ result }, 'purged expired data');
      return result;
    },
  };
}
