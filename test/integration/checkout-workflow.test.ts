import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { NativeConnection, Worker } from '@temporalio/worker';
import type { CheckoutInput, CheckoutProgress } from '../../src/checkout/checkout.types';
import { SEARCH } from '../../workflows/definitions';
import { businessFailure } from '../../workflows/failures';

/**
 * The checkout workflow with stubbed activities on the real dev server: the saga's order of steps and compensations.
 */
let nativeConnection: NativeConnection;
let connection: Connection;
let client: Client;

beforeAll(async () => {
  nativeConnection = await NativeConnection.connect({ address: process.env.TEMPORAL_ADDRESS as string });
  connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS as string });
  client = new Client({ connection });
});
afterAll(async () => {
  await connection.close();
  await nativeConnection.close();
});

type Stubs = Record<string, (...args: any[]) => Promise<unknown>>;

async function runCheckout(stubs: Stubs): Promise<{ progress: CheckoutProgress; calls: string[]; workflowId: string }> {
  const calls: string[] = [];
  const activities = Object.fromEntries(
    Object.entries(stubs).map(([name, fn]) => [
      name,
      async (...args: unknown[]) => {
        calls.push(name);
        return fn(...args);
      },
    ]),
  );
  const taskQueue = `checkout-saga-${randomUUID()}`;
  const worker = await Worker.create({
    connection: nativeConnection,
    taskQueue,
    activities,
    workflowBundle: { codePath: process.env.TEST_WORKFLOW_BUNDLE as string },
  });
  const input: CheckoutInput = {
    storeId: 'str_test',
    cartId: `cart_${randomUUID()}`,
    paymentMethod: 'card',
    paymentToken: 'tok_visa',
    actionTimeoutSeconds: 5,
    submitWaitMs: 1000,
  };
  const workflowId = `checkout-${input.cartId}`;
  const run = client.workflow.execute('checkoutWorkflow', { taskQueue, workflowId, args: [input] });
  const progress = await worker.runUntil(run);
  return { progress: progress as CheckoutProgress, calls, workflowId };
}

const begun = async (input: { orderId: string; paymentId: string }) => ({
  orderId: input.orderId,
  paymentId: input.paymentId,
  amount: 5500,
  currency: 'USD',
  email: 'a@example.com',
  alreadyCompleted: false,
});

describe('when the capture fails for good after the card was authorized', () => {
  it('then the workflow voids the authorization, releases and reopens, reports payment_provider_error', async () => {
    const { progress, calls } = await runCheckout({
      beginCheckout: begun,
      authorizePayment: async () => ({ status: 'authorized', reference: 'test_ch_x' }),
      capturePayment: async () => {
        throw ApplicationFailure.nonRetryable('provider rejected the capture');
      },
      voidPayment: async () => undefined,
      failCheckout: async () => undefined,
    });
    expect(calls).toEqual(['beginCheckout', 'authorizePayment', 'capturePayment', 'voidPayment', 'failCheckout']);
    expect(progress).toMatchObject({ status: 'failed', error: { code: 'payment_provider_error' } });
  });
});

describe('when the stock cannot be reserved', () => {
  it('then nothing is paid or voided, the cart reopens with the business error, no order is referenced', async () => {
    let failedWith: unknown[] = [];
    const { progress, calls } = await runCheckout({
      beginCheckout: async () => {
        throw businessFailure({
          code: 'cart_item_out_of_stock',
          message: 'This item is out of stock.',
          details: { available: 0 },
        });
      },
      failCheckout: async (...args: unknown[]) => {
        failedWith = args;
      },
    });
    expect(calls).toEqual(['beginCheckout', 'failCheckout']);
    // No order was made, so none is named to cancel: only the cart reopens.
    expect(failedWith).toEqual([
      {
        storeId: expect.any(String),
        cartId: expect.any(String),
        failure: expect.objectContaining({ code: 'cart_item_out_of_stock' }),
      },
    ]);
    expect(progress).toMatchObject({ status: 'failed', error: { code: 'cart_item_out_of_stock' } });
  });
});

describe('when the void fails all its attempts after the capture failed', () => {
  it('then the payment is recorded for reconciliation and flagged in the UI, and the cart still reopens', async () => {
    const recorded: unknown[][] = [];
    const { progress, calls, workflowId } = await runCheckout({
      beginCheckout: begun,
      authorizePayment: async () => ({ status: 'authorized', reference: 'test_ch_x' }),
      capturePayment: async () => {
        throw ApplicationFailure.nonRetryable('provider rejected the capture');
      },
      voidPayment: async () => {
        throw new Error('provider unreachable');
      },
      recordUnvoidedPayment: async (...args: unknown[]) => {
        recorded.push(args);
      },
      failCheckout: async () => undefined,
    });
    const voids = calls.filter((name) => name === 'voidPayment').length;
    expect(voids).toBe(6);
    expect(calls.slice(voids + 3)).toEqual(['recordUnvoidedPayment', 'failCheckout']);
    expect(recorded).toEqual([
      [{ paymentId: expect.stringMatching(/^pay_/), reason: expect.stringContaining('provider unreachable') }],
    ]);
    expect(progress).toMatchObject({ status: 'failed', error: { code: 'payment_provider_error' } });
    const { typedSearchAttributes } = await client.workflow.getHandle(workflowId).describe();
    expect(typedSearchAttributes.get(SEARCH.paymentReconciliation)).toBe('void_failed');
  });
});
