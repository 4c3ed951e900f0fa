import { useState } from 'preact/hooks';
import { admin, data, type ApiError, type Product } from '../api';
import { formatMinor, toMinorUnits } from '../money';
import { ErrorNotice } from '../ui';

type Action = 'status' | 'price-set' | 'price-amount' | 'price-percent' | 'stock';

const ACTIONS: Array<[Action, string]> = [
  ['status', 'Set status'],
  ['price-set', 'Set price'],
  ['price-amount', 'Change price by an amount'],
  ['price-percent', 'Change price by a percentage'],
  ['stock', 'Set stock on hand'],
];

/** One item of a bulk request, and the product (and variant SKU) it was about, to name it in the summary. */
interface Sent {
  product: Product;
  sku?: string;
}

interface Outcome {
  ok: boolean;
  error?: { code: string; message: string };
}

/** What the owner reads for a refusal: the API's message, or plainer words for the codes it is terse about. */
function reasonOf(error: { code: string; message: string }): string {
  if (error.code === 'resource_not_found') return 'It was deleted or changed after the list was loaded.';
  if (error.code === 'insufficient_stock') return 'Open checkouts hold more than that; stock cannot go below them.';
  if (error.code === 'currency_not_supported') return 'The store does not sell in that currency.';
  return error.message;
}

/** A bulk API call takes up to 1,000 items; a bigger selection is sent in parts, one after the other. */
const PART = 1000;

/** The request for one action over the chosen products: each item with what it is about, then the call itself. */
function planOf(action: Action, products: Product[], value: string, currency: string, status: string) {
  const variants = products.flatMap((product) => product.variants.map((variant) => ({ product, variant })));
  if (action === 'status')
    return {
      sent: products.map((product): Sent => ({ product })),
      send: (from: number) => {
        const items = products.slice(from, from + PART).map((p) => ({ productId: p.id, status: status as 'active' }));
        return data(admin.post('/products/bulk-status', { body: { items } }));
      },
    };
  const sent = variants.map(({ product, variant }): Sent => ({ product, sku: variant.sku }));
  const part = (from: number) => variants.slice(from, from + PART);
  if (action === 'stock')
    return {
      sent,
      send: (from: number) => {
        const items = part(from).map(({ product, variant }) => ({
          productId: product.id,
          variantId: variant.id,
          set: Number(value),
          reason: 'bulk edit',
        }));
        return data(admin.post('/products/bulk-stock', { body: { items } }));
      },
    };
  if (action === 'price-set')
    return {
      sent,
      send: (from: number) => {
        const amount = toMinorUnits(value, currency);
        const items = part(from).map(({ product, variant }) => ({
          productId: product.id,
          variantId: variant.id,
          prices: [
            ...variant.prices
              .filter((p) => p.currency !== currency)
              .map((p) => ({ currency: p.currency, amount: p.amount })),
            { currency, amount },
          ],
        }));
        return data(admin.post('/products/bulk-prices', { body: { items } }));
      },
    };
  const by =
    action === 'price-amount'
      ? { amount: toMinorUnits(value, currency) }
      : { percent: Number(value.replace(',', '.')) };
  return {
    sent,
    send: (from: number) => {
      const items = part(from).map(({ product, variant }) => ({
        productId: product.id,
        variantId: variant.id,
        currency,
        ...by,
      }));
      return data(admin.post('/products/bulk-price-adjustments', { body: { items } }));
    },
  };
}

/** A sentence naming the change, for the confirmation. */
function changeOf(action: Action, value: string, currency: string, status: string): string {
  if (action === 'status') return `set their status to ${status}`;
  if (action === 'stock') return `set the stock on hand of every variant to ${value}`;
  if (action === 'price-set')
    return `set every variant's ${currency} price to ${formatMinor(toMinorUnits(value, currency), currency)}`;
  if (action === 'price-amount') {
    const amount = toMinorUnits(value, currency);
    const by = formatMinor(Math.abs(amount), currency);
    return `${amount < 0 ? 'lower' : 'raise'} every variant's ${currency} price by ${by}`;
  }
  const percent = Number(value.replace(',', '.'));
  return `${percent < 0 ? 'lower' : 'raise'} every variant's ${currency} price by ${Math.abs(percent)}%`;
}

/** Why the typed value cannot be sent, before asking the API; undefined when it can. */
function problemOf(action: Action, value: string, currency: string): string | undefined {
  if (action === 'status') return undefined;
  const text = value.trim();
  if (action === 'stock') return /^\d+$/.test(text) ? undefined : 'Enter a whole number of 0 or more.';
  if (action === 'price-percent') {
    const percent = Number(text.replace(',', '.'));
    return text && Number.isFinite(percent) && percent !== 0 && percent >= -100 && percent <= 1000
      ? undefined
      : 'Enter a percentage, like -10 or 5.';
  }
  const amount = toMinorUnits(text, currency);
  if (!text || !Number.isFinite(amount)) return 'Enter an amount, like 12.50.';
  if (action === 'price-set') return amount >= 0 ? undefined : 'A price cannot be below zero.';
  return amount !== 0 ? undefined : 'Enter an amount other than zero.';
}

interface Summary {
  changed: number;
  total: number;
  failures: Array<{ product: Product; skus: string[]; reasons: string[] }>;
}

/** The outcome per product: changed when all its items were applied, else each reason (with the variant's SKU). */
function summaryOf(products: Product[], sent: Sent[], outcomes: Outcome[]): Summary {
  const failures = new Map<string, Summary['failures'][number]>();
  outcomes.forEach((outcome, i) => {
    if (outcome.ok || !outcome.error) return;
    const { product, sku } = sent[i];
    const failure = failures.get(product.id) ?? { product, skus: [], reasons: [] };
    if (sku) failure.skus.push(sku);
    const reason = reasonOf(outcome.error);
    if (!failure.reasons.includes(reason)) failure.reasons.push(reason);
    failures.set(product.id, failure);
  });
  return { changed: products.length - failures.size, total: products.length, failures: [...failures.values()] };
}

/**
 * The bar over the product list once rows are chosen: what to change, a confirmation naming how many products
 * change, then what changed and what did not, and why, announced to screen readers.
 */
export function BulkBar(props: {
  chosen: Product[];
  allMatching: boolean;
  currencies: string[];
  selectAllMatching: () => Promise<void>;
  clear: () => void;
  changed: () => void;
}) {
  const [action, setAction] = useState<Action>('price-percent');
  const [value, setValue] = useState('');
  const [currency, setCurrency] = useState(props.currencies[0] ?? 'USD');
  const [status, setStatus] = useState('active');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState('');
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState<ApiError>();
  const [summary, setSummary] = useState<Summary>();
  const count = props.chosen.length;
  const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

  const review = (event: Event) => {
    event.preventDefault();
    const found = problemOf(action, value, currency);
    setProblem(found);
    setAsking(!found);
  };
  const apply = async () => {
    setAsking(false);
    setBusy(`Changing ${products(count)}…`);
    setError(undefined);
    const chosen = props.chosen;
    const plan = planOf(action, chosen, value.trim().replace(/^\+/, ''), currency, status);
    const outcomes: Outcome[] = [];
    try {
      for (let from = 0; from < plan.sent.length; from += PART) outcomes.push(...(await plan.send(from)).results);
      setSummary(summaryOf(chosen, plan.sent, outcomes));
      props.changed();
    } catch (e) {
      setError(e as ApiError);
    }
    setBusy('');
  };
  const selectAll = () => {
    setBusy('Selecting every product matching the filter…');
    props.selectAllMatching().then(
      () => setBusy(''),
      (e: ApiError) => {
        setError(e);
        setBusy('');
      },
    );
  };

  return (
    <div class="bulk">
      {count > 0 && (
        <form class="bulk-bar" aria-label="Change the selected products" onSubmit={review}>
          <p>
            <strong>
              {props.allMatching
                ? `All ${products(count)} matching the filter are selected.`
                : `${products(count)} selected.`}
            </strong>{' '}
            {!props.allMatching && (
              <button type="button" onClick={selectAll} disabled={!!busy}>
                Select all matching the filter
              </button>
            )}{' '}
            <button type="button" onClick={props.clear} disabled={!!busy}>
              Clear selection
            </button>
          </p>
          <span class="filter">
            <label for="bulk-action">Change</label>
            <select id="bulk-action" value={action} onChange={(e) => setAction(e.currentTarget.value as Action)}>
              {ACTIONS.map(([a, label]) => (
                <option key={a} value={a}>
                  {label}
                </option>
              ))}
            </select>
          </span>
          {action === 'status' ? (
            <span class="filter">
              <label for="bulk-status">Status</label>
              <select id="bulk-status" value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
                {['draft', 'active', 'archived'].map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </span>
          ) : (
            <>
              {action !== 'stock' && (
                <span class="filter">
                  <label for="bulk-currency">Currency</label>
                  <select id="bulk-currency" value={currency} onChange={(e) => setCurrency(e.currentTarget.value)}>
                    {props.currencies.map((c) => (
                      <option key={c}>{c}</option>
                    ))}
                  </select>
                </span>
              )}
              <span class="filter">
                <label for="bulk-value">
                  {action === 'stock'
                    ? 'Stock on hand'
                    : action === 'price-set'
                      ? 'New price'
                      : action === 'price-amount'
                        ? 'Amount (negative lowers)'
                        : 'Percent (negative lowers)'}
                </label>
                <input
                  id="bulk-value"
                  inputMode="decimal"
                  value={value}
                  aria-invalid={problem ? 'true' : undefined}
                  aria-describedby={problem ? 'bulk-problem' : undefined}
                  onInput={(e) => setValue(e.currentTarget.value)}
                />
              </span>
            </>
          )}
          <button type="submit" disabled={!!busy}>
            Review change
          </button>
          {problem && (
            <p id="bulk-problem" class="field-error">
              {problem}
            </p>
          )}
          {asking && (
            <p class="confirm" role="group" aria-label="Confirm the change">
              <span>
                {`This will ${changeOf(action, value.trim().replace(/^\+/, ''), currency, status)} for ${products(count)}.`}
              </span>
              <button type="button" onClick={apply}>
                {`Change ${products(count)}`}
              </button>
              <button type="button" onClick={() => setAsking(false)}>
                Cancel
              </button>
            </p>
          )}
        </form>
      )}
      <ErrorNotice error={error} />
      <div aria-live="polite" role="status" class="bulk-summary">
        {busy && <p>{busy}</p>}
        {summary && !busy && (
          <div class={`notice ${summary.failures.length ? 'notice-error' : 'notice-ok'}`}>
            <p>
              {summary.failures.length
                ? `Changed ${summary.changed} of ${products(summary.total)}. ` +
                  `${products(summary.failures.length)} could not be changed:`
                : `Changed all ${products(summary.total)}.`}
            </p>
            {summary.failures.length > 0 && (
              <ul>
                {summary.failures.map((f) => (
                  <li key={f.product.id}>
                    <strong>{f.product.title}</strong>
                    {f.skus.length ? ` (${f.skus.join(', ')})` : ''}: {f.reasons.join(' ')}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
