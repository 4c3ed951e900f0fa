import type { Settings } from '../../api';
import { ApiForm, TextField, useSubmit } from '../../ui';
import { integer, saveSettings, useRows, type Part } from './settings-part';

interface TaxRateDraft {
  country: string;
  region: string;
  name: string;
  rate: string;
}

const TAX_FIELDS = ['country', 'region', 'name', 'rateBasisPoints'];
export function TaxRatesForm({ settings, saved }: Part) {
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
