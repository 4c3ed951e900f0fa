import { keyringOf } from '../secrets/keyring';
import { keyedId } from '../shared/ids';
import type { ApiContext, Handlers } from '../http/context';
import * as endpoints from './endpoints.service';
import { listEndpointDeliveries, retryDelivery, type DeliveryRetries } from './deliveries.service';
import { pathId } from '../http/path-id';
import { pageQuery } from '../shared/pagination';

const allowPrivate = (ctx: ApiContext) => ctx.state.deps.config.allowPrivateWebhookTargets;
/** The webhook endpoint operations; a manual retry starts its delivery's workflow through the port. */
export const webhooksPrivateHandlers = (deliveryRetries: DeliveryRetries): Handlers => ({
  async adminListWebhooks(ctx) {
    ctx.body = await endpoints.listEndpoints(
      ctx.state.em,
      ctx.state.cursors,
      ctx.state.store.id,
      pageQuery(ctx.state.input.query),
    );
  },
  async adminCreateWebhook(ctx) {
    ctx.status = 201;
    const keyring = keyringOf(ctx.state.deps.config);
    ctx.body = await endpoints.createEndpoint(
      ctx.state.em,
      keyring,
      allowPrivate(ctx),
      ctx.state.store.id,
      ctx.state.input.body,
      keyedId('whe', ctx.state.idempotencyScope),
    );
  },
  async adminGetWebhook(ctx) {
    ctx.body = await endpoints.getEndpoint(ctx.state.em, ctx.state.store.id, pathId(ctx));
  },
  async adminUpdateWebhook(ctx) {
    ctx.body = await endpoints.updateEndpoint(
      ctx.state.em,
      allowPrivate(ctx),
      ctx.state.store.id,
      pathId(ctx),
      ctx.state.input.body,
    );
  },
  async adminDeleteWebhook(ctx) {
    await endpoints.deleteEndpoint(ctx.state.em, ctx.state.store.id, pathId(ctx));
    ctx.status = 204;
  },
  async adminRotateWebhookSecret(ctx) {
    const keyring = keyringOf(ctx.state.deps.config);
    ctx.body = await endpoints.rotateSecret(ctx.state.em, keyring, ctx.state.store.id, pathId(ctx));
  },
  async adminSendTestWebhook(ctx) {
    ctx.status = 202;
    ctx.body = await endpoints.sendTestEvent(ctx.state.em, ctx.state.store.id, pathId(ctx));
  },
  async adminListWebhookDeliveries(ctx) {
    ctx.body = await listEndpointDeliveries(
      ctx.state.em,
      ctx.state.cursors,
      ctx.state.store.id,
      pathId(ctx),
      ctx.state.input.query,
    );
  },
  async adminRetryWebhookDelivery(ctx) {
    ctx.status = 202;
    ctx.body = await retryDelivery(
      ctx.state.em,
      deliveryRetries,
      ctx.state.store.id,
      pathId(ctx),
      ctx.state.input.params.deliveryId,
    );
  },
});
