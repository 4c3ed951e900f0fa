import { ApiForm, ConfirmButton, TextField, useSubmit } from '../../ui';
import { list, saveSettings, useRows, type Part } from './settings-part';
import { NEW_OPTION, OptionFields, optionBody, zoneDrafts, type OptionDraft } from './shipping-option-fields';

/** Every zone and option in one form: the API keeps what has an id, creates what has none and removes the rest. */
export function ShippingZonesForm({ settings, saved }: Part) {
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
