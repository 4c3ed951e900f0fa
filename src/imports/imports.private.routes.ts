import type { Handlers } from '../http/context';
import { startImportWorkflow, queryImportProgress, signalImportStart } from '../temporal/imports';
import { checkStartable, getImport, storeUpload } from './imports.service';

const TERMINAL = new Set(['completed', 'failed']);

export const importsPrivateHandlers: Handlers = {
  async adminCreateImport(ctx) {
    const format = ctx.is('text/csv') ? 'csv' : 'jsonl';
    const { em, store, deps } = ctx.state;
    const id = await storeUpload(em, deps.files, store.id, format, ctx.req, deps.config.importMaxBytes);
    await startImportWorkflow(deps.temporal, store.id, id);
    ctx.status = 202;
    ctx.body = await getImport(em, store.id, id);
  },
  async adminGetImport(ctx) {
    const { em, store, deps } = ctx.state;
    const id = ctx.state.input.params.importId;
    const stored = await getImport(em, store.id, id);
    // While it runs, its workflow knows more (the rate, the estimate); once it has closed, the database has it all.
    const progress = TERMINAL.has(stored.status) ? undefined : await queryImportProgress(deps.temporal, id);
    ctx.body = progress ? await getImport(em, store.id, id, progress) : stored;
  },
  async adminStartImport(ctx) {
    const { em, store, deps } = ctx.state;
    const id = ctx.state.input.params.importId;
    await checkStartable(em, store.id, id);
    await signalImportStart(deps.temporal, id);
    ctx.status = 202;
    ctx.body = await getImport(em, store.id, id, { status: 'importing' });
  },
};
