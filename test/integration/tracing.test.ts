import { SpanKind } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { startHarness, type Harness } from '../support/harness';
import { startTestTracing, type TestTracing } from '../support/tracing';
import {
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';
import { exitCode, launch, waitFor } from '../support/processes';
import { freePort } from '../support/ports';
import { startReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { publicClient } from '../support/http';
import { loadWorkflowBundle } from '../../src/worker/workflow-bundle';

let tracing: TestTracing;
let h: Harness;
let store: CheckoutStore;

beforeAll(async () => {
  tracing = startTestTracing();
  // The worker bundles the workflows as a worker started from the sources does: with the tracing interceptors.
  h = await startHarness({ worker: true, workflowBundle: await loadWorkflowBundle(true) });
  store = await makeCheckoutStore(h.orm.em.fork());
}, 180_000);
afterAll(async () => {
  await h.close();
  await tracing.stop();
});

const spanId = (span: ReadableSpan) => span.spanContext().spanId;
const traceId = (span: ReadableSpan) => span.spanContext().traceId;
const isSql = (span: ReadableSpan) => span.name.startsWith('pg.query:');

describe('when a shopper submits a checkout with tracing on', () => {
  it('then the request, the update-with-start, the workflow, each activity and their SQL are one trace', async () => {
    const product = await makeStockedProduct(h.orm.em.fork(), store, 5);
    const cart = await makeReadyCart(h.orm.em.fork(), store, [{ ...product, quantity: 1 }]);
    const answer = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    // 202 when the checkout outlasts the submit's wait (a busy machine): the same trace, completed after the answer.
    expect([201, 202]).toContain(answer.status);
    await h.temporal.client.workflow.getHandle(`checkout-${cart.cartId}`).result();
    // The workflow's spans come through the worker's sink once the run has completed.
    await waitFor(() => tracing.spans().some((s) => s.name === 'RunWorkflow:checkoutWorkflow'), 'the workflow span');

    const spans = tracing.spans();
    const submitted = spans.filter(
      (s) => s.kind === SpanKind.SERVER && s.name === 'POST /v3/public/:publishableKey/cart/checkout/submit',
    );
    expect(submitted).toHaveLength(1);
    const [server] = submitted;
    expect(server.parentSpanContext).toBeUndefined();
    const trace = spans.filter((s) => traceId(s) === traceId(server));
    const byId = new Map(trace.map((s) => [spanId(s), s]));
    /** The span's ancestors, nearest first; a parent missing from the trace would end the chain early. */
    const ancestors = (span: ReadableSpan): ReadableSpan[] => {
      const parent = span.parentSpanContext && byId.get(span.parentSpanContext.spanId);
      return parent ? [parent, ...ancestors(parent)] : [];
    };
    const one = (name: string) => {
      const named = trace.filter((s) => s.name === name);
      expect(named.map((s) => s.name)).toEqual([name]);
      return named[0];
    };
    const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

    // Every span of the trace leads back to the submit request.
    for (const span of trace) if (span !== server) expect(ancestors(span)).toContain(server);

    const client = one('UpdateWithStartWorkflow:submitCheckout');
    const workflow = one('RunWorkflow:checkoutWorkflow');
    expect(parentOf(workflow)).toBe(spanId(client));
    expect(
      trace.filter(isSql).filter((sql) => ancestors(sql).includes(server) && !ancestors(sql).includes(workflow)),
    ).not.toHaveLength(0);
    for (const activity of ['beginCheckout', 'authorizePayment', 'capturePayment', 'completeCheckout']) {
      const scheduled = one(`StartActivity:${activity}`);
      const ran = one(`RunActivity:${activity}`);
      expect(parentOf(scheduled)).toBe(spanId(workflow));
      expect(parentOf(ran)).toBe(spanId(scheduled));
      if (activity === 'beginCheckout' || activity === 'completeCheckout')
        expect(trace.filter((s) => isSql(s) && ancestors(s)[0] === ran)).not.toHaveLength(0);
    }
    expect(parentOf(one('HandleUpdate:submitCheckout'))).toBe(spanId(client));
    // The order's workflow waits for the order's first admin action: the checkout starts none.
    expect(trace.filter((s) => s.name === 'StartChildWorkflow:orderWorkflow')).toEqual([]);
    // The URL's publishable key goes through the logs' redaction before any span is exported.
    expect(server.attributes['url.path']).toContain('/v3/public/pk_live_[redacted]/');
    expect(JSON.stringify(trace.map((s) => s.attributes))).not.toContain(store.publishableKey);
  }, 120_000);
});

describe('when the API process runs with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let collector: WebhookReceiver;
  beforeAll(async () => {
    collector = await startReceiver();
  });
  afterAll(() => collector.close());

  it('then its access log lines carry the trace id of the spans it exports over OTLP, SQL included', async () => {
    const port = await freePort();
    const api = launch('src/server.ts', {
      PORT: String(port),
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    try {
      await waitFor(() => api.output().includes('API listening'), 'the API to listen', 60_000);
      const listed = await publicClient(`http://127.0.0.1:${port}`, store.publishableKey).get('/products');
      expect(listed.status).toBe(200);
      const accessLine = () =>
        api
          .output()
          .split('\n')
          .filter((line) => line.includes('"msg":"request"') && line.includes('/products'))
          .map((line) => JSON.parse(line) as { trace_id?: string; span_id?: string })[0];
      await waitFor(() => accessLine() !== undefined, 'the access log line');
      const { trace_id: logged } = accessLine();
      expect(logged).toMatch(/^[0-9a-f]{32}$/);

      type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number };
      const exported = () =>
        collector.received
          .filter((r) => r.headers['content-type'] === 'application/json')
          .flatMap((r) => r.json.resourceSpans)
          .flatMap((resource: { scopeSpans: Array<{ spans: OtlpSpan[] }> }) => resource.scopeSpans)
          .flatMap((scope: { spans: OtlpSpan[] }) => scope.spans)
          .filter((span: OtlpSpan) => span.traceId === logged);
      await waitFor(() => exported().some((s: OtlpSpan) => s.name.startsWith('pg.query')), 'the exported SQL spans');
      const spans: OtlpSpan[] = exported();
      const server = spans.find((s) => s.kind === 2);
      expect(server?.parentSpanId ?? '').toBe('');
      const byId = new Map(spans.map((s) => [s.spanId, s]));
      const reachesServer = (span: OtlpSpan): boolean =>
        span === server || (span.parentSpanId ? reachesServer(byId.get(span.parentSpanId) as OtlpSpan) : false);
      for (const sql of spans.filter((s) => s.name.startsWith('pg.query'))) expect(reachesServer(sql)).toBe(true);
    } finally {
      api.child.kill('SIGTERM');
      await exitCode(api.child);
    }
  }, 120_000);
});
