import { rmSync } from 'node:fs';
import { dropDatabase } from '../../src/db/database';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__temporalDevServer?.stop();
  await globalThis.__stripeMock?.stop();
  await globalThis.__versitygw?.stop();
  if (process.env.TEST_FILES_DIR) rmSync(process.env.TEST_FILES_DIR, { recursive: true, force: true });
  if (process.env.DATABASE_URL?.includes('/commerce_test_') && !process.env.KEEP_TEST_DATABASE) {
    await dropDatabase(process.env.DATABASE_URL);
    const template = new URL(process.env.DATABASE_URL);
    template.pathname = `/${process.env.TEST_TEMPLATE_DATABASE}`;
    await dropDatabase(template.toString());
  }
  for (const file of [process.env.TEST_WORKFLOW_BUNDLE, process.env.TEST_TEMPORAL_LOG]) {
    if (file) rmSync(file, { force: true });
  }
}
