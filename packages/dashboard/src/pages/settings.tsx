import { useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { admin, data, type Money } from '../api';
import { toDecimalText, toMinorUnits } from '../money';
import { ApiForm, CheckGroup, ConfirmButton, Field, Loading, TextField, useLoad, useSubmit, type Submit } from '../ui';

type Settings = components['schemas']['AdminStoreSettings'];
type ShippingOption = components['schemas']['AdminShippingOption'];

/** Each part of the page saves only its own fields and goes on from the settings the API answered. */
type Part = { settings: Settings; saved: (s: Settings) => void };

const saveSettings = (submit: Submit, body: SettingsPatch, saved: (s: Settings) => void) =>
  submit.run(
    () => data(admin.patch('/settings', { body })),
    (s) => {
      saved(s);
      return 'Saved.';
    },
  );

const list = (text: string, upper = false) =>
  text
    .split(',')
    .map((v) => (upper ? v.trim().toUpperCase() : v.trim()))
    .filter(Boolean);

/** An integer from what was typed; NaN (sent as null) for anything else, so the API names the field. */
const integer = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** Rows of a form: add one, change one, remove one. */
function useRows<T>(initial: T[]) {
  const [rows, setRows] = useState(initial);
  return {
    rows,
    setRows,
    add: (row: T) => setRows([...rows, row]),
    change: (i: number, changes: Partial<T>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...changes } : r))),
    remove: (i: number) => setRows(rows.filter((_, j) => j !== i)),
  };
}

/** A swatch drawn with the theme as it is being edited (styles set through the DOM, which the CSP allows). */
const DEFAULT_THEME = { primaryColor: '#1f2933', accentColor: '#f2a541' };

function ThemePreview({ theme: chosen, name }: { theme: Settings['theme']; name: string }) {
  const theme = { ...DEFAULT_THEME, ...chosen };
  return (
    <div
      class="theme-preview"
      aria-label="Theme preview"
      role="img"
      style={{ fontFamily: theme.fontFamily, borderColor: theme.primaryColor }}
    >
      <div style={{ background: theme.primaryColor, color: '#fff', padding: '.4rem .8rem' }}>{name}</div>
      <p style={{ padding: '0 .8rem' }}>A product card as the storefront shows it.</p>
      <span
        style={{
          background: theme.accentColor,
          color: '#111',
          padding: '.3rem .8rem',
          margin: '0 .8rem .8rem',
          display: 'inline-block',
          borderRadius: '4px',
        }}
      >
        Add to cart
      </span>
    </div>
  );
}

type SettingsPatch = components['schemas']['AdminStoreSettingsPatch'];
type PaymentMethod = NonNullable<SettingsPatch['paymentMethods']>[number];
const PAYMENT_METHODS: PaymentMethod[] = ['card', 'bank_transfer'];
/** The answer lists methods as strings; the form offers (and sends) the ones the API takes. */
const paymentMethodsOf = (s: Settings) => PAYMENT_METHODS.filter((m) => s.paymentMethods.includes(m));

function ProfileForm({ settings, saved }: Part) {
  const [s, setS] = useState(settings);
  const [currencies, setCurrencies] = useState(settings.currencies.join(', '));
  const [languages, setLanguages] = useState(settings.languages.join(', '));
  const [paymentMethods, setPaymentMethods] = useState(paymentMethodsOf(settings));
  const submit = useSubmit();
  const problems = submit.problems;
  const update = (changes: Partial<Settings>) => setS({ ...s, ...changes });
  const setTheme = (changes: Settings['theme']) => update({ theme: { ...s.theme, ...changes } });
  const save = () =>
    saveSettings(
      submit,
      {
        name: s.name,
        currencies: list(currencies, true),
        defaultCurrency: s.defaultCurrency,
        languages: list(languages),
        defaultLanguage: s.defaultLanguage,
        theme: s.theme,
        taxInclusive: s.taxInclusive,
        reviewAutoPublish: s.reviewAutoPublish,
        paymentMethods,
      },
      saved,
    );
  return (
    <ApiForm
      label="Store settings"
      submitLabel="Save settings"
      submit={submit}
      onSubmit={save}
      shown={['name', 'currencies', 'defaultCurrency', 'languages', 'defaultLanguage', 'theme', 'paymentMethods']}
    >
      <h2>Profile</h2>
      <TextField
        label="Store name"
        name="name"
        problems={problems}
        required
        value={s.name}
        onValue={(name) => update({ name })}
      />
      <h2>Currencies and languages</h2>
      <TextField
        label="Currencies, comma-separated (ISO 4217)"
        name="currencies"
        problems={problems}
        value={currencies}
        onValue={setCurrencies}
      />
      <TextField
        label="Default currency"
        name="defaultCurrency"
        problems={problems}
        value={s.defaultCurrency}
        onValue={(v) => update({ defaultCurrency: v.toUpperCase() })}
      />
      <TextField
        label="Languages, comma-separated"
        name="languages"
        problems={problems}
        value={languages}
        onValue={setLanguages}
      />
      <TextField
        label="Default language"
        name="defaultLanguage"
        problems={problems}
        value={s.defaultLanguage}
        onValue={(defaultLanguage) => update({ defaultLanguage })}
      />
      <h2>Theme</h2>
      <div class="row">
        <TextField
          label="Primary colour"
          name="theme.primaryColor"
          problems={problems}
          type="color"
          value={s.theme.primaryColor ?? DEFAULT_THEME.primaryColor}
          onValue={(primaryColor) => setTheme({ primaryColor })}
        />
        <TextField
          label="Accent colour"
          name="theme.accentColor"
          problems={problems}
          type="color"
          value={s.theme.accentColor ?? DEFAULT_THEME.accentColor}
          onValue={(accentColor) => setTheme({ accentColor })}
        />
        <TextField
          label="Font family"
          name="theme.fontFamily"
          problems={problems}
          value={s.theme.fontFamily ?? ''}
          onValue={(fontFamily) => setTheme({ fontFamily })}
        />
      </div>
      <ThemePreview theme={s.theme} name={s.name} />
      <h2>Payments and reviews</h2>
      <CheckGroup
        legend="Payment methods"
        prefix="pm"
        options={PAYMENT_METHODS}
        value={paymentMethods}
        onChange={setPaymentMethods}
      />
      <div class="check">
        <input
          id="tax-inclusive"
          type="checkbox"
          checked={s.taxInclusive}
          onChange={(e) => update({ taxInclusive: e.currentTarget.checked })}
        />
        <label for="tax-inclusive">Prices include tax</label>
      </div>
      <div class="check">
        <input
          id="auto-publish"
          type="checkbox"
          checked={s.reviewAutoPublish}
          onChange={(e) => update({ reviewAutoPublish: e.currentTarget.checked })}
        />
        <label for="auto-publish">Publish reviews without moderation</label>
      </div>
    </ApiForm>
  );
}

interface TaxRateDraft {
  country: string;
  region: string;
  name: string;
  rate: string;
}

const TAX_FIELDS = ['country', 'region', 'name', 'rateBasisPoints'];

function TaxRatesForm({ settings, saved }: Part) {
  const toDrafts = (s: Settings): TaxRateDraft[] =>
    s.taxRates.map((r) => ({
      country: r.country,
      region: r.region ?? '',
      name: r.name,
      rate: String(r.rateBasisPoints),
    }));
  const rows = useRows(toDrafts(settings));
  const submit = useSubmit();
  const save = () =>
    saveSettings(
      submit,
      {
        taxRates: rows.rows.map((r) => ({
          country: r.country.trim().toUpperCase(),
          region: r.region.trim() || null,
          name: r.name,
          rateBasisPoints: integer(r.rate),
        })),
      },
      (s) => {
        rows.setRows(toDrafts(s));
        saved(s);
      },
    );
  return (
    <ApiForm
      label="Tax rates"
      submitLabel="Save tax rates"
      submit={submit}
      onSubmit={save}
      shown={rows.rows.flatMap((_, i) => TAX_FIELDS.map((f) => `taxRates.${i}.${f}`))}
    >
      <h2>Tax rates</h2>
      {rows.rows.length === 0 && <p>No tax rates: prices are sold without tax.</p>}
      {rows.rows.map((r, i) => (
        <fieldset key={i} class="row">
          <legend>Tax rate {i + 1}</legend>
          <TextField
            label={`Tax rate ${i + 1} country (ISO 3166, two letters)`}
            name={`taxRates.${i}.country`}
            problems={submit.problems}
            value={r.country}
            onValue={(country) => rows.change(i, { country })}
          />
          <TextField
            label={`Tax rate ${i + 1} region (optional)`}
            name={`taxRates.${i}.region`}
            problems={submit.problems}
            value={r.region}
            onValue={(region) => rows.change(i, { region })}
          />
          <TextField
            label={`Tax rate ${i + 1} name`}
            name={`taxRates.${i}.name`}
            problems={submit.problems}
            value={r.name}
            onValue={(name) => rows.change(i, { name })}
          />
          <TextField
            label={`Tax rate ${i + 1} in basis points (1900 = 19 %)`}
            name={`taxRates.${i}.rateBasisPoints`}
            problems={submit.problems}
            inputMode="numeric"
            value={r.rate}
            onValue={(rate) => rows.change(i, { rate })}
          />
          <button type="button" onClick={() => rows.remove(i)}>
            Remove tax rate {i + 1}
          </button>
        </fieldset>
      ))}
      <button type="button" onClick={() => rows.add({ country: '', region: '', name: '', rate: '' })}>
        Add tax rate
      </button>
    </ApiForm>
  );
}

type Prices = Record<string, string>;

interface OptionDraft {
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

const zoneDrafts = (s: Settings): ZoneDraft[] =>
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

function optionBody(o: OptionDraft, currencies: string[]) {
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

const NEW_OPTION: OptionDraft = {
  name: '',
  kind: 'flat',
  prices: {},
  freeOver: {},
  tiers: [{ upToGrams: '', prices: {} }],
  minDays: '',
  maxDays: '',
  active: true,
};

function OptionFields(props: {
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

/** Every zone and option in one form: the API keeps what has an id, creates what has none and removes the rest. */
function ShippingZonesForm({ settings, saved }: Part) {
  const zones = useRows(zoneDrafts(settings));
  const submit = useSubmit();
  const currencies = settings.currencies;
  const save = () =>
    saveSettings(
      submit,
      {
        shippingZones: zones.rows.map((z) => ({
          ...(z.id ? { id: z.id } : {}),
          name: z.name,
          countries: list(z.countries, true),
          options: z.options.map((o) => optionBody(o, currencies)),
        })),
      },
      (s) => {
        zones.setRows(zoneDrafts(s));
        saved(s);
      },
    );
  return (
    <ApiForm
      label="Shipping zones"
      submitLabel="Save shipping zones"
      submit={submit}
      onSubmit={save}
      shown={['shippingZones']}
    >
      <h2>Shipping zones and options</h2>
      {zones.rows.length === 0 && <p>No shipping zones: nothing can be shipped yet.</p>}
      {zones.rows.map((z, i) => {
        const zoneName = `Zone ${i + 1}`;
        const setOptions = (options: OptionDraft[]) => zones.change(i, { options });
        return (
          <fieldset key={z.id ?? `new-${i}`} class="zone">
            <legend>{z.name || zoneName}</legend>
            <div class="row">
              <TextField
                label={`${zoneName} name`}
                name={`shippingZones.${i}.name`}
                problems={submit.problems}
                value={z.name}
                onValue={(name) => zones.change(i, { name })}
              />
              <TextField
                label={`${zoneName} countries, comma-separated (ISO 3166)`}
                name={`shippingZones.${i}.countries`}
                problems={submit.problems}
                value={z.countries}
                onValue={(countries) => zones.change(i, { countries })}
              />
            </div>
            {z.options.map((o, j) => (
              <OptionFields
                key={o.id ?? `new-${j}`}
                option={o}
                title={`${zoneName} option ${j + 1}`}
                field={`shippingZones.${i}.options.${j}`}
                currencies={currencies}
                problems={submit.problems}
                onChange={(option) => setOptions(z.options.map((x, k) => (k === j ? option : x)))}
                onRemove={() => setOptions(z.options.filter((_, k) => k !== j))}
              />
            ))}
            <button type="button" onClick={() => setOptions([...z.options, NEW_OPTION])}>
              Add a shipping option to {zoneName}
            </button>
            <ConfirmButton
              label={`Remove ${zoneName}`}
              question="It goes when you save; carts that chose its options must choose again."
              confirmLabel={`Yes, remove ${zoneName}`}
              onConfirm={() => zones.remove(i)}
            />
          </fieldset>
        );
      })}
      <button type="button" onClick={() => zones.add({ name: '', countries: '', options: [NEW_OPTION] })}>
        Add shipping zone
      </button>
    </ApiForm>
  );
}

function OriginsForm({ settings, saved }: Part) {
  const origins = useRows(settings.storefrontOrigins);
  const submit = useSubmit();
  const save = () =>
    saveSettings(submit, { storefrontOrigins: origins.rows.map((o) => o.trim()) }, (s) => {
      origins.setRows(s.storefrontOrigins);
      saved(s);
    });
  return (
    <ApiForm
      label="Storefront origins"
      submitLabel="Save storefront origins"
      submit={submit}
      onSubmit={save}
      shown={origins.rows.map((_, i) => `storefrontOrigins.${i}`)}
    >
      <h2>Storefront origins</h2>
      <p>The sites (scheme, host and port, no path) whose pages may call the public API from a browser.</p>
      {origins.rows.map((origin, i) => (
        <div class="row" key={i}>
          <TextField
            label={`Origin ${i + 1}`}
            name={`storefrontOrigins.${i}`}
            problems={submit.problems}
            type="url"
            value={origin}
            onValue={(v) => origins.setRows(origins.rows.map((o, j) => (j === i ? v : o)))}
          />
          <button type="button" onClick={() => origins.remove(i)}>
            Remove origin {i + 1}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => origins.add('')}>
        Add origin
      </button>
    </ApiForm>
  );
}

/** The card payment provider: credentials are write-only, shown back masked. */
function PaymentProviderForm({ settings, saved }: Part) {
  const current = settings.paymentProvider;
  const [name, setName] = useState(current.name);
  const [secretKey, setSecretKey] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const submit = useSubmit();
  const save = () =>
    saveSettings(
      submit,
      {
        paymentProvider: { name, ...(secretKey ? { secretKey } : {}), ...(webhookSecret ? { webhookSecret } : {}) },
      },
      (s) => {
        setSecretKey('');
        setWebhookSecret('');
        saved(s);
      },
    );
  const masked = Object.entries(current.credentials);
  return (
    <ApiForm
      label="Payment provider"
      submitLabel="Save payment provider"
      submit={submit}
      onSubmit={save}
      shown={['paymentProvider']}
    >
      <h2>Card payment provider</h2>
      <p>
        Now: {current.name}, {current.status}
        {current.statusReason ? ` (${current.statusReason})` : ''}
        {masked.length > 0 && `; ${masked.map(([k, v]) => `${k} ${v}`).join(', ')}`}.
      </p>
      <Field label="Provider" name="paymentProvider.name" problems={submit.problems}>
        {(id, d) => (
          <select
            id={id}
            value={name}
            aria-describedby={d}
            onChange={(e) => setName(e.currentTarget.value as typeof name)}
          >
            <option value="test">test (no real payments)</option>
            <option value="stripe">Stripe</option>
          </select>
        )}
      </Field>
      {name === 'stripe' && (
        <>
          <Field label="Stripe secret key (sk_… or rk_…)" name="paymentProvider.secretKey" problems={submit.problems}>
            {(id, d) => (
              <input
                id={id}
                type="password"
                autoComplete="off"
                value={secretKey}
                aria-describedby={d}
                onInput={(e) => setSecretKey(e.currentTarget.value)}
              />
            )}
          </Field>
          <Field
            label="Stripe webhook signing secret (whsec_…)"
            name="paymentProvider.webhookSecret"
            problems={submit.problems}
          >
            {(id, d) => (
              <input
                id={id}
                type="password"
                autoComplete="off"
                value={webhookSecret}
                aria-describedby={d}
                onInput={(e) => setWebhookSecret(e.currentTarget.value)}
              />
            )}
          </Field>
        </>
      )}
    </ApiForm>
  );
}

export function StoreSettings() {
  const loaded = useLoad(() => data(admin.get('/settings')), 'settings');
  const [latest, setLatest] = useState<Settings>();
  return (
    <section>
      <h1>Settings</h1>
      <Loading loaded={loaded}>
        {() => {
          const settings = latest ?? (loaded.data as Settings);
          const part = { settings, saved: setLatest };
          return (
            <>
              <ProfileForm {...part} />
              <TaxRatesForm {...part} />
              <ShippingZonesForm {...part} />
              <OriginsForm {...part} />
              <PaymentProviderForm {...part} />
            </>
          );
        }}
      </Loading>
    </section>
  );
}
