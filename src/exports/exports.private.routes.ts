import type { Handlers, OperationContext } from '../http/context';
import { pathId } from '../http/path-id';
import { keyedId } from '../shared/ids';
import type { OperationId } from '../http/operation-input';
import type { ExportWorkflows } from './export-workflows.port';
import type { ExportKind } from './export-sources';
import { cancelExport, getExport, openExportDownload, requestExport } from './exports.service';

type StartId =
  | 'adminExportProducts'
  | 'adminExportOrders'
  | 'adminExportCustomers'
  | 'adminExportStockLedger'
  | 'adminExportPickList'
  | 'adminExportInventory'
  | 'adminExportPriceLists'
  | 'adminExportCustomerGroups'
  | 'adminExportReturns'
  | 'adminExportSubscriptions';
type GetId =
  | 'adminGetProductsExport'
  | 'adminGetOrdersExport'
  | 'adminGetCustomersExport'
  | 'adminGetStockLedgerExport'
  | 'adminGetPickListExport'
  | 'adminGetInventoryExport'
  | 'adminGetPriceListsExport'
  | 'adminGetCustomerGroupsExport'
  | 'adminGetReturnsExport'
  | 'adminGetSubscriptionsExport';
type CancelId =
  | 'adminCancelProductsExport'
  | 'adminCancelOrdersExport'
  | 'adminCancelCustomersExport'
  | 'adminCancelStockLedgerExport'
  | 'adminCancelPickListExport'
  | 'adminCancelInventoryExport'
  | 'adminCancelPriceListsExport'
  | 'adminCancelCustomerGroupsExport'
  | 'adminCancelReturnsExport'
  | 'adminCancelSubscriptionsExport';
/** The context of any one of these operations (a union of their contexts, each with its own input). */
type ContextOf<Ids extends OperationId> = { [Id in Ids]: OperationContext<Id> }[Ids];

/** Each kind has its own operations (its own filters, and the staff permission of what it exports). */
function exportOperations(workflows: ExportWorkflows, kind: ExportKind) {
  return {
    async start(ctx: ContextOf<StartId>) {
      const { format, filters = {} } = ctx.state.input.body;
      ctx.status = 202;
      ctx.body = await requestExport(workflows, ctx.state.em, ctx.state.store, {
        id: keyedId('exp', ctx.state.idempotencyScope),
        kind,
        format,
        filters,
      });
    },
    async cancel(ctx: ContextOf<CancelId>) {
      ctx.body = await cancelExport(workflows, ctx.state.em, ctx.state.store, kind, pathId(ctx));
    },
    async get(ctx: ContextOf<GetId>) {
      const deps = { workflows, config: ctx.state.deps.config };
      ctx.body = await getExport(deps, ctx.state.em, ctx.state.store, kind, pathId(ctx));
    },
  };
}

/** The export operations of every kind, starting and asking the exports' workflows through their port. */
export const exportsPrivateHandlers = (workflows: ExportWorkflows): Handlers => {
  const products = exportOperations(workflows, 'products');
  const orders = exportOperations(workflows, 'orders');
  const customers = exportOperations(workflows, 'customers');
  const stockLedger = exportOperations(workflows, 'stock_ledger');
  const pickList = exportOperations(workflows, 'pick_list');
  const inventory = exportOperations(workflows, 'inventory');
  const priceLists = exportOperations(workflows, 'price_list_prices');
  const customerGroups = exportOperations(workflows, 'customer_group_members');
  const returns = exportOperations(workflows, 'returns');
  const subscriptions = exportOperations(workflows, 'subscriptions');
  return {
    adminExportProducts: products.start,
    adminGetProductsExport: products.get,
    adminCancelProductsExport: products.cancel,
    adminExportOrders: orders.start,
    adminGetOrdersExport: orders.get,
    adminCancelOrdersExport: orders.cancel,
    adminExportCustomers: customers.start,
    adminGetCustomersExport: customers.get,
    adminCancelCustomersExport: customers.cancel,
    adminExportStockLedger: stockLedger.start,
    adminGetStockLedgerExport: stockLedger.get,
    adminCancelStockLedgerExport: stockLedger.cancel,
    adminExportPickList: pickList.start,
    adminGetPickListExport: pickList.get,
    adminCancelPickListExport: pickList.cancel,
    adminExportInventory: inventory.start,
    adminGetInventoryExport: inventory.get,
    adminCancelInventoryExport: inventory.cancel,
    adminExportPriceLists: priceLists.start,
    adminGetPriceListsExport: priceLists.get,
    adminCancelPriceListsExport: priceLists.cancel,
    adminExportCustomerGroups: customerGroups.start,
    adminGetCustomerGroupsExport: customerGroups.get,
    adminCancelCustomerGroupsExport: customerGroups.cancel,
    adminExportReturns: returns.start,
    adminGetReturnsExport: returns.get,
    adminCancelReturnsExport: returns.cancel,
    adminExportSubscriptions: subscriptions.start,
    adminGetSubscriptionsExport: subscriptions.get,
    adminCancelSubscriptionsExport: subscriptions.cancel,
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
};
