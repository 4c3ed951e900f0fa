import type { ImportedProduct, RowProblem } from '../catalogue/products/products.import.types';

/** The line and column a path of the product's JSON form (`variants.0.sku`) came from. */
export type Locate = (path: string) => { line: number; column: string };

/**
 * openapi.json's ImportProduct: the shape of a JSONL line, and the limits every imported product keeps. The adapter
 * that reads the contract supplies it (the import activities), so the imports domain needs no HTTP code.
 */
export type ShapeCheck = (value: unknown) => Array<{ field: string; message: string }>;

/** The product as a JSONL line would carry it. */
export const jsonFormOf = (product: ImportedProduct) => ({
  handle: product.handle,
  title: product.title,
  description: product.description,
  vendor: product.vendor,
  status: product.status,
  categories: product.categories.map((path) => path.join(' > ')),
  options: product.options,
  variants: product.variants.map((v) => ({
    sku: v.sku,
    optionValues: v.optionValues,
    prices: v.prices,
    stock: v.stock,
    gtin: v.gtin,
    weightGrams: v.weightGrams,
  })),
  media: product.media,
});

/** What one file has seen so far: SKUs and handles must each be used once in it. */
export class FileKeys {
  private readonly skus = new Map<string, number>();
  private readonly handles = new Map<string, number>();

  handleSeen(handle: string, line: number): number | undefined {
    const before = this.handles.get(handle);
    if (before === undefined) this.handles.set(handle, line);
    return before;
  }

  skuSeen(sku: string, line: number): number | undefined {
    const before = this.skus.get(sku);
    if (before === undefined) this.skus.set(sku, line);
    return before;
  }
}

export interface StoreCurrencies {
  defaultCurrency: string;
  currencies: string[];
}

/** What the products of a file are checked against: the store's currencies and the ImportProduct shape. */
export interface ProductRules extends StoreCurrencies {
  checkShape: ShapeCheck;
}

/**
 * The rules of products.admin.rules, said of an imported file: the limits of openapi.json's ImportProduct, options
 * named once, each variant with one value of every option and no other, no two variants alike, a product without
 * options has one variant, SKUs once in the file, prices in currencies the store sells in.
 */
export function checkImportedProduct(
  product: ImportedProduct,
  locate: Locate,
  keys: FileKeys,
  store: ProductRules,
): RowProblem[] {
  const problems: RowProblem[] = store.checkShape(jsonFormOf(product)).map((p) => ({
    ...locate(p.field),
    reason: p.message,
  }));
  const at = (path: string, reason: string) => problems.push({ ...locate(path), reason });
  const names = new Set<string>();
  product.options.forEach((option, i) => {
    if (names.has(option.name.toLowerCase())) at(`options.${i}.name`, `option "${option.name}" is named twice`);
    names.add(option.name.toLowerCase());
  });
  const combinations = new Map<string, number>();
  product.variants.forEach((variant, i) => {
    const path = `variants.${i}`;
    if (product.options.length === 0 && i > 0)
      at(`${path}.optionValues`, 'a product with more than one variant needs options to tell them apart');
    for (const option of product.options)
      if (variant.optionValues[option.name] === undefined)
        at(`${path}.optionValues.${option.name}`, `each variant needs a value of option "${option.name}"`);
    for (const name of Object.keys(variant.optionValues))
      if (!product.options.some((o) => o.name === name))
        at(`${path}.optionValues.${name}`, `"${name}" is not an option of this product`);
    const combination = JSON.stringify(product.options.map((o) => variant.optionValues[o.name]));
    const twin = combinations.get(combination);
    if (twin !== undefined && product.options.length > 0)
      at(`${path}.optionValues`, `the variant on line ${twin} has the same option values`);
    combinations.set(combination, variant.line);
    const earlier = keys.skuSeen(variant.sku, variant.line);
    if (earlier !== undefined) at(`${path}.sku`, `SKU ${variant.sku} is already used on line ${earlier}`);
    const currencies = new Set<string>();
    variant.prices.forEach((price, j) => {
      if (!store.currencies.includes(price.currency))
        at(
          `${path}.prices.${j}.currency`,
          `the store does not sell in ${price.currency} (it sells in ${store.currencies.join(', ')})`,
        );
      if (currencies.has(price.currency)) at(`${path}.prices.${j}.currency`, `${price.currency} is priced twice`);
      currencies.add(price.currency);
    });
  });
  return problems;
}

/**
 * The first problem of each cell: a oneOf (gtin: digits or null) fails once per branch, and a price that cannot be
 * read also leaves its variant without prices.
 */
export function onePerCell(problems: RowProblem[]): RowProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const cell = `${p.line}\u0000${p.column}`;
    if (seen.has(cell)) return false;
    seen.add(cell);
    return true;
  });
}

/** A category path `Apparel > Sweaters` as names from the root; undefined when a name is empty. */
export function categoryPath(text: string): string[] | undefined {
  const names = text.split('>').map((name) => name.trim());
  return names.every((name) => name.length > 0 && name.length <= 200) ? names : undefined;
}
