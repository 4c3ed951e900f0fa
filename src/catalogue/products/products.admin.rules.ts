import { invalidField } from '../../shared/errors';
import { alreadyExists } from '../../shared/conflicts';
import type { ProductOption } from './products.admin.repository';

export interface PriceInput {
  currency: string;
  amount: number;
}

/** A variant as it will be after a create or an update, with the request field it came from. */
export interface PlannedVariant {
  field: string;
  sku: string;
  optionValues: Record<string, string>;
  prices?: PriceInput[];
}

function checkOptions(options: ProductOption[]): void {
  const names = options.map((o) => o.name.trim().toLowerCase());
  const repeated = names.findIndex((name, i) => names.indexOf(name) !== i);
  if (repeated >= 0)
    throw invalidField(
      `body.options.${repeated}.name`,
      'uniqueItems',
      `option "${options[repeated].name}" is listed twice`,
    );
}

function checkOptionValues(options: ProductOption[], variant: PlannedVariant): void {
  const given = Object.keys(variant.optionValues);
  for (const option of options) {
    const value = variant.optionValues[option.name];
    if (value === undefined)
      throw invalidField(
        `${variant.field}.optionValues.${option.name}`,
        'required',
        `each variant needs a value for option "${option.name}"`,
      );
    if (!option.values.includes(value))
      throw invalidField(
        `${variant.field}.optionValues.${option.name}`,
        'enum',
        `"${value}" is not a value of option "${option.name}"`,
      );
  }
  const unknown = given.find((name) => !options.some((o) => o.name === name));
  if (unknown)
    throw invalidField(
      `${variant.field}.optionValues.${unknown}`,
      'additionalProperties',
      `"${unknown}" is not an option of this product`,
    );
}

function checkPrices(variant: PlannedVariant): void {
  const currencies = (variant.prices ?? []).map((p) => p.currency);
  const repeated = currencies.findIndex((c, i) => currencies.indexOf(c) !== i);
  if (repeated >= 0)
    throw invalidField(
      `${variant.field}.prices.${repeated}.currency`,
      'uniqueItems',
      `${currencies[repeated]} is priced twice`,
    );
}

/**
 * The shape rules of a product: without options exactly one variant (with no option values); with options,
 * every variant names one value of each option and no two share a combination. SKUs are unique in the request.
 */
export function checkProductShape(options: ProductOption[], variants: PlannedVariant[]): void {
  checkOptions(options);
  if (options.length === 0 && variants.length !== 1) {
    throw invalidField(
      'body.variants',
      'maxItems',
      `a product without options has exactly one variant, not ${variants.length}`,
    );
  }
  const combinations = new Set<string>();
  const skus = new Set<string>();
  for (const variant of variants) {
    checkOptionValues(options, variant);
    checkPrices(variant);
    const combination = JSON.stringify(options.map((o) => variant.optionValues[o.name]));
    if (combinations.has(combination))
      throw invalidField(`${variant.field}.optionValues`, 'uniqueItems', 'two variants have the same option values');
    combinations.add(combination);
    if (skus.has(variant.sku)) throw alreadyExists(`${variant.field}.sku`, 'SKU', variant.sku);
    skus.add(variant.sku);
  }
}

/** The default variant title: its option values in option order, or "Default" for a product without options. */
export function variantTitle(options: ProductOption[], optionValues: Record<string, string>): string {
  return options.map((o) => optionValues[o.name]).join(' / ') || 'Default';
}
