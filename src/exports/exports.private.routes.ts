import type { Handlers, OperationContext } from '../http/context';
import { pathId } from '../http/path-id';
import { keyedId } from '../shared/ids';
import type { OperationId } from '../http/operation-input';
import { temporalExportWorkflows } from '../temporal/exports';
import type { ExportKind } from './export-sources';
import { getExport, openExportDownload, requestExport } from './exports.service';

type StartId = 'adminExportProducts' | 'adminExportOrders' | 'adminExportCustomers' | 'adminExportStockLedger';
type GetId =
  'adminGetProductsExport' | 'adminGetOrdersExport' | 'adminGetCustomersExport' | 'adminGetStockLedgerExport';
/** The context of any one of these operations (a union of their contexts, each with its own input). */
type ContextOf<Ids extends OperationId> = { [Id in Ids]: OperationContext<Id> }[Ids];

/** Each kind has its own operations (its own filters, and the staff permission of what it exports). */
function exportOperations(kind: ExportKind) {
  return {
    async start(ctx: ContextOf<StartId>) {
      const { format, filters = {} } = ctx.state.input.body;
      ctx.status = 202;
      ctx.body = await requestExport(temporalExportWorkflows(ctx.state.deps.temporal), ctx.state.em, ctx.state.store, {
        id: keyedId('exp', ctx.state.idempotencyScope),
        kind,
        format,
        filters,
      });
    },
    async get(ctx: ContextOf<GetId>) {
      const deps = { workflows: temporalExportWorkflows(ctx.state.deps.temporal), config: ctx.state.deps.config };
      ctx.body = await getExport(deps, ctx.state.em, ctx.state.store, kind, pathId(ctx));
    },
  };
}

const products = exportOperations('products');
const orders = exportOperations('orders');
const customers = exportOperations('customers');
const stockLedger = exportOperations('stock_ledger');

export const exportsPrivateHandlers: Handlers = {
  adminExportProducts: products.start,
  adminGetProductsExport: products.get,
  adminExportOrders: orders.start,
  adminGetOrdersExport: orders.get,
  adminExportCustomers: customers.start,
  adminGetCustomersExport: customers.get,
  adminExportStockLedger: stockLedger.start,
  adminGetStockLedgerExport: stockLedger.get,
  async downloadExport(ctx) {
    const { expires, signature } = ctx.state.input.query;
    const file = await openExportDownload(ctx.state.em, ctx.state.deps, pathId(ctx), expires, signature);
    ctx.type = file.contentType;
    ctx.length = file.size;
    ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = file.stream;
  },
};
