import { useEffect, useState } from 'preact/hooks';
import { ApiError, privateApi, query, type Page, type Product, type ProductVariant } from '../api';
import type { PageProps } from '../page-props';
import { dayEnd, dayStart, FilterInput, FilterSelect, ListPage, useFilters } from '../list';
import { toDecimalText, toMinorUnits } from '../money';
import { BulkBar } from './products-bulk';
import { ProductTranslations } from './product-translations';
import { ProductImages } from './product-images';
import { CheckGroup, DeleteButton, Field, FormProblems, HintedCheck, Loading, TextField, useLoad } from '../ui';

interface CategoryOption {
  id: string;
  name: string;
}

/** The store's categories as [id, name] choices (the first 100, which the dashboard's category tree also shows). */
function useCategoryChoices(): Array<[string, string]> {
  const loaded = useLoad(() => privateApi<Page<CategoryOption>>('GET', '/categories?limit=100'), 'categories');
  return (loaded.data?.data ?? []).map((c) => [c.id, c.name]);
}

/**
 * Every filter of adminListProducts: status, category, search, and the window the product was last updated in. Rows
 * can be chosen (or every product matching the filters, paged through) and changed together through the bulk API.
 */
export function Products({ session }: PageProps) {
  const { filters, set } = useFilters({ status: '', category: '', q: '', updatedFrom: '', updatedTo: '' });
  const categories = useCategoryChoices();
  const params = { ...filters, updatedFrom: dayStart(filters.updatedFrom), updatedTo: dayEnd(filters.updatedTo) };
  const [chosen, setChosen] = useState(new Map<string, Product>());
  const [allMatching, setAllMatching] = useState(false);
  // Bumped after a bulk change, so the list is loaded again and shows the new values.
  const [version, setVersion] = useState(0);
  const filtersKey = JSON.stringify(params);
  // A selection belongs to the filters it was made under ("all matching" most of all).
  useEffect(() => clear(), [filtersKey]);
  const load = (cursor?: string, limit = 25) =>
    privateApi<Page<Product>>('GET', `/products${query({ ...params, cursor, limit })}`);
  const choose = (items: Product[], on: boolean) => {
    const next = new Map(chosen);
    for (const p of items)
      if (on) next.set(p.id, p);
      else next.delete(p.id);
    setChosen(next);
    setAllMatching(false);
  };
  const selectAllMatching = async () => {
    const all = new Map<string, Product>();
    for (let cursor: string | undefined, more = true; more;) {
      const page = await load(cursor, 100);
      for (const p of page.data) all.set(p.id, p);
      [cursor, more] = [page.nextCursor, page.hasMore];
    }
    setChosen(all);
    setAllMatching(true);
  };
  const clear = () => {
    setChosen(new Map());
    setAllMatching(false);
  };
  return (
    <ListPage<Product>
      title="Products"
      caption="Products, last updated first"
      load={load}
      loadKey={`${filtersKey} ${version}`}
      empty="No products match."
      selection={{ chosen: (p) => chosen.has(p.id), choose, label: (p) => `Select ${p.title}` }}
      bar={() => (
        <BulkBar
          chosen={[...chosen.values()]}
          allMatching={allMatching}
          currencies={session.store.currencies}
          selectAllMatching={selectAllMatching}
          clear={clear}
          changed={() => {
            // The chosen rows hold the values from before; a next change starts from a fresh list.
            clear();
            setVersion(version + 1);
          }}
        />
      )}
      columns={[
        { header: 'Title', cell: (p) => <a href={`#/products/${p.id}`}>{p.title}</a> },
        { header: 'Status', cell: (p) => p.status },
        { header: 'Variants', numeric: true, cell: (p) => p.variants.length },
        { header: 'Available', numeric: true, cell: availableOf },
      ]}
      filters={
        <>
          <FilterSelect
            id="p-status"
            label="Status"
            value={filters.status}
            options={['', 'draft', 'active', 'archived']}
            onChange={set('status')}
          />
          <FilterSelect
            id="p-category"
            label="Category"
            value={filters.category}
            options={[['', 'any'], ...categories]}
            onChange={set('category')}
          />
          <FilterInput id="p-q" label="Search" type="search" value={filters.q} onChange={set('q')} />
          <FilterInput
            id="p-from"
            label="Updated from"
            type="date"
            value={filters.updatedFrom}
            onChange={set('updatedFrom')}
          />
          <FilterInput
            id="p-to"
            label="Updated until"
            type="date"
            value={filters.updatedTo}
            onChange={set('updatedTo')}
          />
        </>
      }
    >
      <p>
        <a class="button" href="#/products/new">
          New product
        </a>
      </p>
    </ListPage>
  );
}

interface VariantDraft {
  id?: string;
  sku: string;
  optionValues: Record<string, string>;
  prices: Record<string, string>;
  stock: string;
}

interface Draft {
  categoryIds: string[];
  media: Array<{ url: string; alt: string }>;
  title: string;
  description: string;
  status: string;
  /** Its variants are gift cards of their price, issued and mailed when an order is paid. */
  giftCard: boolean;
  /** A gift card's variants take stock like any product (by default a gift card is never out of stock). */
  giftCardTracksStock: boolean;
  options: Array<{ name: string; values: string }>;
  variants: VariantDraft[];
}

/** What the stock columns show for a gift card whose stock the store does not count. */
const NOT_COUNTED = 'not counted';

/** A product's available units over the variants whose stock is counted. */
const availableOf = (p: Product) =>
  p.variants.some((v) => v.stock.tracked !== false)
    ? p.variants.reduce((n, v) => n + (v.stock.tracked === false ? 0 : v.stock.available), 0)
    : NOT_COUNTED;

const emptyVariant = (): VariantDraft => ({ sku: '', optionValues: {}, prices: {}, stock: '0' });

function draftOf(product: Product | undefined): Draft {
  if (!product)
    return {
      title: '',
      description: '',
      status: 'active',
      giftCard: false,
      giftCardTracksStock: false,
      categoryIds: [],
      media: [],
      options: [],
      variants: [emptyVariant()],
    };
  return {
    categoryIds: product.categoryIds,
    // Uploaded pictures have their own section (ProductImages); the form edits the ones linked by address.
    media: product.media.filter((m) => !m.uploaded).map((m) => ({ url: m.url, alt: m.alt ?? '' })),
    title: product.title,
    description: product.description,
    status: product.status,
    giftCard: product.giftCard,
    giftCardTracksStock: product.giftCardTracksStock ?? false,
    options: product.options.map((o) => ({ name: o.name, values: o.values.join(', ') })),
    variants: product.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      optionValues: v.optionValues,
      prices: Object.fromEntries(v.prices.map((p) => [p.currency, toDecimalText(p.amount, p.currency)])),
      stock: String(v.stock.onHand),
    })),
  };
}

/**
 * The request body: option values split, prices in minor units, stock only for new variants (the ledger owns the rest).
 */
function bodyOf(draft: Draft, currencies: string[]) {
  const options = draft.options
    .filter((o) => o.name.trim())
    .map((o) => ({
      name: o.name.trim(),
      values: o.values
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    }));
  return {
    title: draft.title,
    description: draft.description,
    status: draft.status,
    giftCard: draft.giftCard,
    giftCardTracksStock: draft.giftCardTracksStock,
    categoryIds: draft.categoryIds,
    media: draft.media
      .filter((m) => m.url.trim())
      .map((m) => ({ url: m.url.trim(), ...(m.alt.trim() ? { alt: m.alt.trim() } : {}) })),
    options,
    variants: draft.variants.map((v) => ({
      ...(v.id ? { id: v.id } : { stock: Number(v.stock) }),
      sku: v.sku,
      ...(options.length
        ? { optionValues: Object.fromEntries(options.map((o) => [o.name, v.optionValues[o.name] ?? ''])) }
        : {}),
      prices: currencies
        .filter((c) => v.prices[c]?.trim())
        .map((c) => ({ currency: c, amount: toMinorUnits(v.prices[c], c) })),
    })),
  };
}

function CategoryChoice({ chosen, onChange }: { chosen: string[]; onChange: (ids: string[]) => void }) {
  const categories = useCategoryChoices();
  if (!categories.length) return null;
  return <CheckGroup legend="Categories" prefix="cat" options={categories} value={chosen} onChange={onChange} />;
}

function StockAdjust({
  product,
  variant,
  adjusted,
}: {
  product: Product;
  variant: ProductVariant;
  adjusted: () => void;
}) {
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ApiError>();
  const [done, setDone] = useState('');
  const submit = (event: Event) => {
    event.preventDefault();
    privateApi<{ onHand: number; available: number }>('POST', `/products/${product.id}/stock`, {
      variantId: variant.id,
      delta: Number(delta),
      ...(reason ? { reason } : {}),
    }).then((r) => {
      setDone(`Stock of ${variant.sku} is now ${r.onHand} (${r.available} available).`);
      setError(undefined);
      adjusted();
    }, setError);
  };
  const problems = error?.fieldProblems() ?? {};
  return (
    <form class="inline-form" onSubmit={submit} aria-label={`Adjust stock of ${variant.sku}`}>
      <Field label={`Change stock of ${variant.sku} by`} name="delta" problems={problems}>
        {(id, describedBy) => (
          <input
            id={id}
            type="number"
            required
            value={delta}
            aria-describedby={describedBy}
            onInput={(e) => setDelta(e.currentTarget.value)}
          />
        )}
      </Field>
      <Field label="Reason" name="reason" problems={problems}>
        {(id) => <input id={id} value={reason} onInput={(e) => setReason(e.currentTarget.value)} />}
      </Field>
      <button type="submit">Adjust</button>
      {done && <span role="status">{done}</span>}
      <FormProblems error={error} shown={['delta', 'reason']} />
    </form>
  );
}

export function ProductForm({ params, session }: PageProps) {
  const editing = params.id !== undefined;
  const loaded = useLoad(
    () => (editing ? privateApi<Product>('GET', `/products/${params.id}`) : Promise.resolve(null)),
    params.id ?? 'new',
  );
  return (
    <Loading loaded={loaded}>
      {() => (
        <ProductEditor
          key={loaded.data?.id ?? 'new'}
          product={loaded.data ?? undefined}
          currencies={session.store.currencies}
          reload={loaded.reload}
        />
      )}
    </Loading>
  );
}

function ProductEditor({
  product,
  currencies,
  reload,
}: {
  product?: Product;
  currencies: string[];
  reload: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [error, setError] = useState<ApiError>();
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const problems = error?.fieldProblems() ?? {};
  const update = (changes: Partial<Draft>) => setDraft({ ...draft, ...changes });
  const setVariant = (index: number, changes: Partial<VariantDraft>) =>
    update({ variants: draft.variants.map((v, i) => (i === index ? { ...v, ...changes } : v)) });
  const optionNames = draft.options.map((o) => o.name.trim()).filter(Boolean);
  const shown: string[] = ['title', 'description', 'status', 'giftCard', 'giftCardTracksStock'];

  const save = (event: Event) => {
    event.preventDefault();
    setBusy(true);
    const request = product
      ? privateApi<Product>('PATCH', `/products/${product.id}`, bodyOf(draft, currencies))
      : privateApi<Product>('POST', '/products', bodyOf(draft, currencies));
    request.then(
      (saved) => {
        setBusy(false);
        setError(undefined);
        if (!product) location.hash = `#/products/${saved.id}`;
        else {
          setSaved('Saved.');
          reload();
        }
      },
      (e: ApiError) => {
        setBusy(false);
        setError(e);
      },
    );
  };

  return (
    <section>
      <h1>{product ? `Edit ${product.title}` : 'New product'}</h1>
      <form onSubmit={save} aria-label="Product">
        <Field label="Title" name="title" problems={problems}>
          {(id, d) => (
            <input
              id={id}
              required
              value={draft.title}
              aria-describedby={d}
              onInput={(e) => update({ title: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field label="Description" name="description" problems={problems}>
          {(id, d) => (
            <textarea
              id={id}
              value={draft.description}
              aria-describedby={d}
              onInput={(e) => update({ description: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field label="Status" name="status" problems={problems}>
          {(id) => (
            <select id={id} value={draft.status} onChange={(e) => update({ status: e.currentTarget.value })}>
              <option value="draft">draft</option>
              <option value="active">active</option>
              <option value="archived">archived</option>
            </select>
          )}
        </Field>
        <HintedCheck
          id="p-gift-card"
          label="Gift card"
          checked={draft.giftCard}
          onChecked={(giftCard) => update({ giftCard })}
        >
          Each variant is a gift card worth its price. The shop asks who it is for; the code is mailed when the order is
          paid, or on the date the shopper chose.
        </HintedCheck>
        {draft.giftCard && (
          <HintedCheck
            id="p-gift-card-stock"
            label="Count stock of these gift cards"
            checked={draft.giftCardTracksStock}
            onChecked={(giftCardTracksStock) => update({ giftCardTracksStock })}
          >
            Unticked, buying one takes no stock: it is never out of stock nor on the low-stock list.
          </HintedCheck>
        )}
        <CategoryChoice chosen={draft.categoryIds} onChange={(categoryIds) => update({ categoryIds })} />
        <fieldset>
          <legend>Images linked by address</legend>
          {draft.media.map((m, i) => {
            shown.push(`media.${i}.url`, `media.${i}.alt`);
            const setMedia = (changes: Partial<Draft['media'][number]>) =>
              update({ media: draft.media.map((x, j) => (j === i ? { ...x, ...changes } : x)) });
            return (
              <div class="row" key={i}>
                <TextField
                  label={`Image ${i + 1} URL (https)`}
                  name={`media.${i}.url`}
                  problems={problems}
                  type="url"
                  value={m.url}
                  onValue={(url) => setMedia({ url })}
                />
                <TextField
                  label={`Image ${i + 1} description`}
                  name={`media.${i}.alt`}
                  problems={problems}
                  value={m.alt}
                  onValue={(alt) => setMedia({ alt })}
                />
              </div>
            );
          })}
          <button type="button" onClick={() => update({ media: [...draft.media, { url: '', alt: '' }] })}>
            Add an image address
          </button>
        </fieldset>
        <fieldset>
          <legend>Options</legend>
          {draft.options.map((o, i) => {
            shown.push(`options.${i}.name`, `options.${i}.values`);
            return (
              <div class="row" key={i}>
                <Field label={`Option ${i + 1} name`} name={`options.${i}.name`} problems={problems}>
                  {(id, d) => (
                    <input
                      id={id}
                      value={o.name}
                      aria-describedby={d}
                      onInput={(e) =>
                        update({
                          options: draft.options.map((x, j) => (j === i ? { ...x, name: e.currentTarget.value } : x)),
                        })
                      }
                    />
                  )}
                </Field>
                <Field
                  label={`Option ${i + 1} values, comma-separated`}
                  name={`options.${i}.values`}
                  problems={problems}
                >
                  {(id, d) => (
                    <input
                      id={id}
                      value={o.values}
                      aria-describedby={d}
                      onInput={(e) =>
                        update({
                          options: draft.options.map((x, j) => (j === i ? { ...x, values: e.currentTarget.value } : x)),
                        })
                      }
                    />
                  )}
                </Field>
              </div>
            );
          })}
          <button type="button" onClick={() => update({ options: [...draft.options, { name: '', values: '' }] })}>
            Add option
          </button>
        </fieldset>
        <fieldset>
          <legend>Variants</legend>
          {draft.variants.map((v, i) => {
            shown.push(`variants.${i}.sku`, `variants.${i}.stock`);
            return (
              <div class="variant" key={i}>
                <Field label={`Variant ${i + 1} SKU`} name={`variants.${i}.sku`} problems={problems}>
                  {(id, d) => (
                    <input
                      id={id}
                      required
                      value={v.sku}
                      aria-describedby={d}
                      onInput={(e) => setVariant(i, { sku: e.currentTarget.value })}
                    />
                  )}
                </Field>
                {optionNames.map((name) => (
                  <Field
                    key={name}
                    label={`Variant ${i + 1} ${name}`}
                    name={`variants.${i}.optionValues.${name}`}
                    problems={problems}
                  >
                    {(id, d) => (
                      <input
                        id={id}
                        value={v.optionValues[name] ?? ''}
                        aria-describedby={d}
                        onInput={(e) =>
                          setVariant(i, { optionValues: { ...v.optionValues, [name]: e.currentTarget.value } })
                        }
                      />
                    )}
                  </Field>
                ))}
                {currencies.map((c, ci) => (
                  <Field
                    key={c}
                    label={`Variant ${i + 1} price in ${c}`}
                    name={`variants.${i}.prices.${ci}.amount`}
                    problems={problems}
                  >
                    {(id, d) => (
                      <input
                        id={id}
                        inputMode="decimal"
                        value={v.prices[c] ?? ''}
                        aria-describedby={d}
                        onInput={(e) => setVariant(i, { prices: { ...v.prices, [c]: e.currentTarget.value } })}
                      />
                    )}
                  </Field>
                ))}
                {!v.id && (
                  <Field label={`Variant ${i + 1} stock`} name={`variants.${i}.stock`} problems={problems}>
                    {(id, d) => (
                      <input
                        id={id}
                        type="number"
                        min="0"
                        value={v.stock}
                        aria-describedby={d}
                        onInput={(e) => setVariant(i, { stock: e.currentTarget.value })}
                      />
                    )}
                  </Field>
                )}
                {draft.variants.length > 1 && (
                  <button type="button" onClick={() => update({ variants: draft.variants.filter((_, j) => j !== i) })}>
                    Remove variant {i + 1}
                  </button>
                )}
              </div>
            );
          })}
          <button type="button" onClick={() => update({ variants: [...draft.variants, emptyVariant()] })}>
            Add variant
          </button>
        </fieldset>
        <FormProblems error={error} shown={shown} />
        <button type="submit" disabled={busy}>
          {product ? 'Save product' : 'Create product'}
        </button>
        {saved && <span role="status">{saved}</span>}
      </form>
      {product && (
        <DeleteButton
          what={product.title}
          path={`/products/${product.id}`}
          question="Orders keep their lines; the product leaves the storefront at once."
          then="#/products"
        />
      )}
      {product && <ProductImages productId={product.id} title={product.title} />}
      {product && (
        <section>
          <h2>Stock</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">On hand</th>
                <th scope="col">Reserved</th>
                <th scope="col">Available</th>
              </tr>
            </thead>
            <tbody>
              {product.variants.map((v) => (
                <tr key={v.id}>
                  <td>{v.sku}</td>
                  <td class="num">{v.stock.onHand}</td>
                  <td class="num">{v.stock.reserved}</td>
                  <td class="num">{v.stock.tracked === false ? NOT_COUNTED : v.stock.available}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {product.variants.map((v) => (
            <StockAdjust key={v.id} product={product} variant={v} adjusted={reload} />
          ))}
        </section>
      )}
      {product && <ProductTranslations product={product} />}
    </section>
  );
}
