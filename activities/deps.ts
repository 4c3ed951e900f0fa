import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../src/config';
import type { FileStorage } from '../src/shared/file-storage.port';

/** What activities are built from: they fork an EntityManager per call and call domain services. */
export interface ActivityDeps {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  /** Where export files are written and import uploads read from. */
  files: FileStorage;
}
