import type { Handlers } from '../http/context';
import type { ImportWorkflows } from './import-workflows.port';
import { cancelImport, claimStart, getImport, importStatusIfAny, storeUpload } from './imports.service';
import { keyedId } from '../shared/ids';
import { importInventoryCsv } from './inventory-import.service';

const TERMINAL = new Set(['completed', 'failed', 'cancelled']);

/** The import operations, starting and asking the imports' workflows through their port. */
export const importsPrivateHandlers = (workflows: ImportWorkflows): Handlers => ({
  async adminCancelImport(ctx) {
    const { em, store } = ctx.state;
    const view = await cancelImport(em, store.id, ctx.state.input.params.importId);
    await workflows.cancel(view.id);
    ctx.body = view;
  },
  async adminCreateImport(ctx) {
    const format = ctx.is('text/csv') ? 'csv' : 'jsonl';
    const { em, store, deps, idempotencyScope } = ctx.state;
    // From the key: a retry whose first attempt died after recording the import answers that import, and starts its
    // dry run if the first attempt did not get to (a running one is joined).
    const id = keyedId('imp', idempotencyScope);
    const status = await importStatusIfAny(em, store.id, id);
    if (!status) await storeUpload(em, deps.files, store.id, format, ctx.req, deps.config.importMaxBytes, id);
    if (!status || status === 'validating') await workflows.start(store.id, id);
    ctx.status = 202;
    ctx.body = await getImport(em, store.id, id);
  },
  async adminGetImport(ctx) {
    const { em, store } = ctx.state;
    const id = ctx.state.input.params.importId;
    const stored = await getImport(em, store.id, id);
    // While it runs, its workflow knows more (the rate, the estimate); once it has closed, the database has it all.
    const progress = TERMINAL.has(stored.status) ? undefined : await workflows.progress(id);
    // Finished is the database's word: the workflow says so a step before its finish (counts, event) is committed.
    const running = progress && TERMINAL.has(progress.status) ? { ...progress, status: stored.status } : progress;
    ctx.body = running ? await getImport(em, store.id, id, running) : stored;
  },
  async adminImportInventory(ctx) {
    const { em, store, input } = ctx.state;
    ctx.body = await importInventoryCsv(em, store.id, ctx.req, input.query.dryRun ?? false);
  },
  async adminStartImport(ctx) {
    const { em, store, idempotencyScope } = ctx.state;
    const id = ctx.state.input.params.importId;
    if ((await claimStart(em, store.id, id, idempotencyScope)) === 'start') await workflows.confirm(id);
    ctx.status = 202;
    ctx.body = await getImport(em, store.id, id, { status: 'importing' });
  },
});
