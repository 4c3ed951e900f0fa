import { version as platformVersion } from 'zapier-platform-core';
import packageJson from '../package.json';
import { authorize, explainErrors } from './api';
import { authentication } from './authentication';
import { creates } from './creates';
import { searches } from './searches';
import { triggers } from './triggers';

const byKey = <T extends { key: string }>(items: T[]) => Object.fromEntries(items.map((item) => [item.key, item]));

/** The integration's definition, as `zapier push` uploads it and `createAppTester` runs it. */
const app = {
  version: packageJson.version,
  platformVersion,
  authentication,
  beforeRequest: [authorize],
  afterResponse: [explainErrors],
  triggers: byKey(triggers),
  creates: byKey(creates),
  searches: byKey(searches),
  // Every request of the integration goes through z.request, which Zapier logs itself; the patch of Node's http
  // module (and of fetch) for logging other libraries' requests would only be a process-wide side effect.
  flags: { skipHttpPatch: true },
};

export default app;
