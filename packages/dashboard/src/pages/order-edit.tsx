import { useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { admin, data } from '../api';
import type { PageProps } from '../page-props';
import { ApiForm, ErrorNotice, Field, Loading, TextField, useLoad, useSubmit, type Submit } from '../ui';

type OrderEdit = components['schemas']['OrderEdit'];
type Operation = components['schemas']['OrderEditOperationRequest'];
type Preview = components['schemas']['OrderEditPreview'];

/** What committing would do with the money, in words. */
function movementText(preview: Preview): string {
  if (preview.movement === 'refund')
    return `${preview.difference.formatted.replace('-', '')} goes back to the card (less any balance still due).`;
  if (preview.movement === 'payment_link') {
    const amount = preview.difference.formatted;
    return `The shopper pays ${amount} through a payment link; the order shows it due until then.`;
  }
  return 'No money moves.';
}

function operationText(op: OrderEdit['operations'][number], edit: OrderEdit): string {
  const line = (id?: string) => edit.preview?.lines.find((l) => l.lineId === id)?.title ?? id;
  if (op.type === 'add_line') return `Add ${op.quantity} × ${op.title} at ${op.unitPrice?.formatted}`;
  if (op.type === 'set_quantity')
    return op.quantity === 0 ? `Remove ${line(op.lineId)}` : `${line(op.lineId)}: quantity ${op.quantity}`;
  if (op.type === 'set_discount') return op.code ? `Apply the discount ${op.code}` : 'Remove the discount';
  return 'Change the shipping';
}

/**
 * The Edit order view: one draft of changes to a paid order (the API keeps it), priced at each change; committing it
 * moves the money once through the order's workflow, and a second editor's later commit is refused with the version.
 */
export function OrderEditPage({ params }: PageProps) {
  const loaded = useLoad(() => data(admin.get('/orders/{orderId}/edits', { path: { orderId: params.id } })), params.id);
  const [edit, setEdit] = useState<OrderEdit>();
  const start = useSubmit();
  const current = edit ?? loaded.data?.data.find((e) => e.status === 'open');
  return (
    <section>
      <h1>Edit order</h1>
      <p>
        <a href={`#/orders/${params.id}`}>Back to the order</a>
      </p>
      <Loading loaded={loaded}>
        {() =>
          current ? (
            <EditView edit={current} onEdit={setEdit} />
          ) : (
            <ApiForm
              label="Start an edit"
              submitLabel="Start editing"
              submit={start}
              shown={[]}
              onSubmit={() =>
                start.run(
                  () => data(admin.post('/orders/{orderId}/edits', { path: { orderId: params.id } })),
                  (opened) => {
                    setEdit(opened);
                    return '';
                  },
                )
              }
            >
              <p>Changes are kept as a draft and priced as you go; nothing changes on the order until you commit.</p>
            </ApiForm>
          )
        }
      </Loading>
    </section>
  );
}

function EditView({ edit, onEdit }: { edit: OrderEdit; onEdit: (edit: OrderEdit) => void }) {
  const change = useSubmit();
  const commit = useSubmit();
  const add = (operation: Operation, submit: Submit = change) =>
    submit.run(
      () => data(admin.post('/order-edits/{id}/operations', { path: { id: edit.id }, body: operation })),
      (updated) => {
        onEdit(updated);
        return 'Priced again.';
      },
    );
  const undo = (operationId: string) =>
    change.run(
      () => data(admin.delete('/order-edits/{id}/operations/{operationId}', { path: { id: edit.id, operationId } })),
      (updated) => {
        onEdit(updated);
        return 'Undone.';
      },
    );
  const close = (step: 'commit' | 'cancel') =>
    commit.run(
      () =>
        data(
          step === 'commit'
            ? admin.post('/order-edits/{id}/commit', {
                path: { id: edit.id },
                headers: { 'if-match': `"${edit.baseVersion}"` },
              })
            : admin.post('/order-edits/{id}/cancel', { path: { id: edit.id } }),
        ),
      (updated) => {
        onEdit(updated);
        return step === 'commit' ? 'Committed.' : 'The edit was cancelled.';
      },
    );
  const preview = edit.preview;
  if (edit.status !== 'open') return <Outcome edit={edit} />;
  return (
    <>
      {edit.orderVersion !== edit.baseVersion && (
        <p class="notice notice-error" role="alert">
          The order was changed since this edit was started (version {edit.orderVersion}, the edit was started on{' '}
          {edit.baseVersion}): committing it will be refused. Cancel it and start again.
        </p>
      )}
      <ErrorNotice error={change.error} />
      {change.notice && <p role="status">{change.notice}</p>}
      {preview && (
        <>
          <table>
            <caption>The order after the edit</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Quantity now</th>
                <th scope="col">After the edit</th>
                <th scope="col">Unit price</th>
                <th scope="col">Total</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {preview.lines.map((l) => (
                <tr key={l.lineId}>
                  <td>{l.title}</td>
                  <td class="num">{l.previousQuantity}</td>
                  <td class="num">{l.quantity}</td>
                  <td class="num">{l.unitPrice.formatted}</td>
                  <td class="num">{l.total.formatted}</td>
                  <td>
                    <QuantityForm
                      line={l}
                      onSet={(quantity) => add({ type: 'set_quantity', lineId: l.lineId, quantity })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl class="totals">
            <dt>Total before</dt>
            <dd>{preview.previousTotal.formatted}</dd>
            <dt>Total after</dt>
            <dd>{preview.total.formatted}</dd>
            <dt>Difference</dt>
            <dd>{preview.difference.formatted}</dd>
            <dt>Money</dt>
            <dd>{movementText(preview)}</dd>
          </dl>
        </>
      )}
      {edit.operations.length > 0 && (
        <>
          <h2>Changes</h2>
          <ul>
            {edit.operations.map((op) => (
              <li key={op.id}>
                {operationText(op, edit)}{' '}
                <button type="button" onClick={() => undo(op.id)} disabled={change.busy}>
                  Undo
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <AddLineForm onAdd={(operation, submit) => add(operation, submit)} />
      <DiscountForm current={preview?.discountCode ?? null} onSet={(operation, submit) => add(operation, submit)} />
      <h2>Commit or cancel</h2>
      <ErrorNotice error={commit.error} />
      <div class="actions">
        <button type="button" onClick={() => close('commit')} disabled={commit.busy}>
          {commit.busy ? 'Working…' : 'Commit the edit'}
        </button>
        <button type="button" onClick={() => close('cancel')} disabled={commit.busy}>
          Cancel the edit
        </button>
      </div>
    </>
  );
}

function QuantityForm({ line, onSet }: { line: Preview['lines'][number]; onSet: (quantity: number) => void }) {
  const [quantity, setQuantity] = useState(String(line.quantity));
  const id = `qty-${line.lineId}`;
  return (
    <form
      class="inline"
      aria-label={`Quantity of ${line.title}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSet(Number(quantity));
      }}
    >
      <label for={id}>New quantity of {line.title}</label>
      <input id={id} type="number" min="0" value={quantity} onInput={(e) => setQuantity(e.currentTarget.value)} />
      <button type="submit">Set</button>
      <button type="button" onClick={() => onSet(0)}>
        Remove
      </button>
    </form>
  );
}

type AddOperation = (operation: Operation, submit: Submit) => void;

function AddLineForm({ onAdd }: { onAdd: AddOperation }) {
  const submit = useSubmit();
  const [variantId, setVariantId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  return (
    <ApiForm
      label="Add a line"
      submitLabel="Add the line"
      submit={submit}
      shown={['variantId', 'quantity', 'unitAmount']}
      onSubmit={() =>
        onAdd(
          {
            type: 'add_line',
            variantId,
            quantity: Number(quantity),
            ...(price.trim() ? { unitAmount: Number(price) } : {}),
          },
          submit,
        )
      }
    >
      <h2>Add a line</h2>
      <TextField
        label="Variant id"
        name="variantId"
        problems={submit.problems}
        value={variantId}
        onValue={setVariantId}
        required
      />
      <TextField
        label="Quantity"
        name="quantity"
        problems={submit.problems}
        value={quantity}
        onValue={setQuantity}
        inputMode="numeric"
      />
      <TextField
        label="Custom unit price in minor units (empty: the variant's price now)"
        name="unitAmount"
        problems={submit.problems}
        value={price}
        onValue={setPrice}
        inputMode="numeric"
      />
    </ApiForm>
  );
}

function DiscountForm({ current, onSet }: { current: string | null; onSet: AddOperation }) {
  const submit = useSubmit();
  const [code, setCode] = useState(current ?? '');
  return (
    <ApiForm
      label="Discount"
      submitLabel="Set the discount"
      submit={submit}
      shown={['code']}
      onSubmit={() => onSet({ type: 'set_discount', code: code.trim() || null }, submit)}
    >
      <h2>Discount</h2>
      <Field label="Discount code (empty: none)" name="code" problems={submit.problems}>
        {(id, describedBy) => (
          <input id={id} value={code} aria-describedby={describedBy} onInput={(e) => setCode(e.currentTarget.value)} />
        )}
      </Field>
    </ApiForm>
  );
}

/** A closed edit: what it did. */
function Outcome({ edit }: { edit: OrderEdit }) {
  if (edit.status === 'cancelled') return <p role="status">This edit was cancelled; the order is as it was.</p>;
  const result = edit.result;
  return (
    <div role="status" class="notice notice-ok">
      <p>The edit is committed: the order is at version {result?.version}.</p>
      {result?.refund && <p>Refunded {result.refund.amount.formatted} to the card.</p>}
      {result?.paymentLinkId && (
        <p>
          The shopper owes {result.balanceDue.formatted}: send them your page with{' '}
          <code>&lt;commerce-pay link="{result.paymentLinkId}"&gt;</code>, or the hosted pay page{' '}
          <code>/widget/pay?link={result.paymentLinkId}&amp;publishable-key=…</code> with your publishable key.
        </p>
      )}
    </div>
  );
}
