import { useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { ApiError } from './api';
import { formatMinor, toMinorUnits } from './money';
import { ApiForm, Field, TextField, useSubmit, when } from './ui';

/** One row of the balance ledger (gift cards and store credit share it). */
export type LedgerEntry = components['schemas']['BalanceLedgerEntry'];

const KINDS: Record<LedgerEntry['kind'], string> = {
  issue: 'Issued',
  redeem: 'Paid an order',
  reverse: 'Returned (checkout failed or order cancelled)',
  adjust: 'Adjusted by staff',
  refund_to: 'Refunded onto it',
  expire: 'Expired',
};

/**
 * The API's refusals of a balance change, in the store owner's words: `balance_insufficient` carries only minor
 * units in its message, so it is told again with the balance formatted.
 */
export function inOwnersWords(error: ApiError, currency: string): ApiError {
  const details = error.details as { balance?: number; requested?: number } | undefined;
  if (error.code === 'balance_insufficient' && typeof details?.balance === 'number')
    return new ApiError(
      error.status,
      error.code,
      `The balance is only ${formatMinor(details.balance, currency)}, so ` +
        `${formatMinor(details.requested ?? 0, currency)} cannot be removed. A balance never goes below zero.`,
      error.details,
    );
  return error;
}

/** A balance's ledger, newest first: what happened, by how much, what was left, why, and which order. */
export function LedgerTable({ entries, caption }: { entries: LedgerEntry[]; caption: string }) {
  if (entries.length === 0) return <p>No changes yet.</p>;
  return (
    <table>
      <caption class="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">What</th>
          <th scope="col">Amount</th>
          <th scope="col">Balance after</th>
          <th scope="col">Reason or order</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id}>
            <td>{when(e.createdAt)}</td>
            <td>{KINDS[e.kind]}</td>
            <td class="num">{e.amount.formatted}</td>
            <td class="num">{e.balanceAfter.formatted}</td>
            <td>{e.orderId ? <a href={`#/orders/${e.orderId}`}>Order</a> : (e.reason ?? '—')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Adds to or removes from a balance, with the reason the ledger keeps. The amount is typed as a positive number and
 * the direction chosen, so a store owner never has to type a minus sign.
 */
export function BalanceChangeForm(props: {
  label: string;
  /** Where the form sits in the page's outline: its heading's level. */
  level: 2 | 3;
  /** The currencies to choose from; one means no choice is offered. */
  currencies: string[];
  send: (change: { currency: string; amount: number; reason: string }) => Promise<unknown>;
  done: () => void;
}) {
  const [direction, setDirection] = useState<'add' | 'remove'>('add');
  const [currency, setCurrency] = useState(props.currencies[0]);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const submit = useSubmit();
  const save = () =>
    submit.run(
      () => {
        const minor = toMinorUnits(amount, currency);
        return props
          .send({ currency, amount: direction === 'add' ? minor : -minor, reason })
          .catch((error: ApiError) => Promise.reject(inOwnersWords(error, currency)));
      },
      () => {
        setAmount('');
        setReason('');
        props.done();
        return `${direction === 'add' ? 'Added' : 'Removed'} ${formatMinor(toMinorUnits(amount, currency), currency)}.`;
      },
    );
  return (
    <ApiForm label={props.label} submitLabel="Save change" submit={submit} shown={['amount', 'reason']} onSubmit={save}>
      {props.level === 2 ? <h2>{props.label}</h2> : <h3>{props.label}</h3>}
      <div class="inline-form">
        <Field label="Change" name="direction" problems={submit.problems}>
          {(id) => (
            <select id={id} value={direction} onChange={(e) => setDirection(e.currentTarget.value as 'add')}>
              <option value="add">Add</option>
              <option value="remove">Remove</option>
            </select>
          )}
        </Field>
        <TextField
          label={props.currencies.length === 1 ? `Amount in ${currency}` : 'Amount'}
          name="amount"
          problems={submit.problems}
          inputMode="decimal"
          required
          value={amount}
          onValue={setAmount}
        />
        {props.currencies.length > 1 && (
          <Field label="Currency" name="currency" problems={submit.problems}>
            {(id) => (
              <select id={id} value={currency} onChange={(e) => setCurrency(e.currentTarget.value)}>
                {props.currencies.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      <TextField label="Reason" name="reason" problems={submit.problems} required value={reason} onValue={setReason} />
    </ApiForm>
  );
}
