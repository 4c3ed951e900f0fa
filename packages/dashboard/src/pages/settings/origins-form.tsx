import { ApiForm, TextField, useSubmit } from '../../ui';
import { saveSettings, useRows, type Part } from './settings-part';

export function OriginsForm({ settings, saved }: Part) {
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
