import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../src/config';
import type { FileStorage } from '../src/shared/file-storage.port';
import type { OrderWorkflows } from '../src/orders/order-workflows.port';

/** What activities are built from: they fork an EntityManager per call and call domain services. */
export interface ActivityDeps {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  /** Where export files are written and import uploads read from. */
  files: FileStorage;
  /** A return's refund is a step of its order's workflow, sent as the API sends it. */
  orderWorkflows: OrderWorkflows;
}
