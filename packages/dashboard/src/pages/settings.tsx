import { useState } from 'preact/hooks';
import { ApiError, privateApi } from '../api';
import { CheckGroup, Field, FormProblems, Loading, TextField, useLoad } from '../ui';

interface Settings {
  name: string;
  currencies: string[];
  defaultCurrency: string;
  languages: string[];
  defaultLanguage: string;
  theme: { primaryColor?: string; accentColor?: string; fontFamily?: string };
  taxInclusive: boolean;
  reviewAutoPublish: boolean;
  paymentMethods: string[];
  taxRates: Array<{ country: string; region: string | null; name: string; rateBasisPoints: number }>;
  shippingZones: Array<{ name: string; countries: string[]; options: Array<{ name: string; kind: string }> }>;
  storefrontOrigins?: string[];
}

const PAYMENT_METHODS = ['card', 'bank_transfer'];
const list = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

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

function SettingsEditor({ settings, saved }: { settings: Settings; saved: () => void }) {
  const [s, setS] = useState(settings);
  const [currencies, setCurrencies] = useState(settings.currencies.join(', '));
  const [languages, setLanguages] = useState(settings.languages.join(', '));
  const [taxRates, setTaxRates] = useState(
    JSON.stringify(
      settings.taxRates.map(({ country, region, name, rateBasisPoints }) => ({
        country,
        ...(region ? { region } : {}),
        name,
        rateBasisPoints,
      })),
      null,
      2,
    ),
  );
  const [error, setError] = useState<ApiError>();
  const [notice, setNotice] = useState('');
  const problems = error?.fieldProblems() ?? {};
  const update = (changes: Partial<Settings>) => setS({ ...s, ...changes });
  const setTheme = (changes: Settings['theme']) => update({ theme: { ...s.theme, ...changes } });
  const save = (event: Event) => {
    event.preventDefault();
    let rates: unknown;
    try {
      rates = JSON.parse(taxRates);
    } catch {
      setError(
        new ApiError(400, 'validation_failed', 'The tax rates are not valid JSON.', [
          { field: 'body.taxRates', code: 'json', message: 'not valid JSON' },
        ]),
      );
      return;
    }
    const body = {
      name: s.name,
      currencies: list(currencies),
      defaultCurrency: s.defaultCurrency,
      languages: list(languages),
      defaultLanguage: s.defaultLanguage,
      theme: s.theme,
      taxInclusive: s.taxInclusive,
      reviewAutoPublish: s.reviewAutoPublish,
      paymentMethods: s.paymentMethods,
      taxRates: rates,
    };
    privateApi('PATCH', '/settings', body).then(
      () => {
        setNotice('Settings saved.');
        setError(undefined);
        saved();
      },
      (e: ApiError) => {
        setNotice('');
        setError(e);
      },
    );
  };
  return (
    <form onSubmit={save} aria-label="Store settings">
      <h2>Profile</h2>
      <Field label="Store name" name="name" problems={problems}>
        {(id, d) => (
          <input
            id={id}
            required
            value={s.name}
            aria-describedby={d}
            onInput={(e) => update({ name: e.currentTarget.value })}
          />
        )}
      </Field>
      <h2>Currencies and languages</h2>
      <TextField
        label="Currencies, comma-separated (ISO 4217)"
        name="currencies"
        problems={problems}
        value={currencies}
        onValue={setCurrencies}
      />
      <Field label="Default currency" name="defaultCurrency" problems={problems}>
        {(id, d) => (
          <input
            id={id}
            value={s.defaultCurrency}
            aria-describedby={d}
            onInput={(e) => update({ defaultCurrency: e.currentTarget.value.toUpperCase() })}
          />
        )}
      </Field>
      <TextField
        label="Languages, comma-separated"
        name="languages"
        problems={problems}
        value={languages}
        onValue={setLanguages}
      />
      <Field label="Default language" name="defaultLanguage" problems={problems}>
        {(id, d) => (
          <input
            id={id}
            value={s.defaultLanguage}
            aria-describedby={d}
            onInput={(e) => update({ defaultLanguage: e.currentTarget.value })}
          />
        )}
      </Field>
      <h2>Theme</h2>
      <div class="row">
        <Field label="Primary colour" name="theme.primaryColor" problems={problems}>
          {(id, d) => (
            <input
              id={id}
              type="color"
              value={s.theme.primaryColor ?? DEFAULT_THEME.primaryColor}
              aria-describedby={d}
              onInput={(e) => setTheme({ primaryColor: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field label="Accent colour" name="theme.accentColor" problems={problems}>
          {(id, d) => (
            <input
              id={id}
              type="color"
              value={s.theme.accentColor ?? DEFAULT_THEME.accentColor}
              aria-describedby={d}
              onInput={(e) => setTheme({ accentColor: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field label="Font family" name="theme.fontFamily" problems={problems}>
          {(id, d) => (
            <input
              id={id}
              value={s.theme.fontFamily ?? ''}
              aria-describedby={d}
              onInput={(e) => setTheme({ fontFamily: e.currentTarget.value })}
            />
          )}
        </Field>
      </div>
      <ThemePreview theme={s.theme} name={s.name} />
      <h2>Payments, taxes and reviews</h2>
      <CheckGroup
        legend="Payment methods"
        prefix="pm"
        options={PAYMENT_METHODS}
        value={s.paymentMethods}
        onChange={(paymentMethods) => update({ paymentMethods })}
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
      <Field
        label="Tax rates (JSON: country, optional region, name, rateBasisPoints)"
        name="taxRates"
        problems={problems}
      >
        {(id, d) => (
          <textarea
            id={id}
            class="code"
            value={taxRates}
            aria-describedby={d}
            onInput={(e) => setTaxRates(e.currentTarget.value)}
          />
        )}
      </Field>
      <FormProblems
        error={error}
        shown={[
          'name',
          'currencies',
          'defaultCurrency',
          'languages',
          'defaultLanguage',
          'theme.primaryColor',
          'theme.accentColor',
          'theme.fontFamily',
          'taxRates',
        ]}
      />
      <button type="submit">Save settings</button>
      {notice && <span role="status">{notice}</span>}
      <h2>Shipping zones</h2>
      <ul>
        {settings.shippingZones.map((z) => (
          <li key={z.name}>
            {z.name} ({z.countries.join(', ')}): {z.options.map((o) => `${o.name} (${o.kind})`).join(', ')}
          </li>
        ))}
      </ul>
      <p>
        Shipping zones and storefront origins are changed through the API (PATCH /v3/private/settings) or the operator
        command line for now.
      </p>
    </form>
  );
}

export function StoreSettings() {
  const loaded = useLoad(() => privateApi<Settings>('GET', '/settings'), 'settings');
  return (
    <section>
      <h1>Settings</h1>
      <Loading loaded={loaded}>
        {() => loaded.data && <SettingsEditor settings={loaded.data} saved={loaded.reload} />}
      </Loading>
    </section>
  );
}
