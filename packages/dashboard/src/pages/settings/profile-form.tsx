import { useState } from 'preact/hooks';
import type { Settings, SettingsPatch } from '../../api';
import { ApiForm, CheckGroup, TextField, useSubmit } from '../../ui';
import { list, saveSettings, type Part } from './settings-part';

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

type PaymentMethod = NonNullable<SettingsPatch['paymentMethods']>[number];
const PAYMENT_METHODS: PaymentMethod[] = ['card', 'bank_transfer'];
/** The answer lists methods as strings; the form offers (and sends) the ones the API takes. */
const paymentMethodsOf = (s: Settings) => PAYMENT_METHODS.filter((m) => s.paymentMethods.includes(m));

export function ProfileForm({ settings, saved }: Part) {
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
