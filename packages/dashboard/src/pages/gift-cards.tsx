import { useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { admin, ApiError, data, privateApi, query, type Page } from '../api';
import type { PageProps } from '../page-props';
import { BalanceChangeForm, LedgerTable } from '../balances';
import { dayEnd, FilterInput, FilterSelect, ListPage, useFilters } from '../list';
import { toMinorUnits } from '../money';
import { ApiForm, ConfirmButton, ErrorNotice, Field, Loading, TextField, useLoad, useSubmit, when } from '../ui';

type GiftCard = components['schemas']['GiftCard'];
type GiftCardDetail = components['schemas']['GiftCardDetail'];
type IssuedGiftCard = components['schemas']['IssuedGiftCard'];

const STATUSES: Array<[string, string]> = [
  ['', 'any'],
  ['active', 'active'],
  ['disabled', 'disabled'],
  ['expired', 'expired'],
];

const cardName = (card: GiftCard) => `Gift card ••••${card.last4}`;

/** Issues a card; its code is answered this once, so it stays on the page until the next issue. */
function IssueGiftCard({ currencies, issued }: { currencies: string[]; issued: () => void }) {
  const [currency, setCurrency] = useState(currencies[0]);
  const [amount, setAmount] = useState('');
  const [expires, setExpires] = useState('');
  const [note, setNote] = useState('');
  const [card, setCard] = useState<IssuedGiftCard>();
  const submit = useSubmit();
  const issue = () =>
    submit.run(
      () =>
        data(
          admin.post('/gift-cards', {
            body: {
              currency,
              amount: toMinorUnits(amount, currency),
              ...(expires ? { expiresAt: dayEnd(expires) } : {}),
              ...(note.trim() ? { note } : {}),
            },
          }),
        ),
      (fresh) => {
        setCard(fresh);
        setAmount('');
        setExpires('');
        setNote('');
        issued();
        return '';
      },
    );
  return (
    <>
      {card && (
        <div class="notice notice-ok" role="status">
          <p>
            Gift card of {card.initialValue.formatted} issued. Copy its code now and give it to the customer: it is not
            shown again, and nobody (not even you) can look it up later.
          </p>
          <code class="secret" data-gift-card-code>
            {card.code}
          </code>
          <p>
            <a href={`#/gift-cards/${card.id}`}>Open {cardName(card)}</a>
          </p>
        </div>
      )}
      <ApiForm
        label="Issue a gift card"
        submitLabel="Issue gift card"
        submit={submit}
        shown={['currency', 'amount', 'expiresAt', 'note']}
        onSubmit={issue}
      >
        <h2>Issue a gift card</h2>
        <div class="inline-form">
          <TextField
            label={`Value in ${currency}`}
            name="amount"
            problems={submit.problems}
            inputMode="decimal"
            required
            value={amount}
            onValue={setAmount}
          />
          {currencies.length > 1 && (
            <Field label="Currency" name="currency" problems={submit.problems}>
              {(id) => (
                <select id={id} value={currency} onChange={(e) => setCurrency(e.currentTarget.value)}>
                  {currencies.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <Field label="Usable until (optional, the day included)" name="expiresAt" problems={submit.problems}>
            {(id, describedBy) => (
              <input
                id={id}
                type="date"
                value={expires}
                aria-describedby={describedBy}
                onInput={(e) => setExpires(e.currentTarget.value)}
              />
            )}
          </Field>
        </div>
        <TextField
          label="Note (only staff see it)"
          name="note"
          problems={submit.problems}
          value={note}
          onValue={setNote}
        />
      </ApiForm>
    </>
  );
}

/** Every filter of adminListGiftCards (state, currency, last four characters); an issue loads the list again. */
export function GiftCards({ session }: PageProps) {
  const { filters, set } = useFilters({ status: '', currency: '', last4: '' });
  const [round, setRound] = useState(0);
  const currencies = session.store.currencies;
  // A partial last4 would be refused (it must be 4 characters), so the filter waits until four are typed.
  const params = { ...filters, last4: filters.last4.trim().length === 4 ? filters.last4.trim() : '' };
  return (
    <>
      <ListPage<GiftCard>
        title="Gift cards"
        caption="Gift cards, newest first"
        load={(cursor) => privateApi<Page<GiftCard>>('GET', `/gift-cards${query({ ...params, cursor, limit: 25 })}`)}
        loadKey={`${JSON.stringify(params)}|${round}`}
        empty="No gift cards match."
        columns={[
          { header: 'Card', cell: (c) => <a href={`#/gift-cards/${c.id}`}>{cardName(c)}</a> },
          { header: 'Balance', numeric: true, cell: (c) => c.balance.formatted },
          { header: 'Value at issue', numeric: true, cell: (c) => c.initialValue.formatted },
          { header: 'State', cell: (c) => c.status },
          { header: 'Expires', cell: (c) => when(c.expiresAt) },
          { header: 'Issued', cell: (c) => when(c.createdAt) },
        ]}
        filters={
          <>
            <FilterSelect
              id="g-status"
              label="State"
              value={filters.status}
              options={STATUSES}
              onChange={set('status')}
            />
            {currencies.length > 1 && (
              <FilterSelect
                id="g-currency"
                label="Currency"
                value={filters.currency}
                options={[['', 'any'], ...currencies.map((c): [string, string] => [c, c])]}
                onChange={set('currency')}
              />
            )}
            <FilterInput
              id="g-last4"
              label="Code ends with"
              type="search"
              value={filters.last4}
              onChange={set('last4')}
            />
          </>
        }
      />
      <IssueGiftCard currencies={currencies} issued={() => setRound(round + 1)} />
    </>
  );
}

/** One card: its balance and state, disable or re-enable, an adjustment with a reason, and its ledger. */
export function GiftCardPage({ params }: PageProps) {
  const loaded = useLoad(() => data(admin.get('/gift-cards/{id}', { path: { id: params.id } })), params.id);
  return <Loading loaded={loaded}>{() => loaded.data && <GiftCardView card={loaded.data} />}</Loading>;
}

function GiftCardView({ card: first }: { card: GiftCardDetail }) {
  const [card, setCard] = useState(first);
  const [error, setError] = useState<ApiError>();
  const [notice, setNotice] = useState('');
  const path = { path: { id: card.id } };
  const reload = () => data(admin.get('/gift-cards/{id}', path)).then(setCard, setError);
  const setEnabled = (enabled: boolean) =>
    data(admin.post(enabled ? '/gift-cards/{id}/enable' : '/gift-cards/{id}/disable', path)).then((updated) => {
      setCard(updated);
      setError(undefined);
      setNotice(enabled ? 'The card can be used again.' : 'The card is disabled: shoppers cannot pay with it.');
    }, setError);
  return (
    <section>
      <h1>{cardName(card)}</h1>
      <div class="cards">
        <div class="card">
          <p>Balance</p>
          <p class="big">{card.balance.formatted}</p>
        </div>
        <div class="card">
          <p>Value at issue</p>
          <p class="big">{card.initialValue.formatted}</p>
        </div>
      </div>
      <p>
        State: {card.status} · expires {card.expiresAt ? when(card.expiresAt) : 'never'} · issued {when(card.createdAt)}
        {card.note ? ` · ${card.note}` : ''}
      </p>
      <ErrorNotice error={error} />
      {notice && <p role="status">{notice}</p>}
      {card.status === 'disabled' ? (
        <button type="button" onClick={() => setEnabled(true)}>
          Re-enable the card
        </button>
      ) : (
        <ConfirmButton
          label="Disable the card"
          question="Shoppers cannot pay with a disabled card until you re-enable it; its balance is kept."
          confirmLabel="Yes, disable it"
          onConfirm={() => setEnabled(false)}
        />
      )}
      <BalanceChangeForm
        label="Adjust the balance"
        level={2}
        currencies={[card.currency]}
        send={({ amount, reason }) =>
          data(admin.post('/gift-cards/{id}/adjustments', { ...path, body: { amount, reason } }))
        }
        done={() => void reload()}
      />
      <h2>History</h2>
      <LedgerTable entries={card.history} caption={`History of ${cardName(card)}, newest first`} />
    </section>
  );
}
