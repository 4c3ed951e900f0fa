import { join, raw, sql } from '../../src/db/sql-template';
import { templateStatement } from '../../src/db/statements';
import { buildProductListQuery } from '../../src/catalogue/products/product-list.query';

describe('when SQL is written as an sql`` template', () => {
  it('then each value becomes the numbered parameter of its own place, and the statement is named by its text', () => {
    const cart = (storeId: string, token: string) =>
      sql`SELECT id FROM carts WHERE store_id = ${storeId} AND token = ${token}`;
    const statement = templateStatement(cart('str_1', 'tok'));
    expect(statement.text).toBe('SELECT id FROM carts WHERE store_id = $1 AND token = $2');
    expect(statement.values).toEqual(['str_1', 'tok']);
    expect(statement.name).toMatch(/^s_/);
    expect(templateStatement(cart('str_2', 'other')).name).toBe(statement.name);
  });

  it('then fragments nest and join with their values in the order their places appear', () => {
    const conditions = [sql`a = ${1}`, sql`b = ${2}`, raw('c IS NULL'), sql`d = ${4}`];
    const statement = sql`SELECT x FROM t WHERE ${join(conditions, ' AND ')} AND e = ${5} LIMIT ${raw('21')}`;
    expect(statement.text).toBe('SELECT x FROM t WHERE a = $1 AND b = $2 AND c IS NULL AND d = $3 AND e = $4 LIMIT 21');
    expect(statement.values).toEqual([1, 2, 4, 5]);
    expect(join([], ' AND ').text).toBe('');
  });

  it('then a ? in the text stays a jsonb operator, and an array binds as one parameter', () => {
    const ids = ['e1', 'e2'];
    const keys = ['a', 'b'];
    const events = sql`SELECT id FROM events WHERE payload ? ${'data'} AND payload ?| ${keys} AND id = ANY(${ids})`;
    const statement = templateStatement(events);
    expect(statement.text).toBe('SELECT id FROM events WHERE payload ? $1 AND payload ?| $2 AND id = ANY($3)');
    expect(statement.values).toEqual(['data', ['a', 'b'], ['e1', 'e2']]);
  });

  it('then a statement that must be planned per call, or that returns every column, runs unnamed', () => {
    const search = sql`SELECT id FROM products WHERE search @@ to_tsquery(${'a:*'})`;
    expect(templateStatement(search, true).name).toBeUndefined();
    expect(templateStatement(sql`SELECT * FROM orders WHERE id = ${'ord_1'}`).name).toBeUndefined();
  });

  it('then the `?` form of a fragment puts a ? where each value goes, for the `?` builders', () => {
    expect(sql`a = ${1} AND b = ${2}`.questionMarkText).toBe('a = ? AND b = ?');
  });
});

describe('when a storefront page is asked for with every filter', () => {
  it('then each value is bound beside its own condition, whatever the filters sent', () => {
    const filters = { category: 'cat_1', q: 'merino wool', minPrice: 1000, maxPrice: 5000, inStock: true };
    const sorted = { ...filters, sort: 'price_asc' as const, currency: 'EUR' };
    const { statement } = buildProductListQuery('str_1', sorted, [2500, 'prod_9'], 20);
    const lines = statement.text.split('\n');
    const placed = (value: unknown) => lines.find((line) => line.includes(`$${statement.values.indexOf(value) + 1}`));
    expect(placed('EUR')).toContain('pp.currency =');
    expect(placed('cat_1')).toContain('cl.category_id =');
    expect(placed(1000)).toContain('pp.min_amount >=');
    expect(placed(5000)).toContain('pp.min_amount <=');
    expect(placed('prod_9')).toContain('(pp.min_amount, pp.product_id) >');
    expect(statement.values).toHaveLength((statement.text.match(/\$\d+/g) ?? []).length);
  });
});
