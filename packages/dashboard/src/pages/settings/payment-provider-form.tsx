import { useState } from 'preact/hooks';
import { ApiForm, Field, useSubmit } from '../../ui';
import { saveSettings, type Part } from './settings-part';

/**
 * The card payment provider: credentials are write-only, shown back masked; Stripe's publishable key (what the widget
 * mounts the Payment Element with) is public and shown as saved.
 */
export function PaymentProviderForm({ settings, saved }: Part) {
  const current = settings.paymentProvider;
  const [name, setName] = useState(current.name);
  const [secretKey, setSecretKey] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const [publishableKey, setPublishableKey] = useState(current.publishableKey ?? '');
  const submit = useSubmit();
  const save = () =>
    saveSettings(
      submit,
      {
        paymentProvider: {
          name,
          ...(secretKey ? { secretKey } : {}),
          ...(webhookSecret ? { webhookSecret } : {}),
          ...(name === 'stripe' && publishableKey ? { publishableKey } : {}),
        },
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
        {masked.length > 0 && `; ${masked.map(([k, v]) => `${k} ${v}`).join(', ')}`}
        {current.publishableKey ? `; publishable key ${current.publishableKey}` : ''}.
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
          <Field
            label="Stripe publishable key (pk_…), for the widget's card form"
            name="paymentProvider.publishableKey"
            problems={submit.problems}
          >
            {(id, d) => (
              <input
                id={id}
                autoComplete="off"
                value={publishableKey}
                aria-describedby={d}
                onInput={(e) => setPublishableKey(e.currentTarget.value)}
              />
            )}
          </Field>
        </>
      )}
    </ApiForm>
  );
}
