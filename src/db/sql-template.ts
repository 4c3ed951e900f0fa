/**
 * SQL written as a tagged template, each value beside the place it goes: sql`… WHERE p.store_id = ${storeId}`.
 * Values become bound parameters ($1, $2, … in the order they appear), never text, so a condition added or moved
 * cannot pair a value with another's placeholder, and a `?` in the text stays an operator (jsonb `?`, `?|`, `?&`).
 * A JavaScript array binds as one PostgreSQL array parameter (`= ANY(${ids})`), so the text never varies with it.
 */
export class Sql {
  /** Always one more text than values; nested fragments are already spliced in. */
  private constructor(
    readonly texts: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  /** Splices nested fragments in, so values stay in the order their places appear in the text. */
  static of(texts: readonly string[], values: readonly unknown[]): Sql {
    // Plain loops: a storefront page builds a dozen fragments per request.
    const flatTexts = [texts[0]];
    const flatValues: unknown[] = [];
    let last = 0;
    for (let i = 0; i < values.length; i += 1) {
      const value = values[i];
      if (value instanceof Sql) {
        flatTexts[last] += value.texts[0];
        for (let j = 1; j < value.texts.length; j += 1) flatTexts.push(value.texts[j]);
        for (let j = 0; j < value.values.length; j += 1) flatValues.push(value.values[j]);
        last = flatTexts.length - 1;
        flatTexts[last] += texts[i + 1];
      } else {
        flatValues.push(value);
        last = flatTexts.push(texts[i + 1]) - 1;
      }
    }
    return new Sql(flatTexts, flatValues);
  }

  /** The text PostgreSQL receives, with `$n` where each value goes. */
  get text(): string {
    let text = this.texts[0];
    for (let i = 1; i < this.texts.length; i += 1) text += '$' + i + this.texts[i];
    return text;
  }

  /** The text with `?` in each value's place, for the builders of `?` SQL (SqlFilters) while they remain. */
  get questionMarkText(): string {
    return this.texts.join('?');
  }
}

export function sql(texts: TemplateStringsArray, ...values: unknown[]): Sql {
  return Sql.of(texts, values);
}

/** Text written into the statement as it is: only for what the code itself chose (a column list, a checked LIMIT). */
export function raw(text: string): Sql {
  return Sql.of([text], []);
}

/** Fragments joined by a separator (`' AND '`, `', '`); none gives the empty fragment. */
export function join(parts: readonly Sql[], separator: string): Sql {
  if (parts.length === 0) return raw('');
  return Sql.of(['', ...parts.slice(1).map(() => separator), ''], parts);
}
