import { useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { admin, data } from '../api';
import { ApiForm, Field, ListEnd, newKey, useCursorList, useSubmit, when } from '../ui';

type Order = components['schemas']['Order'];
type Claim = components['schemas']['Claim'];
type ClaimRequest = components['schemas']['CreateClaimRequest'];

const claimText = (c: Claim) => {
  const units = c.lines.map((l) => `${l.quantity} × ${l.title}`).join(', ');
  const how = c.resolution === 'replacement' ? 'replacement' : 'refund';
  const outcome = c.status === 'failed' ? `failed: ${c.failure?.message ?? ''}` : c.status;
  return `${c.reason}: ${units} (${c.value.formatted}), ${how}, ${outcome}`;
};

/**
 * An order's claims (units lost or damaged in transit, settled without a return) and the form to file one: the
 * units ship again from stock, or their value is refunded. `changed` reloads the order, whose fulfilments,
 * refunds and timeline the claim changed.
 */
export function OrderClaims({ order, changed }: { order: Order; changed: () => void }) {
  const claims = useCursorList(
    (cursor) => data(admin.get('/claims', { query: { orderId: order.id, limit: 25, ...(cursor ? { cursor } : {}) } })),
    order.id,
  );
  return (
    <>
      <h2>Claims</h2>
      <ul>
        {claims.items.map((c) => (
          <li key={c.id}>
            {when(c.createdAt)} — {claimText(c)}
          </li>
        ))}
      </ul>
      <ListEnd list={claims} empty="No claims." />
      {order.lines.some((l) => l.fulfilledQuantity > 0) && (
        <ClaimForm
          order={order}
          done={() => {
            claims.reload();
            changed();
          }}
        />
      )}
    </>
  );
}

function ClaimForm({ order, done }: { order: Order; done: () => void }) {
  const [reason, setReason] = useState<ClaimRequest['reason']>('missing');
  const [resolution, setResolution] = useState<ClaimRequest['resolution']>('replacement');
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  // One key per filled-in claim, so a resubmission after a lost answer makes no second claim.
  const [key, setKey] = useState(newKey());
  const submit = useSubmit();
  const lines = order.lines
    .map((l) => ({ lineId: l.id, quantity: Number(quantities[l.id] ?? 0) }))
    .filter((l) => l.quantity > 0);
  const send = () =>
    submit.run(
      () =>
        data(
          admin.post('/orders/{orderId}/claims', {
            path: { orderId: order.id },
            idempotencyKey: key,
            body: { reason, resolution, lines, ...(note.trim() ? { note } : {}) },
          }),
        ),
      (claim) => {
        setQuantities({});
        setNote('');
        setKey(newKey());
        done();
        return claim.resolution === 'replacement'
          ? 'Claim filed: the replacement is added to the fulfilments.'
          : `Claim filed: ${claim.value.formatted} refunded.`;
      },
    );
  return (
    <ApiForm label="File a claim" submitLabel="File claim" submit={submit} shown={['lines', 'note']} onSubmit={send}>
      <h3>File a claim</h3>
      <Field label="What happened" name="reason" problems={submit.problems}>
        {(id) => (
          <select id={id} value={reason} onChange={(e) => setReason(e.currentTarget.value as ClaimRequest['reason'])}>
            <option value="missing">lost in transit</option>
            <option value="damaged">arrived damaged</option>
          </select>
        )}
      </Field>
      <Field label="Settle by" name="resolution" problems={submit.problems}>
        {(id) => (
          <select
            id={id}
            value={resolution}
            onChange={(e) => setResolution(e.currentTarget.value as ClaimRequest['resolution'])}
          >
            <option value="replacement">sending the same items again</option>
            <option value="refund">a refund to the original payment</option>
          </select>
        )}
      </Field>
      {order.lines
        .filter((l) => l.fulfilledQuantity > 0)
        .map((l) => (
          <Field
            key={l.id}
            label={`${l.title} ${l.variantTitle ?? ''} — units, up to ${l.fulfilledQuantity} shipped`}
            name={`claim-${l.id}`}
            problems={{}}
          >
            {(id) => (
              <input
                id={id}
                type="number"
                min={0}
                max={l.fulfilledQuantity}
                value={quantities[l.id] ?? '0'}
                onInput={(e) => setQuantities({ ...quantities, [l.id]: e.currentTarget.value })}
              />
            )}
          </Field>
        ))}
      <Field label="Note (optional)" name="note" problems={submit.problems}>
        {(id, describedBy) => (
          <textarea
            id={id}
            value={note}
            aria-describedby={describedBy}
            onInput={(e) => setNote(e.currentTarget.value)}
          />
        )}
      </Field>
    </ApiForm>
  );
}
