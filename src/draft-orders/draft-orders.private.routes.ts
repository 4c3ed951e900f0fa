import type { ApiContext, Handlers } from '../http/context';
import { pathId } from '../http/path-id';
import { keyedId } from '../shared/ids';
import {
  cancelDraftOrder,
  createDraftOrder,
  getDraftOrder,
  listDraftOrdersOf,
  markDraftOrderPaid,
  sendDraftOrderLink,
  updateDraftOrder,
  type DraftOrderDeps,
  type DraftOrderRequest,
} from './draft-orders.service';

/** The request's Idempotency-Key as the workflow update's id: a retry the key lets through again joins the first. */
const updateIdOf = (ctx: ApiContext) =>
  ctx.state.idempotencyScope ? `idempotency-${ctx.state.idempotencyScope}` : undefined;
const staffName = (ctx: ApiContext) => ctx.state.principal?.name ?? 'admin';

/** Staff's draft orders: drafts in PostgreSQL; paying or marking one paid runs as a step of its order's workflow. */
export const draftOrdersPrivateHandlers = (deps: DraftOrderDeps): Handlers => ({
  async adminListDraftOrders(ctx) {
    const { status, limit } = ctx.state.input.query as { status?: string; limit?: number };
    ctx.body = await listDraftOrdersOf(ctx.state.em, ctx.state.store, status ?? null, limit ?? 50);
  },
  async adminCreateDraftOrder(ctx) {
    const id = keyedId('dord', ctx.state.idempotencyScope);
    const body = ctx.state.input.body as DraftOrderRequest;
    ctx.status = 201;
    ctx.body = await createDraftOrder(ctx.state.em, ctx.state.store, id, body, staffName(ctx));
  },
  async adminGetDraftOrder(ctx) {
    ctx.body = await getDraftOrder(ctx.state.em, ctx.state.store, pathId(ctx));
  },
  async adminUpdateDraftOrder(ctx) {
    const body = ctx.state.input.body as DraftOrderRequest;
    ctx.body = await updateDraftOrder(ctx.state.em, ctx.state.store, pathId(ctx), body);
  },
  async adminSendDraftOrderLink(ctx) {
    ctx.body = await sendDraftOrderLink(ctx.state.em, deps, ctx.state.store, pathId(ctx), staffName(ctx));
  },
  async adminMarkDraftOrderPaid(ctx) {
    const { em, store } = ctx.state;
    ctx.body = await markDraftOrderPaid(em, deps, store, pathId(ctx), staffName(ctx), updateIdOf(ctx));
  },
  async adminCancelDraftOrder(ctx) {
    ctx.body = await cancelDraftOrder(ctx.state.em, deps, ctx.state.store, pathId(ctx));
  },
});
