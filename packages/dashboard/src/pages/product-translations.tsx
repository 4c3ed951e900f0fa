import { useState } from 'preact/hooks';
import { ApiError, privateApi, type Product } from '../api';
import { FormProblems, Loading, TextField, useLoad } from '../ui';

interface Translation {
  language: string;
  title: string | null;
  description: string | null;
  options: Array<{ name: string; values: string[] }>;
  variants: Array<{ id: string; title: string }>;
}

interface TranslationList {
  defaultLanguage: string;
  languages: string[];
  data: Translation[];
}

/** What the form holds for one language: empty means "shown in the default language". */
interface Draft {
  title: string;
  description: string;
  options: Array<{ name: string; values: string }>;
  variantTitles: Record<string, string>;
}

function draftOf(product: Product, t: Translation | undefined): Draft {
  return {
    title: t?.title ?? '',
    description: t?.description ?? '',
    options: product.options.map((_, i) => ({
      name: t?.options[i]?.name ?? '',
      values: t?.options[i]?.values.join(', ') ?? '',
    })),
    variantTitles: Object.fromEntries((t?.variants ?? []).map((v) => [v.id, v.title])),
  };
}

/** The PUT body: options are sent only when one is translated, each filled up with the default texts. */
function bodyOf(product: Product, draft: Draft) {
  const translatesOptions = draft.options.some((o) => o.name.trim() || o.values.trim());
  return {
    title: draft.title.trim() || null,
    description: draft.description.trim() || null,
    options: translatesOptions
      ? product.options.map((o, i) => {
          const values = draft.options[i].values.split(',').map((v) => v.trim());
          return {
            name: draft.options[i].name.trim() || o.name,
            values: o.values.map((v, j) => values[j] || v),
          };
        })
      : [],
    variants: Object.entries(draft.variantTitles)
      .filter(([, title]) => title.trim())
      .map(([id, title]) => ({ id, title: title.trim() })),
  };
}

/** The product's texts in the store's other languages, one language at a time. */
export function ProductTranslations({ product }: { product: Product }) {
  const loaded = useLoad(
    () => privateApi<TranslationList>('GET', `/products/${product.id}/translations`),
    `translations-${product.id}`,
  );
  return (
    <section>
      <h2>Translations</h2>
      <Loading loaded={loaded}>
        {() => <TranslationEditor product={product} list={loaded.data as TranslationList} reload={loaded.reload} />}
      </Loading>
    </section>
  );
}

function TranslationEditor({ product, list, reload }: { product: Product; list: TranslationList; reload: () => void }) {
  const [language, setLanguage] = useState(list.languages[0] ?? '');
  const stored = list.data.find((t) => t.language === language);
  const [draft, setDraft] = useState<Draft>(() => draftOf(product, stored));
  const [error, setError] = useState<ApiError>();
  const [status, setStatus] = useState('');
  if (!list.languages.length) {
    return <p>The store sells in {list.defaultLanguage} only; add languages in Settings to translate the product.</p>;
  }
  // The fields are named `translation.…` so their ids differ from the product form's above.
  const problems = Object.fromEntries(
    Object.entries(error?.fieldProblems() ?? {}).map(([field, message]) => [`translation.${field}`, message]),
  );
  const update = (changes: Partial<Draft>) => setDraft({ ...draft, ...changes });
  const choose = (next: string) => {
    setLanguage(next);
    setDraft(
      draftOf(
        product,
        list.data.find((t) => t.language === next),
      ),
    );
    setError(undefined);
    setStatus('');
  };
  const done = (message: string) => () => {
    setError(undefined);
    setStatus(message);
    reload();
  };
  const save = (event: Event) => {
    event.preventDefault();
    privateApi('PUT', `/products/${product.id}/translations/${language}`, bodyOf(product, draft)).then(
      done(`Saved the ${language} texts.`),
      setError,
    );
  };
  const remove = () =>
    privateApi('DELETE', `/products/${product.id}/translations/${language}`).then(
      done(`Removed the ${language} texts.`),
      setError,
    );
  const shown = [
    'title',
    'description',
    ...draft.options.flatMap((_, i) => [`options.${i}.name`, `options.${i}.values`]),
  ];
  return (
    <form onSubmit={save} aria-label="Translation">
      <p>Empty fields are shown in {list.defaultLanguage}, the store's default language.</p>
      <div class="field">
        <label for="translation-language">Language</label>
        <select id="translation-language" value={language} onChange={(e) => choose(e.currentTarget.value)}>
          {list.languages.map((l) => (
            <option key={l} value={l}>
              {l}
              {list.data.some((t) => t.language === l) ? '' : ' (not translated)'}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={`Title (${language})`}
        name="translation.title"
        problems={problems}
        value={draft.title}
        onValue={(title) => update({ title })}
      />
      <TextField
        label={`Description (${language})`}
        name="translation.description"
        problems={problems}
        value={draft.description}
        onValue={(description) => update({ description })}
      />
      {product.options.map((o, i) => (
        <div class="row" key={o.name}>
          <TextField
            label={`${o.name} (${language})`}
            name={`translation.options.${i}.name`}
            problems={problems}
            value={draft.options[i].name}
            onValue={(name) => update({ options: draft.options.map((x, j) => (j === i ? { ...x, name } : x)) })}
          />
          <TextField
            label={`${o.values.join(', ')} (${language}, comma-separated)`}
            name={`translation.options.${i}.values`}
            problems={problems}
            value={draft.options[i].values}
            onValue={(values) => update({ options: draft.options.map((x, j) => (j === i ? { ...x, values } : x)) })}
          />
        </div>
      ))}
      {product.variants.map((v) => (
        <TextField
          key={v.id}
          label={`Variant ${v.sku}: ${v.title} (${language})`}
          name={`translation.variants.${v.id}`}
          problems={problems}
          value={draft.variantTitles[v.id] ?? ''}
          onValue={(title) => update({ variantTitles: { ...draft.variantTitles, [v.id]: title } })}
        />
      ))}
      <FormProblems error={error} shown={shown} />
      <button type="submit">Save {language} texts</button>
      {stored && (
        <button type="button" onClick={remove}>
          Remove {language} texts
        </button>
      )}
      {status && <span role="status">{status}</span>}
    </form>
  );
}
