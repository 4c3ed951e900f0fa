import { templateStatement, toStatement } from '../../src/db/statements';
import { buildProductListQuery } from '../../src/catalogue/products/product-list.query';

describe('when SQL with knex-style placeholders is sent to PostgreSQL', () => {
  it('then each ? becomes a numbered parameter and the statement is named after its text', () => {
    const first = toStatement('SELECT id FROM carts WHERE store_id = ? AND token = ?', ['str_1', 'tok']);
    expect(first).toMatchObject({
      text: 'SELECT id FROM carts WHERE store_id = $1 AND token = $2',
      values: ['str_1', 'tok'],
    });
    expect(first.name).toMatch(/^s_/);
    expect(toStatement('SELECT id FROM carts WHERE store_id = ? AND token = ?', ['str_2', 'other']).name).toBe(
      first.name,
    );
    expect(toStatement('SELECT id FROM carts WHERE token = ?', ['tok']).name).not.toBe(first.name);
  });

  it('then an array binds one parameter per element, for IN (?), and such a statement runs unnamed', () => {
    const statement = toStatement('DELETE FROM media WHERE id IN (?) AND product_id = ?', [
      ['med_1', 'med_2', 'med_3'],
      'prod_1',
    ]);
    expect(statement).toEqual({
      text: 'DELETE FROM media WHERE id IN ($1, $2, $3) AND product_id = $4',
      values: ['med_1', 'med_2', 'med_3', 'prod_1'],
    });
  });

  it('then a statement whose columns follow the table definition, or planned per call, runs unnamed', () => {
    expect(toStatement('SELECT * FROM order_lines WHERE order_id = ?', ['ord_1']).name).toBeUndefined();
    expect(toStatement('SELECT o.* FROM orders o WHERE o.id = ?', ['ord_1']).name).toBeUndefined();
    expect(toStatement('SELECT count(*) AS n FROM orders WHERE store_id = ?', ['str_1']).name).toMatch(/^s_/);
    expect(toStatement('SELECT id FROM products WHERE search @@ to_tsquery(?)', ['a:*'], true).name).toBeUndefined();
  });
});

describe('when a write returns every column of its table', () => {
  it('then it runs unnamed too, so a migration that adds a column cannot break its prepared plan', () => {
    expect(toStatement('INSERT INTO customers (id) VALUES (?) RETURNING *', ['cus_1']).name).toBeUndefined();
    expect(toStatement('UPDATE customers SET note = ? WHERE id = ? RETURNING id, note', ['n', 'cus_1']).name).toMatch(
      /^s_/,
    );
  });
});

describe("when a storefront lists a category's products", () => {
  it('then every form of the list runs as a named statement, so PostgreSQL parses it once and keeps one plan', () => {
    const filters = [
      {},
      { inStock: true },
      { minPrice: 1000, maxPrice: 5000 },
      { sort: 'price_asc' as const },
      { q: 'merino' },
    ];
    for (const filter of filters) {
      for (const after of [undefined, ['2026-11-23 10:00:00+00', 'prod_1'] as [string, string]]) {
        const list = buildProductListQuery(
          'str_1',
          { category: 'cat_1', sort: 'newest', currency: 'USD', ...filter },
          after,
          20,
        );
        const { name } = templateStatement(list.statement, list.planEachCall);
        expect([filter, after, name]).toEqual([filter, after, expect.stringMatching(/^s_/)]);
      }
    }
  });
});

describe('when storefronts ask for product pages of every size from 1 to 100', () => {
  it('then each form of the list is one of six statements, not a hundred that would crowd the named ones', () => {
    const forms = [{}, { category: 'cat_1' }, { q: 'merino' }, { sort: 'price_asc' as const, inStock: true }];
    for (const form of forms) {
      const nameFor = (limit: number) => {
        const list = buildProductListQuery('str_1', { sort: 'newest', currency: 'USD', ...form }, undefined, limit);
        return templateStatement(list.statement, list.planEachCall).name;
      };
      const names = new Set(Array.from({ length: 100 }, (_, i) => nameFor(i + 1)));
      expect([form, names.size, nameFor(12) === nameFor(20), nameFor(20) === nameFor(24)]).toEqual([
        form,
        6,
        true,
        false,
      ]);
    }
  });
});
