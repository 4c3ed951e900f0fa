import type { ApiContext, Handlers } from '../http/context';
import { pathId } from '../http/path-id';
import { keyedId } from '../shared/ids';
import type { OrderWorkflows } from '../orders/order-workflows.port';
import {
  addOrderEditOperation,
  cancelOrderEdit,
  commitOrderEdit,
  getOrderEdit,
  listOrderEdits,
  openOrderEdit,
  previewOrderEdit,
  removeOrderEditOperation,
  type OperationRequest,
} from './order-edits.service';

/** The request's Idempotency-Key as the workflow update's id: a retry the key lets through again joins the first. */
const updateIdOf = (ctx: ApiContext) =>
  ctx.state.idempotencyScope ? `idempotency-${ctx.state.idempotencyScope}` : undefined;
const staffName = (ctx: ApiContext) => ctx.state.principal?.name ?? 'admin';

/** Staff's order edits: drafts in PostgreSQL; the commit runs as an update of the order's workflow. */
export const orderEditsPrivateHandlers = (workflows: OrderWorkflows): Handlers => ({
  async adminOpenOrderEdit(ctx) {
    const id = keyedId('oed', ctx.state.idempotencyScope);
    ctx.status = 201;
    ctx.body = await openOrderEdit(ctx.state.em, ctx.state.store, ctx.state.input.params.orderId, id, staffName(ctx));
  },
  async adminListOrderEdits(ctx) {
    ctx.body = await listOrderEdits(ctx.state.em, ctx.state.store, ctx.state.input.params.orderId);
  },
  async adminGetOrderEdit(ctx) {
    ctx.body = await getOrderEdit(ctx.state.em, ctx.state.store, pathId(ctx));
  },
  async adminPreviewOrderEdit(ctx) {
    ctx.body = await previewOrderEdit(ctx.state.em, ctx.state.store, pathId(ctx));
  },
  async adminAddOrderEditOperation(ctx) {
    const request = ctx.state.input.body as OperationRequest;
    ctx.body = await addOrderEditOperation(ctx.state.em, ctx.state.store, pathId(ctx), request);
  },
  async adminRemoveOrderEditOperation(ctx) {
    const { operationId } = ctx.state.input.params;
    ctx.body = await removeOrderEditOperation(ctx.state.em, ctx.state.store, pathId(ctx), operationId);
  },
  async adminCommitOrderEdit(ctx) {
    const ifMatch = ctx.get('If-Match') || undefined;
    ctx.body = await commitOrderEdit(ctx.state.em, workflows, ctx.state.store, pathId(ctx), ifMatch, updateIdOf(ctx));
  },
  async adminCancelOrderEdit(ctx) {
    ctx.body = await cancelOrderEdit(ctx.state.em, ctx.state.store, pathId(ctx));
  },
});
