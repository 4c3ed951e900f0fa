import { PLANS } from '../../src/shared/plans';
import { SETTINGS } from '../../src/shared/config-schema';

/**
 * The environment variables the configuration reads (src/shared/config-schema.ts), the configuration surface of every
 * process; a plan's own rate limit (RATE_LIMIT_PUBLIC_PRO…) counts as its family's.
 */
export const CONFIG_VARIABLES = Object.keys(SETTINGS).filter(
  (name) => !PLANS.some((plan) => name.endsWith(`_${plan.toUpperCase()}`)),
);
