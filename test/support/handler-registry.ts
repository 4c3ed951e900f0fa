import { handlersOf } from '../../src/composition/handlers';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/logger';
import { CommerceTemporal } from '../../src/temporal/client';

/** The app's handler registry as the composition root builds it; the Temporal connection is lazy and never used. */
export function registeredHandlers() {
  const config = loadConfig(process.env);
  const temporal = new CommerceTemporal(config.temporalAddress, config.temporalNamespace, config.temporalTaskQueue);
  return handlersOf({ config, temporal, logger: createLogger('silent', 'test') });
}
