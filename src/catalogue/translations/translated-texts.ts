import type { ProductDetailRow } from '../catalogue.repository';
import type { OptionText, ProductPageTexts } from './translations.repository';

/** A translated text where there is one, else the default language's. */
export function orDefault<T extends string | null>(translated: string | null | undefined, text: T): string | T {
  return translated ?? text;
}

/**
 * The product's options with their names and values in the language: a translation lists the options and each
 * option's values in the product's own order, and whatever it leaves out keeps its default text.
 */
function translateOptions(options: OptionText[], translated: OptionText[]) {
  return options.map((option, i) => ({
    name: orDefault(translated[i]?.name, option.name),
    values: option.values.map((value, j) => orDefault(translated[i]?.values[j], value)),
  }));
}

/** A variant's option values ({Size: "M"}) with the option names and values of the translated options. */
function translateOptionValues(values: Record<string, string>, options: OptionText[], shown: OptionText[]) {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const i = options.findIndex((o) => o.name === name);
      if (i < 0) return [name, value];
      const j = options[i].values.indexOf(value);
      return [shown[i].name, j < 0 ? value : shown[i].values[j]];
    }),
  );
}

/** A product page's row with the texts of the language in place of the default ones. */
export function translateProductRow(row: ProductDetailRow, texts: ProductPageTexts): ProductDetailRow {
  const t = texts.translation;
  const options = t ? translateOptions(row.options, t.options) : row.options;
  return {
    ...row,
    title: orDefault(t?.title, row.title),
    description: orDefault(t?.description, row.description),
    options,
    variants: row.variants.map((v) => ({
      ...v,
      title: orDefault(t?.variant_titles[v.id], v.title),
      option_values: t ? translateOptionValues(v.option_values, row.options, options) : v.option_values,
    })),
    categories: row.categories.map((c) => ({ ...c, name: orDefault(texts.categoryNames[c.id], c.name) })),
  };
}
