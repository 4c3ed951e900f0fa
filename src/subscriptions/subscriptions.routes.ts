import type { Handlers } from '../http/context';
import { pathId } from '../http/path-id';
import { listSellingPlans, setSellingPlans } from './selling-plans.service';
import {
  changeSubscriptionBy,
  getSubscription,
  listSubscriptions,
  replacePaymentMethod,
} from './subscription-actions.service';
import type { SubscriptionWorkflows } from './subscription-workflows.port';
import { subscriptionsReport } from './subscriptions-report';

/** Selling plans (both surfaces), the signed-in shopper's subscriptions and the staff's. */
export function subscriptionsHandlers(workflows: SubscriptionWorkflows): Handlers {
  return {
    async adminListSellingPlans(ctx) {
      ctx.body = await listSellingPlans(ctx.state.em, ctx.state.store.id, pathId(ctx), false);
    },
    async adminSetSellingPlans(ctx) {
      const { em, store, input } = ctx.state;
      ctx.body = await setSellingPlans(em, store.id, pathId(ctx), input.body.plans);
    },
    async listProductSellingPlans(ctx) {
      ctx.body = await listSellingPlans(ctx.state.em, ctx.state.store.id, pathId(ctx), true);
    },
    async adminListSubscriptions(ctx) {
      const { em, deps, cursors, store, input } = ctx.state;
      ctx.body = await listSubscriptions(em, deps.config, cursors, { storeId: store.id }, input.query);
    },
    async adminSubscriptionsReport(ctx) {
      ctx.body = await subscriptionsReport(ctx.state.em, ctx.state.store, ctx.state.input.query);
    },
    async adminGetSubscription(ctx) {
      ctx.body = await getSubscription(
        ctx.state.em,
        ctx.state.deps.config,
        { storeId: ctx.state.store.id },
        pathId(ctx),
      );
    },
    async adminChangeSubscription(ctx) {
      const { em, deps, store, input } = ctx.state;
      ctx.body = await changeSubscriptionBy(em, deps.config, workflows, { storeId: store.id }, pathId(ctx), input.body);
    },
    async listCurrentCustomerSubscriptions(ctx) {
      const { em, deps, cursors, store, input, customerId } = ctx.state;
      ctx.body = await listSubscriptions(em, deps.config, cursors, { storeId: store.id, customerId }, input.query);
    },
    async getCurrentCustomerSubscription(ctx) {
      const { em, deps, store, customerId } = ctx.state;
      ctx.body = await getSubscription(em, deps.config, { storeId: store.id, customerId }, pathId(ctx));
    },
    async changeCurrentCustomerSubscription(ctx) {
      const { em, deps, store, input, customerId } = ctx.state;
      const scope = { storeId: store.id, customerId };
      ctx.body = await changeSubscriptionBy(em, deps.config, workflows, scope, pathId(ctx), input.body);
    },
    async updateCurrentCustomerSubscriptionPaymentMethod(ctx) {
      const { em, deps, store, input, customerId } = ctx.state;
      const scope = { storeId: store.id, customerId };
      ctx.body = await replacePaymentMethod(em, deps.config, workflows, scope, pathId(ctx), input.body.paymentToken);
    },
  };
}
