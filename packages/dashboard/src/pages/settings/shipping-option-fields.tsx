import type { components } from '@commerce-service/sdk';
import type { Money, Settings } from '../../api';
import { toDecimalText, toMinorUnits } from '../../money';
import { Field, TextField } from '../../ui';
import { integer } from './settings-part';

type ShippingOption = components['schemas']['AdminShippingOption'];
type Prices = Record<string, string>;

export interface OptionDraft {
  id?: string;
  name: string;
  kind: ShippingOption['kind'];
  prices: Prices;
  freeOver: Prices;
  tiers: Array<{ upToGrams: string; prices: Prices }>;
  minDays: string;
  maxDays: string;
  active: boolean;
}

interface ZoneDraft {
  id?: string;
  name: string;
  countries: string;
  options: OptionDraft[];
}

const pricesText = (money: Money[] | null): Prices =>
  Object.fromEntries((money ?? []).map((m) => [m.currency, toDecimalText(m.amount, m.currency)]));

/** The prices typed, in the store's currency order; a currency left empty is not sent. */
const pricesBody = (prices: Prices, currencies: string[]) =>
  currencies
    .filter((c) => prices[c]?.trim())
    .map((currency) => ({ currency, amount: toMinorUnits(prices[currency], currency) }));

export const zoneDrafts = (s: Settings): ZoneDraft[] =>
  s.shippingZones.map((z) => ({
    id: z.id,
    name: z.name,
    countries: z.countries.join(', '),
    options: z.options.map((o) => ({
      id: o.id,
      name: o.name,
      kind: o.kind,
      prices: pricesText(o.prices),
      freeOver: pricesText(o.freeOver),
      tiers: (o.weightTiers ?? []).map((t) => ({ upToGrams: String(t.upToGrams), prices: pricesText(t.prices) })),
      minDays: o.deliveryMinDays === null ? '' : String(o.deliveryMinDays),
      maxDays: o.deliveryMaxDays === null ? '' : String(o.deliveryMaxDays),
      active: o.active,
    })),
  }));

export function optionBody(o: OptionDraft, currencies: string[]) {
  return {
    ...(o.id ? { id: o.id } : {}),
    name: o.name,
    kind: o.kind,
    ...(o.kind !== 'weight' ? { prices: pricesBody(o.prices, currencies) } : {}),
    ...(o.kind === 'free_over' ? { freeOver: pricesBody(o.freeOver, currencies) } : {}),
    ...(o.kind === 'weight'
      ? {
          weightTiers: o.tiers.map((t) => ({
            upToGrams: integer(t.upToGrams),
            prices: pricesBody(t.prices, currencies),
          })),
        }
      : {}),
    ...(o.minDays.trim() ? { deliveryMinDays: integer(o.minDays) } : {}),
    ...(o.maxDays.trim() ? { deliveryMaxDays: integer(o.maxDays) } : {}),
    active: o.active,
  };
}

/**
 * One input per store currency; each is named by its place in the list that is sent, so its API problem shows there.
 */
function PriceInputs(props: {
  label: string;
  field: string;
  prices: Prices;
  currencies: string[];
  problems: Record<string, string>;
  onChange: (p: Prices) => void;
}) {
  const sent = props.currencies.filter((c) => props.prices[c]?.trim());
  return (
    <div class="row">
      {props.currencies.map((currency) => (
        <TextField
          key={currency}
          label={`${props.label} in ${currency}`}
          name={sent.includes(currency) ? `${props.field}.${sent.indexOf(currency)}` : `${props.field}-${currency}`}
          problems={props.problems}
          inputMode="decimal"
          value={props.prices[currency] ?? ''}
          onValue={(v) => props.onChange({ ...props.prices, [currency]: v })}
        />
      ))}
    </div>
  );
}

export const NEW_OPTION: OptionDraft = {
  name: '',
  kind: 'flat',
  prices: {},
  freeOver: {},
  tiers: [{ upToGrams: '', prices: {} }],
  minDays: '',
  maxDays: '',
  active: true,
};

export function OptionFields(props: {
  option: OptionDraft;
  title: string;
  field: string;
  currencies: string[];
  problems: Record<string, string>;
  onChange: (o: OptionDraft) => void;
  onRemove: () => void;
}) {
  const { option: o, title, field, problems } = props;
  const change = (changes: Partial<OptionDraft>) => props.onChange({ ...o, ...changes });
  const changeTier = (k: number, tier: OptionDraft['tiers'][number]) =>
    change({ tiers: o.tiers.map((t, j) => (j === k ? tier : t)) });
  return (
    <fieldset>
      <legend>{title}</legend>
      <div class="row">
        <TextField
          label={`${title} name`}
          name={`${field}.name`}
          problems={problems}
          value={o.name}
          onValue={(name) => change({ name })}
        />
        <Field label={`${title} kind`} name={`${field}.kind`} problems={problems}>
          {(id, d) => (
            <select
              id={id}
              value={o.kind}
              aria-describedby={d}
              onChange={(e) => change({ kind: e.currentTarget.value as OptionDraft['kind'] })}
            >
              <option value="flat">flat price</option>
              <option value="free_over">free over an order subtotal</option>
              <option value="weight">by weight</option>
            </select>
          )}
        </Field>
      </div>
      {o.kind !== 'weight' && (
        <PriceInputs
          label={`${title} price`}
          field={`${field}.prices`}
          prices={o.prices}
          currencies={props.currencies}
          problems={problems}
          onChange={(prices) => change({ prices })}
        />
      )}
      {o.kind === 'free_over' && (
        <PriceInputs
          label={`${title} free from a subtotal`}
          field={`${field}.freeOver`}
          prices={o.freeOver}
          currencies={props.currencies}
          problems={problems}
          onChange={(freeOver) => change({ freeOver })}
        />
      )}
      {o.kind === 'weight' &&
        o.tiers.map((t, k) => (
          <div class="row" key={k}>
            <TextField
              label={`${title} tier ${k + 1} up to grams`}
              name={`${field}.weightTiers.${k}.upToGrams`}
              problems={problems}
              inputMode="numeric"
              value={t.upToGrams}
              onValue={(upToGrams) => changeTier(k, { ...t, upToGrams })}
            />
            <PriceInputs
              label={`${title} tier ${k + 1} price`}
              field={`${field}.weightTiers.${k}.prices`}
              prices={t.prices}
              currencies={props.currencies}
              problems={problems}
              onChange={(prices) => changeTier(k, { ...t, prices })}
            />
            <button type="button" onClick={() => change({ tiers: o.tiers.filter((_, j) => j !== k) })}>
              Remove tier {k + 1} of {title}
            </button>
          </div>
        ))}
      {o.kind === 'weight' && (
        <button type="button" onClick={() => change({ tiers: [...o.tiers, { upToGrams: '', prices: {} }] })}>
          Add a weight tier to {title}
        </button>
      )}
      <div class="row">
        <TextField
          label={`${title} delivery from (days)`}
          name={`${field}.deliveryMinDays`}
          problems={problems}
          inputMode="numeric"
          value={o.minDays}
          onValue={(minDays) => change({ minDays })}
        />
        <TextField
          label={`${title} delivery up to (days)`}
          name={`${field}.deliveryMaxDays`}
          problems={problems}
          inputMode="numeric"
          value={o.maxDays}
          onValue={(maxDays) => change({ maxDays })}
        />
      </div>
      <span class="check">
        <input
          id={`${field}-active`}
          type="checkbox"
          checked={o.active}
          onChange={(e) => change({ active: e.currentTarget.checked })}
        />
        <label for={`${field}-active`}>{title} offered at checkout</label>
      </span>
      <button type="button" onClick={props.onRemove}>
        Remove {title}
      </button>
    </fieldset>
  );
}
