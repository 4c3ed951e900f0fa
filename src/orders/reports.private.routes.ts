import type { ApiContext, Handlers } from '../http/context';
import { cartRecoveryReport } from './cart-recovery-report';
import {
  customersCsv,
  customersReport,
  funnelCsv,
  funnelReport,
  salesReport,
  salesReportCsv,
  topProductsCsv,
  topProductsReport,
} from './reports.service';

/** CSV when asked by `format=csv` or by an Accept header that prefers text/csv to JSON. */
const wantsCsv = (ctx: ApiContext) =>
  ctx.state.input.query.format === 'csv' ||
  (ctx.state.input.query.format === undefined && ctx.accepts('application/json', 'text/csv') === 'text/csv');

function answer<T>(ctx: ApiContext, report: T, csv: (report: T) => string, name: string) {
  if (!wantsCsv(ctx)) {
    ctx.body = report;
    return;
  }
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Content-Disposition', `attachment; filename="${name}.csv"`);
  ctx.body = csv(report);
}

export const reportsPrivateHandlers: Handlers = {
  async adminCartRecoveryReport(ctx) {
    ctx.body = await cartRecoveryReport(ctx.state.em, ctx.state.store, ctx.state.input.query);
  },
  async adminCustomersReport(ctx) {
    const report = await customersReport(ctx.state.em, ctx.state.store, ctx.state.input.query);
    answer(ctx, report, customersCsv, `customers-${report.from}-${report.to}`);
  },
  async adminFunnelReport(ctx) {
    const report = await funnelReport(ctx.state.em, ctx.state.store, ctx.state.input.query);
    answer(ctx, report, funnelCsv, `funnel-${report.from}-${report.to}`);
  },
  async adminSalesReport(ctx) {
    const report = await salesReport(ctx.state.em, ctx.state.store, ctx.state.input.query);
    answer(ctx, report, salesReportCsv, `sales-${report.from}-${report.to}`);
  },
  async adminTopProductsReport(ctx) {
    const report = await topProductsReport(ctx.state.em, ctx.state.store, ctx.state.input.query);
    answer(ctx, report, topProductsCsv, `top-products-${report.from}-${report.to}`);
  },
};
